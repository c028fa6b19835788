import { Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { gameModes, type GameMode } from '@plume/shared/modes';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { AppPage } from '@/components/app-page';
import { EmptyState } from '@/components/empty-state';
import { ProfileGate } from '@/components/profile-gate';
import { ApiError } from '@/lib/api-client';
import { useLevels } from '../api/get-levels';
import { useMathManiaLevels } from '../api/get-math-mania-levels';
import { useQuizCategories } from '../api/get-quiz-categories';
import type { LevelState } from '../api/schemas';
import { useStartQuiz, type StartedQuiz } from '../api/start-quiz';
import { PlayScreen } from '../components/play-screen';
import { modeHome, playPath, startParamsFrom, type StartParams } from '../play-paths';

/** Start refusals that another try would not change: the player goes back instead. */
const FINAL_REFUSALS = new Set(['level_locked', 'daily_already_played', 'no_questions_found', 'no_quizzes_available']);

const isGameMode = (mode: string | undefined): mode is GameMode => gameModes.some((candidate) => candidate === mode);

/**
 * `/quiz/zone/:category/:subcategory/:level/play` and `/quiz/:mode/play?…`: one game of any mode, then its result.
 * The address carries what starts the game, so a refresh starts a new one; an address without valid parameters
 * says so and leads back to the mode.
 */
export function PlayRoute() {
  const { t } = useTranslation();
  const params = useParams();
  const [search] = useSearchParams();
  const start = startParamsFrom(params.mode ?? 'quiz-zone', { ...Object.fromEntries(search), ...params });
  const [attempt, setAttempt] = useState(0);
  const category = start && 'category' in start ? start.category : undefined;
  const categories = useQuizCategories({ enabled: category !== undefined });
  const categoryEntry = categories.data?.find((candidate) => candidate.id === category);

  if (!start) {
    return (
      <AppPage title={t('quiz.play.notFoundTitle')} back="/quiz">
        <EmptyState
          action={
            <Button component={Link} to={isGameMode(params.mode) ? modeHome(params.mode) : '/quiz'}>
              {t('quiz.play.restart')}
            </Button>
          }
        >
          {t('quiz.play.notFound')}
        </EmptyState>
      </AppPage>
    );
  }

  const modeTitle = t(`quiz.modes.${start.mode}.title`);
  const title =
    start.mode === 'quiz-zone'
      ? `${categoryEntry?.subcategories.find((s) => s.id === start.subcategory)?.name ?? modeTitle} · ${t('quiz.levels.level', { level: start.level })}`
      : start.mode === 'math-mania'
        ? `${modeTitle} · ${t('quiz.levels.level', { level: start.level })}`
        : categoryEntry
          ? `${modeTitle} · ${categoryEntry.name}`
          : modeTitle;
  const back = backOf(start);
  return (
    <AppPage title={title} back={back}>
      <ProfileGate>
        {(profile) => (
          <Game
            key={`${playPath(start)}#${attempt}`}
            profileId={profile.id}
            start={start}
            back={back}
            onReplay={start.mode === 'daily' ? undefined : () => setAttempt((n) => n + 1)}
          />
        )}
      </ProfileGate>
    </AppPage>
  );
}

/** Where a game's back link leads: the level list of a quiz zone game, else the mode's screen. */
function backOf(start: StartParams): string {
  return start.mode === 'quiz-zone' ? `/quiz/zone/${start.category}/${start.subcategory}` : modeHome(start.mode);
}

interface GameProps {
  profileId: string;
  start: StartParams;
  back: string;
  /** Absent where a game cannot be played twice (the daily quiz). */
  onReplay?: () => void;
}

function Game({ profileId, start, back, onReplay }: GameProps) {
  const { t } = useTranslation();
  const { mutate, ...starting } = useStartQuiz();
  const [started, setStarted] = useState<{ quiz: StartedQuiz; receivedAt: number }>();
  const requested = useRef(false);
  const begin = useCallback(() => {
    mutate({ profileId, ...start }, { onSuccess: (quiz) => setStarted({ quiz, receivedAt: Date.now() }) });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one game per mount; the key remounts for another one
  }, []);
  useEffect(() => {
    // Starting a game is not idempotent: once per mount, even when React runs effects twice in development.
    if (requested.current) return;
    requested.current = true;
    begin();
  }, [begin]);

  const backLabel = t(`quiz.modeBack.${start.mode}`);
  if (started) {
    const actions = (
      <>
        {onReplay && (
          <Button variant="light" onClick={onReplay}>
            {t('quiz.result.replay')}
          </Button>
        )}
        {start.mode === 'quiz-zone' && <NextZoneLevel profileId={profileId} start={start} />}
        {start.mode === 'math-mania' && <NextMathManiaLevel profileId={profileId} level={start.level} />}
        <Button component={Link} to={back} variant="subtle">
          {backLabel}
        </Button>
      </>
    );
    return <PlayScreen started={started.quiz} receivedAt={started.receivedAt} profileId={profileId} actions={actions} />;
  }
  if (starting.isError) {
    const final = starting.error instanceof ApiError && starting.error.code !== undefined && FINAL_REFUSALS.has(starting.error.code);
    return (
      <Stack align="center" gap="md" py="xl" role="alert">
        <Text ta="center">{starting.error.message}</Text>
        <Group>
          {!final && (
            <Button variant="light" onClick={begin}>
              {t('quiz.play.retry')}
            </Button>
          )}
          <Button component={Link} to={back} variant="default">
            {backLabel}
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

function NextLevelLink({ levels, level, to }: { levels: LevelState[] | undefined; level: number; to: (level: number) => string }) {
  const { t } = useTranslation();
  const nextLevel = levels?.find((candidate) => candidate.level === level + 1);
  if (!nextLevel?.unlocked) return null;
  return (
    <Button component={Link} to={to(nextLevel.level)}>
      {t('quiz.result.nextLevel')}
    </Button>
  );
}

function NextZoneLevel({ profileId, start }: { profileId: string; start: Extract<StartParams, { mode: 'quiz-zone' }> }) {
  const levels = useLevels({ profileId, category: start.category, subcategory: start.subcategory });
  return <NextLevelLink levels={levels.data?.levels} level={start.level} to={(level) => playPath({ ...start, level })} />;
}

function NextMathManiaLevel({ profileId, level }: { profileId: string; level: number }) {
  const levels = useMathManiaLevels(profileId);
  return <NextLevelLink levels={levels.data?.levels} level={level} to={(next) => playPath({ mode: 'math-mania', level: next })} />;
}
