import { RingProgress, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { remainingPercent, secondsShown } from '../countdown';

/** The time left on the current question, as a ring that empties and turns red near the end. */
export function CountdownRing({ remaining, questionMs }: { remaining: number; questionMs: number }) {
  const { t } = useTranslation();
  const percent = remainingPercent(remaining, questionMs);
  const seconds = secondsShown(remaining);
  const color = percent > 50 ? 'teal' : percent > 20 ? 'yellow' : 'red';
  return (
    <div role="timer" aria-label={t('quiz.play.timeLeft', { seconds })}>
      <RingProgress
        size={72}
        thickness={7}
        roundCaps
        sections={[{ value: percent, color }]}
        label={
          <Text ta="center" fw={700} aria-hidden="true">
            {seconds}
          </Text>
        }
      />
      {/* Announced only every 10 seconds, so a screen reader is not flooded. */}
      <VisuallyHidden aria-live="polite">{seconds % 10 === 0 && seconds > 0 ? t('quiz.play.timeLeft', { seconds }) : ''}</VisuallyHidden>
    </div>
  );
}
