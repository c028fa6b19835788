import { Alert, Button, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { Lifeline } from '@plume/shared/quiz/lifelines';
import { isUntimedClock } from '@plume/shared/time-accommodation';
import { useCallback, useEffect, useReducer, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ApiError } from '@/lib/api-client';
import { useAnswerQuiz } from '../api/answer-quiz';
import { useNextQuestion } from '../api/next-question';
import { useSpendLifeline } from '../api/use-lifeline';
import { useCountdown } from '../countdown';
import {
  lifelineAvailability,
  playReducer,
  questionNumber,
  rightAnswerText,
  timeoutAnswer,
  wordComplete,
  type GivenAnswer,
  type PlayState,
} from '../play-state';
import classes from '../quiz.module.css';
import { useQuestionVoice } from '../question-voice';
import { AnswerOptions } from './answer-options';
import { CountdownRing } from './countdown-ring';
import { FamilyChallengeOutcome } from './family-challenge-outcome';
import { GameClock } from './game-clock';
import { GhostLane } from './ghost-lane';
import { AudienceVotes, Lifelines } from './lifelines';
import { PassageReminder, PassageToRead } from './passage-card';
import { QuizResult } from './quiz-result';
import { WordAnswer } from './word-answer';

const REFUSALS = new Set(['lifeline_already_used', 'lifeline_not_allowed']);

interface PlayScreenProps {
  /** A game just started, or one picked up again after a refresh: read once, when the screen mounts. */
  initial: PlayState;
  profileId: string;
  /** The result's buttons (play again, next level, back). */
  actions: ReactNode;
}

/**
 * One game of any mode, question by question, then its result. Each question is asked for (`next_question`) only
 * when the player is ready: its clock starts then, not while the previous explanation is being read.
 */
export function PlayScreen({ initial, profileId, actions }: PlayScreenProps) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(playReducer, initial);
  const { mutate: askQuestion, ...next } = useNextQuestion();
  const { mutate: sendAnswer } = useAnswerQuiz();
  const spend = useSpendLifeline();
  const nextButton = useRef<HTMLButtonElement>(null);
  const questionCard = useRef<HTMLDivElement>(null);
  const questionHeading = useRef<HTMLHeadingElement>(null);
  const { question, phase, revealed, gameId } = state;

  const ask = useCallback(
    (index: number) =>
      askQuestion({ gameId, index }, { onSuccess: (served) => dispatch({ type: 'question-loaded', question: served.question, serverTime: served.serverTime, receivedAt: Date.now() }) }),
    [askQuestion, gameId],
  );
  // Asked once per question, even when React runs effects twice in development (asking again is harmless anyway).
  const asked = useRef<number>(undefined);
  useEffect(() => {
    if (phase !== 'loading' || asked.current === state.nextIndex) return;
    asked.current = state.nextIndex;
    ask(state.nextIndex);
  }, [phase, state.nextIndex, ask]);

  const send = useCallback(
    (answer: GivenAnswer) => {
      if (phase !== 'question' || !question) return;
      dispatch({ type: 'send', answer });
      sendAnswer(
        { gameId, index: question.index, ...answer },
        { onSuccess: (outcome) => dispatch({ type: 'answered', answer, outcome }), onError: () => dispatch({ type: 'send-failed' }) },
      );
    },
    [sendAnswer, gameId, phase, question],
  );
  const answerChoice = useCallback((choice: number) => send({ choice }), [send]);

  // At 0 what the player has (the option they are on, the letters typed) goes: the server counts it lost anyway.
  // Sent automatically once per question: if that send fails, the player answers by hand rather than the timer retrying in a loop.
  const autoSent = useRef<number>(undefined);
  const remaining = useCountdown({
    deadline: state.deadline ?? 0,
    offset: state.offset,
    running: phase === 'question',
    onExpire: () => {
      if (!question || autoSent.current === question.index) return;
      autoSent.current = question.index;
      send(timeoutAnswer(state));
    },
  });

  const applyLifeline = (lifeline: Lifeline) => {
    if (!question) return;
    spend.mutate(
      { gameId, index: question.index, lifeline },
      {
        // Too late on the server's clock, a skip comes back as the timed-out answer it became.
        onSuccess: (result) => dispatch('lifeline' in result ? { type: 'lifeline-used', lifeline, result } : { type: 'answered', answer: timeoutAnswer(state), outcome: result }),
        // The server's refusal is already shown as a notification; the button goes grey.
        onError: (error) => (error instanceof ApiError && error.code && REFUSALS.has(error.code) ? dispatch({ type: 'lifeline-refused', lifeline }) : undefined),
      },
    );
  };

  // Audio questions are read aloud once shown; their text stays hidden until answered, unless the sound cannot play.
  const voice = useQuestionVoice(question);
  const { read } = voice;
  useEffect(() => {
    if (question?.audio && phase === 'question') read();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once per question
  }, [question?.index, question?.audio, read]);

  // A new question's heading takes the focus (a screen reader reads it, Tab goes on to the answers, keys 1–4 answer);
  // an audio question without text focuses its card (listen, replay); a word's first box takes the focus itself.
  useEffect(() => {
    if (question && question.kind !== 'word') (questionHeading.current ?? questionCard.current)?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per question
  }, [question?.index]);

  useEffect(() => {
    if (phase === 'revealed') nextButton.current?.focus();
  }, [phase]);

  const inGame = phase !== 'finished';
  const blocker = useBlocker(({ currentLocation, nextLocation }) => inGame && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!inGame) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [inGame]);

  const leaveDialog = (
    <ConfirmDialog
      opened={blocker.state === 'blocked'}
      title={t('quiz.play.leaveTitle')}
      confirmLabel={t('quiz.play.leave')}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      {t('quiz.play.leaveBody')}
    </ConfirmDialog>
  );

  if (phase === 'finished' && state.finished) {
    const challenge = state.familyChallenge;
    return (
      <QuizResult
        mode={state.mode}
        // A challenge earns no leaderboard points (the result's are 0): its own points are the game's score.
        finished={challenge ? { ...state.finished, points: state.score } : state.finished}
        review={state.review}
        profileId={profileId}
        gameId={gameId}
        actions={actions}
        outcome={challenge && <FamilyChallengeOutcome profileId={profileId} challengeId={challenge.challengeId} />}
      />
    );
  }
  if (phase === 'reading' && state.passage) {
    return (
      <>
        <PassageToRead passage={state.passage} onStart={() => dispatch({ type: 'begin' })} />
        {leaveDialog}
      </>
    );
  }

  const clock =
    // Tiers-temps « sans limite » (practice only): the server's far deadline is no clock to show.
    state.clockMs === undefined || isUntimedClock(state.clockMs) ? null : state.timer === 'game' ? (
      <GameClock remaining={remaining} clockMs={state.clockMs} />
    ) : (
      question && phase !== 'revealed' && <CountdownRing remaining={remaining} questionMs={state.clockMs} />
    );
  const hideText = question?.audio && voice.heard && phase !== 'revealed';
  const rightAnswer = question && revealed ? rightAnswerText(question, revealed) : undefined;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" mih={72}>
        <Stack gap={0}>
          <Text fw={700}>{t('quiz.play.progress', { current: questionNumber(state), total: state.total })}</Text>
          <Text size="sm" c="dimmed">
            {t('quiz.play.score', { score: state.score })}
          </Text>
        </Stack>
        {clock}
      </Group>

      {state.passage && <PassageReminder passage={state.passage} />}

      {state.familyChallenge?.ghost && (
        <GhostLane
          name={state.familyChallenge.ghost.name}
          score={state.familyChallenge.ghost.score}
          question={question}
          offset={state.offset}
          revealed={phase === 'revealed' ? revealed?.ghost : undefined}
        />
      )}

      {!question ? (
        next.isError ? (
          <Stack align="center" gap="sm" py="xl" role="alert">
            <Text ta="center">{next.error.message}</Text>
            <Button variant="light" onClick={() => ask(state.nextIndex)}>
              {t('quiz.play.retry')}
            </Button>
          </Stack>
        ) : (
          <Center py="xl" role="status">
            <Stack align="center" gap="sm">
              <Loader aria-hidden="true" />
              <Text c="dimmed">{t('quiz.play.loadingQuestion')}</Text>
            </Stack>
          </Center>
        )
      ) : (
        <>
          <Card ref={questionCard} tabIndex={-1} withBorder radius="md" padding="lg" className={classes.questionCard}>
            {hideText ? (
              <Group justify="space-between">
                <Text>{t('quiz.play.listen')}</Text>
                <Button variant="light" onClick={read}>
                  {t('quiz.play.replay')}
                </Button>
              </Group>
            ) : (
              <Stack gap="xs">
                {question.kind === 'word' && (
                  <Text size="sm" c="dimmed">
                    {t('quiz.play.findWord', { count: question.letters ?? 0 })}
                  </Text>
                )}
                {/* Read as it arrives when the focus stays in the word's letter boxes; otherwise the focus brings it. */}
                <Title order={2} size="h3" ref={questionHeading} tabIndex={-1} aria-live={question.kind === 'word' ? 'polite' : undefined}>
                  {question.question}
                </Title>
                {question.audio && !voice.heard && phase !== 'revealed' && (
                  <Text size="sm" c="dimmed" role="status">
                    {t('quiz.play.noSpeech')}
                  </Text>
                )}
                {question.audio && voice.canRead && (
                  <Button variant="subtle" size="xs" onClick={read} style={{ alignSelf: 'flex-start' }}>
                    {t('quiz.play.replay')}
                  </Button>
                )}
              </Stack>
            )}
          </Card>

          {question.kind === 'word' ? (
            <WordAnswer
              question={question}
              cluesShown={state.cluesShown}
              complete={wordComplete(state)}
              revealed={revealed}
              canAnswer={phase === 'question'}
              sending={phase === 'sending'}
              onType={(word) => dispatch({ type: 'type-word', word })}
              onClue={() => dispatch({ type: 'show-clue' })}
              onSubmit={() => send({ word: state.typed })}
            />
          ) : (
            <>
              <AnswerOptions
                options={question.options}
                hidden={state.hidden}
                selected={state.selected}
                revealed={revealed}
                canAnswer={phase === 'question'}
                onSelect={(choice) => dispatch({ type: 'select', choice })}
                onAnswer={answerChoice}
              />
              {phase === 'question' && (
                <Text size="xs" c="dimmed">
                  {question.options.length === 2 ? t('quiz.play.pairHint') : t('quiz.play.keyboardHint')}
                </Text>
              )}
            </>
          )}

          {state.votes && phase !== 'revealed' && <AudienceVotes votes={state.votes} hidden={state.hidden} />}

          {phase === 'revealed' && revealed && (
            <Alert color={revealed.correct ? 'teal' : 'red'} title={revealed.timedOut ? t('quiz.play.timedOut') : revealed.correct ? t('quiz.play.right') : t('quiz.play.wrong')} role="status">
              <Stack gap={4}>
                {!revealed.correct && rightAnswer !== undefined && <Text size="sm">{t('quiz.play.correctAnswer', { answer: rightAnswer })}</Text>}
                {revealed.explanation && <Text size="sm">{revealed.explanation}</Text>}
                {revealed.points > 0 && (
                  <Text size="sm" fw={600}>
                    {t('quiz.play.points', { count: revealed.points })}
                  </Text>
                )}
              </Stack>
            </Alert>
          )}
          {phase === 'revealed' && (
            <Group justify="flex-end">
              <Button ref={nextButton} size="md" onClick={() => dispatch({ type: 'next' })}>
                {state.upcoming ? t('quiz.play.seeResult') : t('quiz.play.next')}
              </Button>
            </Group>
          )}

          {state.lifelines.length > 0 && (
            <Lifelines
              offered={state.lifelines}
              cost={state.lifelineCost}
              availability={(lifeline) => lifelineAvailability(state, lifeline)}
              disabled={phase !== 'question' || spend.isPending}
              pending={spend.isPending ? spend.variables.lifeline : undefined}
              onUse={applyLifeline}
            />
          )}
        </>
      )}

      {leaveDialog}
    </Stack>
  );
}
