import { Alert, Button, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { Lifeline } from '@plume/shared/scoring';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useBlocker, useParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ApiError } from '@/lib/api-client';
import { useAnswerQuiz } from '../api/answer-quiz';
import { useQuizCategories } from '../api/get-quiz-categories';
import { useStartQuiz, type StartedQuiz } from '../api/start-quiz';
import { useSpendLifeline } from '../api/use-lifeline';
import { AnswerOptions } from '../components/answer-options';
import { CountdownRing } from '../components/countdown-ring';
import { AudienceVotes, Lifelines } from '../components/lifelines';
import { ProfileGate } from '../components/profile-gate';
import { QuizPage } from '../components/quiz-page';
import { QuizResult } from '../components/quiz-result';
import { useCountdown } from '../countdown';
import { initialPlayState, lifelineAvailability, playReducer } from '../play-state';
import { useFrenchSpeech } from '../speech';

interface Level {
  category: string;
  subcategory: string;
  level: number;
}

/** `/quiz/zone/:category/:subcategory/:level/play`: one game of a level, then its result. */
export function PlayRoute() {
  const { t } = useTranslation();
  const params = useParams();
  const category = params.category ?? '';
  const subcategory = params.subcategory ?? '';
  const level = Number(params.level);
  const [attempt, setAttempt] = useState(0);
  const subcategoryName = useQuizCategories()
    .data?.find((c) => c.id === category)
    ?.subcategories.find((s) => s.id === subcategory)?.name;
  const title = `${subcategoryName ?? t('quiz.zone.title')} · ${t('quiz.levels.level', { level })}`;
  return (
    <QuizPage title={title} back={`/quiz/zone/${category}/${subcategory}`}>
      <ProfileGate>
        {(profile) => (
          <Game
            key={`${category}/${subcategory}/${level}/${attempt}`}
            profileId={profile.id}
            category={category}
            subcategory={subcategory}
            level={level}
            onReplay={() => setAttempt((n) => n + 1)}
          />
        )}
      </ProfileGate>
    </QuizPage>
  );
}

