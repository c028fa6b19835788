import { Button, Group, Progress, Stack, Text, Title } from '@mantine/core';
import type { Lifeline } from '@plume/shared/quiz/lifelines';
import { useTranslation } from 'react-i18next';
import type { LifelineAvailability } from '../play-state';

interface LifelinesProps {
  /** The lifelines the mode offers, in the order shown. */
  offered: readonly Lifeline[];
  /** Coins each one costs. */
  cost: number;
  availability: (lifeline: Lifeline) => LifelineAvailability;
  disabled: boolean;
  pending?: Lifeline;
  onUse: (lifeline: Lifeline) => void;
}

/** The lifelines of the mode, once each per game; 50/50 and the audience poll rule each other out. */
export function Lifelines({ offered, cost, availability, disabled, pending, onUse }: LifelinesProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Title order={2} size="h6" c="dimmed">
        {cost > 0 ? t('quiz.play.lifelinesCost', { count: cost }) : t('quiz.play.lifelines')}
      </Title>
      <Group gap="xs">
        {offered.map((lifeline) => {
          const state = availability(lifeline);
          const name = t(`quiz.play.lifeline.${lifeline}`);
          const note = state === 'used' ? t('quiz.play.lifelineUsed') : state === 'excluded' ? t('quiz.play.lifelineExcluded') : undefined;
          return (
            <Button
              key={lifeline}
              size="xs"
              variant="light"
              color="grape"
              disabled={disabled || state !== 'available'}
              loading={pending === lifeline}
              aria-label={note ? `${name} (${note})` : name}
              onClick={() => onUse(lifeline)}
            >
              {name}
            </Button>
          );
        })}
      </Group>
    </Stack>
  );
}

/** The audience poll: one small bar per answer still shown. */
export function AudienceVotes({ votes, hidden }: { votes: number[]; hidden: number[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} aria-label={t('quiz.play.votes')} role="figure">
      <Text size="sm" fw={600}>
        {t('quiz.play.votes')}
      </Text>
      {votes.map((vote, index) =>
        hidden.includes(index) ? null : (
          <Group key={index} gap="xs" wrap="nowrap">
            <Text size="sm" w={16} fw={600}>
              {index + 1}
            </Text>
            <Progress value={vote} color="grape" style={{ flexGrow: 1 }} aria-hidden="true" />
            <Text size="sm" w={44} ta="right">
              {vote} %
            </Text>
          </Group>
        ),
      )}
    </Stack>
  );
}
