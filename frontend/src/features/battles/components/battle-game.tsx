import { Alert, Badge, Button, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { BattleQuestionFrame } from '@plume/shared/battles/protocol';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { battleActions, type BattleState, type RevealView, type RoomView } from '../api/battle-store';
import { useServerCountdown } from './use-server-countdown';

/**
 * One question in play: a get-ready countdown until the server shows it, then the options and the time left on the
 * server's clock (the same for both players), then the reveal. The countdown is text and a bar without animation,
 * so reduced motion changes nothing. In a team round, a click proposes; each option shows who proposed it, and the
 * reveal judges the team's answer.
 */
export function BattleGame({ room, question: current, previous, answer, reveal, proposals }: { room: RoomView; question: BattleQuestionFrame; previous: BattleQuestionFrame | undefined; answer: BattleState['answer']; reveal: RevealView | undefined; proposals?: BattleState['proposals'] }) {
  const { t } = useTranslation();
  const untilShown = useServerCountdown(current.shownAt);
  // Until the next question shows, the last one stays on screen with its correct answer.
  const showingReveal = untilShown > 0 && previous !== undefined && reveal?.questionId === previous.questionId;
  const question = showingReveal ? previous : current;
  const left = useServerCountdown(question.deadline);
  const heading = useRef<HTMLHeadingElement>(null);
  const revealed = reveal?.questionId === question.questionId ? reveal : undefined;
  const mine = answer?.questionId === question.questionId ? answer : undefined;
  const shown = untilShown === 0 || showingReveal;
  useEffect(() => {
    if (untilShown === 0) heading.current?.focus({ preventScroll: true });
  }, [untilShown === 0, current.questionId]); // eslint-disable-line react-hooks/exhaustive-deps -- focus once per question shown
  const scores = new Map((reveal?.players ?? []).map((p) => [p.profileId, p.totalPoints]));
  const team = room.qanda?.mode === 'team';
  // What the reveal judges: the team's answer in a team round, this player's own otherwise.
  const judged = revealed ? (team ? (revealed.team?.choice ?? null) : revealed.yourChoice) : undefined;
  const byMember: Record<string, number> = revealed?.team
    ? Object.fromEntries(revealed.team.proposals.map((p) => [p.profileId, p.choice]))
    : proposals?.questionId === question.questionId ? proposals.byMember : {};
  const proposers = (index: number) => room.players.filter((p) => byMember[p.profileId] === index).map((p) => p.name);
  const pick = team ? battleActions.propose : battleActions.answer;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text fw={600}>{t('battles.game.progress', { index: question.index + 1, total: question.total })}</Text>
        <Group gap="xs" aria-label={t('battles.game.scores')}>
          {/* A group room's owner may hide the others' live scores: each player then sees their own. */}
          {room.players.filter((p) => room.group?.showScore !== false || p.profileId === room.you).map((p) => (
            <Badge key={p.profileId} variant={p.profileId === room.you ? 'filled' : 'light'} size="lg">
              {p.name} · {scores.get(p.profileId) ?? p.points}{p.left ? ` · ${t('battles.group.leftShort')}` : ''}
            </Badge>
          ))}
        </Group>
      </Group>
      {!shown ? (
        <Paper withBorder p="xl" radius="md">
          <Text size="xl" ta="center" role="status">{t('battles.game.getReady', { seconds: Math.ceil(untilShown / 1000) })}</Text>
        </Paper>
      ) : (
        <>
          <div>
            {showingReveal ? (
              <Text size="sm">{t('battles.game.nextIn', { seconds: Math.ceil(untilShown / 1000) })}</Text>
            ) : (
              <>
                <Text size="sm" role="timer" aria-live="off">{t('battles.game.timeLeft', { seconds: Math.ceil(left / 1000) })}</Text>
                <Progress value={(left / room.questionMs) * 100} transitionDuration={0} aria-hidden="true" mt={4} />
              </>
            )}
          </div>
          <Title order={2} size="h3" ref={heading} tabIndex={-1}>{question.question}</Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} role="group" aria-label={t('battles.game.options')}>
            {question.options.map((option, index) => {
              const isRight = revealed?.correctChoice === index;
              const isWrongPick = revealed !== undefined && judged === index && !isRight;
              const names = team ? proposers(index) : [];
              const picked = mine?.choice === index;
              return (
                <Button
                  key={index}
                  size="lg"
                  h="auto"
                  py="sm"
                  styles={{ label: { whiteSpace: 'normal' } }}
                  color={isRight ? 'teal' : isWrongPick ? 'red' : 'indigo'}
                  variant={isRight || isWrongPick ? 'filled' : picked ? 'light' : 'default'}
                  disabled={!!mine && !picked && !isRight}
                  aria-pressed={picked}
                  onClick={() => { if (!showingReveal && !mine && !revealed && left > 0) pick(room.battleId, room.you, question.questionId, index); }}
                >
                  <Stack gap={2} align="center">
                    <span>{option}</span>
                    {names.length > 0 && <Text component="span" size="xs">{t('qanda.proposedBy', { names: names.join(', ') })}</Text>}
                  </Stack>
                </Button>
              );
            })}
          </SimpleGrid>
          <div role="status">
            {revealed ? (
              <Alert color={judged === revealed.correctChoice ? 'teal' : 'red'} variant="light" title={judged === revealed.correctChoice ? t('battles.game.right') : judged === null ? t('battles.game.noAnswer') : t('battles.game.wrong')}>
                {revealed.explanation}
              </Alert>
            ) : mine ? (
              <Text>{team ? t('qanda.proposed') : t('battles.game.answered')}</Text>
            ) : left === 0 ? (
              <Text>{t('battles.game.timeUp')}</Text>
            ) : null}
          </div>
        </>
      )}
      <Group>
        <Button variant="subtle" color="red" onClick={() => battleActions.leave(room.battleId, room.you)}>{t('battles.game.forfeit')}</Button>
      </Group>
    </Stack>
  );
}
