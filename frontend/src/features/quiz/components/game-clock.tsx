import { Group, Progress, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { clockShown, remainingPercent } from '../countdown';

/** One clock for the whole game (self challenge), as minutes:seconds over a bar that empties. */
export function GameClock({ remaining, clockMs }: { remaining: number; clockMs: number }) {
  const { t } = useTranslation();
  const percent = remainingPercent(remaining, clockMs);
  const { minutes, seconds, text } = clockShown(remaining);
  const label = t('quiz.play.gameTimeLeft', { minutes, seconds });
  const color = percent > 50 ? 'teal' : percent > 20 ? 'yellow' : 'red';
  return (
    <Stack gap={4} miw={120} role="timer" aria-label={label}>
      <Group gap={6} justify="flex-end">
        <Text size="xs" c="dimmed" aria-hidden="true">
          {t('quiz.play.gameClock')}
        </Text>
        <Text fz={28} fw={800} ff="monospace" c={color === 'red' ? 'red' : undefined} aria-hidden="true">
          {text}
        </Text>
      </Group>
      <Progress value={percent} color={color} size="sm" aria-hidden="true" />
      {/* Announced once a minute, then every 10 seconds in the last one. */}
      <VisuallyHidden aria-live="polite">{seconds === 0 && minutes > 0 ? label : minutes === 0 && seconds % 10 === 0 && seconds > 0 ? label : ''}</VisuallyHidden>
    </Stack>
  );
}
