import { Card, Group, Stack, Text } from '@mantine/core';
import type { BattleFinishedFrame } from '@plume/shared/battles/protocol';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '@/lib/locale-format';

const medals = ['🥇', '🥈', '🥉'];

/**
 * The first three places of a group battle, by rank (tied players share a step). Text first: the medal is decoration,
 * the rank is said in words.
 */
export function Podium({ standings }: { standings: BattleFinishedFrame['standings'] }) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const steps = standings.filter((s) => s.rank <= 3 && !s.left);
  return (
    <Group component="ol" aria-label={t('battles.group.podium')} gap="md" align="stretch" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {steps.map((s) => (
        <Card key={s.profileId} component="li" withBorder radius="md" padding="md" miw={160}>
          <Stack gap={2} align="center">
            <Text size="2rem" aria-hidden="true">{medals[s.rank - 1]}</Text>
            <Text fw={700}>{s.name}</Text>
            <Text size="sm">{t('battles.group.place', { rank: format.ordinal(s.rank), correct: t('battles.group.correctCount', { count: s.correct }), points: t('battles.group.pointsCount', { count: s.points, formatted: format.number(s.points) }) })}</Text>
          </Stack>
        </Card>
      ))}
    </Group>
  );
}
