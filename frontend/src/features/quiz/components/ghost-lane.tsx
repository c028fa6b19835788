import { Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ServedQuestion } from '../api/schemas';
import { useServerMomentReached } from '../countdown';
import type { GhostRevealed } from '../play-state';

interface GhostLaneProps {
  /** The relative whose recorded round is replayed. */
  name: string;
  /** Their points through the questions revealed so far. */
  score: number;
  /** The question on screen: its `ghost.at` is when they answered it (server clock). */
  question: ServedQuestion | undefined;
  /** Server clock minus device clock, as the countdown uses it. */
  offset: number;
  /** How they did on the question, once the player's own answer is in. */
  revealed: GhostRevealed | undefined;
}

/**
 * The relative's recorded round beside the player's: while a question is open only *when* they answered (never
 * whether rightly), then, once the player answered, how they did. Said politely: the cue must not take the focus from
 * the question, nor cut a screen reader short.
 */
export function GhostLane({ name, score, question, offset, revealed }: GhostLaneProps) {
  const { t } = useTranslation();
  const at = question?.ghost?.at;
  const answered = useServerMomentReached(revealed ? undefined : at, offset);
  const line = revealed
    ? at === null
      ? t('quiz.familyChallenge.ghost.noAnswer', { name })
      : revealed.correct
        ? t('quiz.familyChallenge.ghost.right', { name, points: revealed.points })
        : t('quiz.familyChallenge.ghost.wrong', { name })
    : answered
      ? t('quiz.familyChallenge.ghost.answered', { name })
      : '';
  return (
    <Paper component="section" withBorder radius="md" px="md" py="xs" aria-label={t('quiz.familyChallenge.ghost.label', { name })}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          <span aria-hidden="true">👻 </span>
          {t('quiz.familyChallenge.ghost.label', { name })}
        </Text>
        <Text size="sm">{t('quiz.familyChallenge.ghost.score', { name, score })}</Text>
      </Group>
      {/* Always in the page, so that what it comes to say is announced (a region added with its text may not be). */}
      <Text role="status" size="sm" fw={revealed ? 600 : undefined} mih="1.5em" data-testid="ghost-cue">
        {line}
      </Text>
    </Paper>
  );
}