function Game({ profileId, onReplay, ...where }: Level & { profileId: string; onReplay: () => void }) {
  const { t } = useTranslation();
  const start = useStartQuiz();
  const [started, setStarted] = useState<{ quiz: StartedQuiz; receivedAt: number }>();
  const requested = useRef(false);
  const begin = useCallback(() => {
    start.mutate({ profileId, ...where }, { onSuccess: (quiz) => setStarted({ quiz, receivedAt: Date.now() }) });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one game per mount; the key remounts for another level
  }, []);
  useEffect(() => {
    // Starting a game is not idempotent: once per mount, even when React runs effects twice in development.
    if (requested.current) return;
    requested.current = true;
    begin();
  }, [begin]);

  if (started) return <PlayScreen started={started.quiz} receivedAt={started.receivedAt} profileId={profileId} where={where} onReplay={onReplay} />;
  if (start.isError) {
    const locked = start.error instanceof ApiError && start.error.code === 'level_locked';
    return (
      <Stack align="center" gap="md" py="xl" role="alert">
        <Text ta="center">{locked ? t('quiz.levels.locked') : start.error.message}</Text>
        <Group>
          {!locked && (
            <Button variant="light" onClick={begin}>
              {t('quiz.play.retry')}
            </Button>
          )}
          <Button component={Link} to={`/quiz/zone/${where.category}/${where.subcategory}`} variant="default">
            {t('quiz.result.backToLevels')}
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Center py="xl" role="status">
      <Stack align="center" gap="sm">
        <Loader aria-hidden="true" />
        <Text c="dimmed">{t('quiz.play.starting')}</Text>
      </Stack>
    </Center>
  );
}

const REFUSALS = new Set(['lifeline_already_used', 'lifeline_not_allowed']);

function PlayScreen({ started, receivedAt, profileId, where, onReplay }: { started: StartedQuiz; receivedAt: number; profileId: string; where: Level; onReplay: () => void }) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(playReducer, undefined, () => initialPlayState(started, receivedAt));
  const answer = useAnswerQuiz();
  const spend = useSpendLifeline();
  const speech = useFrenchSpeech();
  const nextButton = useRef<HTMLButtonElement>(null);
  const { question, phase, revealed } = state;

  const submit = useCallback(
    (choice: number) => {
      if (state.phase !== 'question') return;
      dispatch({ type: 'send', choice });
      answer.mutate(
        { gameId: state.gameId, index: question.index, choice },
        { onSuccess: (outcome) => dispatch({ type: 'answered', choice, outcome }), onError: () => dispatch({ type: 'send-failed' }) },
      );
    },
    [answer, question.index, state.gameId, state.phase],
  );

  // At 0 the current choice goes (or the first option): the server counts a late answer as lost anyway.
  // Sent automatically once per question: if that send fails, the player answers by hand rather than the timer retrying in a loop.
  const autoSent = useRef<number>(undefined);
  const remaining = useCountdown({
    deadline: question.deadline,
    offset: state.offset,
    running: phase === 'question',
    onExpire: () => {
      if (autoSent.current === question.index) return;
      autoSent.current = question.index;
      submit(state.selected ?? 0);
    },
  });

  const applyLifeline = (lifeline: Lifeline) => {
    spend.mutate(
      { gameId: state.gameId, index: question.index, lifeline },
      {
        onSuccess: (result) => dispatch({ type: 'lifeline-used', lifeline, result }),
        // The server's refusal is already shown as a notification; the button goes grey.
        onError: (error) => (error instanceof ApiError && error.code && REFUSALS.has(error.code) ? dispatch({ type: 'lifeline-refused', lifeline }) : undefined),
      },
    );
  };

  // Audio questions are read aloud once shown; their text stays hidden until answered.
  const { speak } = speech;
  useEffect(() => {
    if (question.audio && phase === 'question') speak(question.question);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once per question
  }, [question.index, question.audio, speak]);

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

  if (phase === 'finished' && state.finished) {
    return <QuizResult finished={state.finished} review={state.review} profileId={profileId} {...where} onReplay={onReplay} />;
  }

  const hideText = question.audio && speech.supported && phase !== 'revealed';
  const current = Math.min(state.total, state.review.length + (phase === 'revealed' ? 0 : 1));
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" mih={72}>
        <Stack gap={0}>
          <Text fw={700}>{t('quiz.play.progress', { current, total: state.total })}</Text>
          <Text size="sm" c="dimmed">
            {t('quiz.play.score', { score: state.score })}
          </Text>
        </Stack>
        {phase !== 'revealed' && <CountdownRing remaining={remaining} questionMs={state.questionMs} />}
      </Group>

      <Card withBorder radius="md" padding="lg">
        {hideText ? (
          <Group justify="space-between">
            <Text>{t('quiz.play.listen')}</Text>
            <Button variant="light" onClick={() => speak(question.question)}>
              {t('quiz.play.replay')}
            </Button>
          </Group>
        ) : (
          <Stack gap="xs">
            <Title order={2} size="h3" aria-live="polite">
              {question.question}
            </Title>
            {question.audio && !speech.supported && (
              <Text size="sm" c="dimmed">
                {t('quiz.play.noSpeech')}
              </Text>
            )}
            {question.audio && speech.supported && (
              <Button variant="subtle" size="xs" onClick={() => speak(question.question)} style={{ alignSelf: 'flex-start' }}>
                {t('quiz.play.replay')}
              </Button>
            )}
          </Stack>
        )}
      </Card>

      <AnswerOptions
        options={question.options}
        hidden={state.hidden}
        selected={state.selected}
        revealed={revealed}
        canAnswer={phase === 'question'}
        onSelect={(choice) => dispatch({ type: 'select', choice })}
        onAnswer={submit}
      />
      {phase === 'question' && (
        <Text size="xs" c="dimmed">
          {t('quiz.play.keyboardHint')}
        </Text>
      )}

      {state.votes && phase !== 'revealed' && <AudienceVotes votes={state.votes} hidden={state.hidden} />}

      {phase === 'revealed' && revealed && (
        <Alert color={revealed.correct ? 'teal' : 'red'} title={revealed.timedOut ? t('quiz.play.timedOut') : revealed.correct ? t('quiz.play.right') : t('quiz.play.wrong')} role="status">
          <Stack gap={4}>
            {!revealed.correct && <Text size="sm">{t('quiz.play.correctAnswer', { answer: question.options[revealed.correctIndex] })}</Text>}
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
            {state.upcoming?.finished ? t('quiz.play.seeResult') : t('quiz.play.next')}
          </Button>
        </Group>
      )}

      <Lifelines
        availability={(lifeline) => lifelineAvailability(state, lifeline)}
        disabled={phase !== 'question' || spend.isPending}
        pending={spend.isPending ? spend.variables.lifeline : undefined}
        onUse={applyLifeline}
      />

      <ConfirmDialog
        opened={blocker.state === 'blocked'}
        title={t('quiz.play.leaveTitle')}
        confirmLabel={t('quiz.play.leave')}
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      >
        {t('quiz.play.leaveBody')}
      </ConfirmDialog>
    </Stack>
  );
}
