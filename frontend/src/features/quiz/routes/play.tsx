import { Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { gameModes, type GameMode } from '@plume/shared/quiz/modes';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { AppPage } from '@/components/app-page';
import { EmptyState } from '@/components/empty-state';
import { ProfileGate } from '@/components/profile-gate';
import { ApiError } from '@/lib/api-client';
import { useGame } from '../api/get-game';
import { useLevels } from '../api/get-levels';
import { useMathManiaLevels } from '../api/get-math-mania-levels';
import { useQuizCategories } from '../api/get-quiz-categories';
import type { LevelState } from '../api/schemas';
import { useStartQuiz } from '../api/start-quiz';
import { PlayScreen } from '../components/play-screen';
import { GAME_PARAM, modeHome, PLAYED_ONCE, playPath, type StartParams } from '../play-paths';
import { startParamsFrom } from '../start-params';
import { initialPlayState, resumedPlayState, type PlayState } from '../play-state';

/** Start refusals that another try would not change: the player goes back instead. */
const FINAL_REFUSALS = new Set([
  'level_locked', 'daily_already_played', 'no_questions_found', 'no_quizzes_available',
  'contest_not_found', 'contest_closed', 'contest_not_started', 'contest_entry_required', 'contest_already_played',
]);

/** A family challenge round is started by the challenges page (created or taken up there), never by `start_quiz`. */
const FAMILY_CHALLENGE = 'family-challenge' satisfies GameMode;

const isGameMode = (mode: string | undefined): mode is GameMode => gameModes.some((candidate) => candidate === mode);

/**
 * `/quiz/zone/:category/:subcategory/:level/play` and `/quiz/:mode/play?…`: one game of any mode, then its result.
 * The address carries what starts the game and, once it has started, the game's id (`?game=…`): a refresh picks that
 * game up again (`get_game`) instead of starting another one. An address without valid parameters, or naming a game
 * that does not exist, says so and leads back to the mode.
 */
export function PlayRoute() {
  const { mode } = useParams();
  return mode === FAMILY_CHALLENGE ? <FamilyChallengePlay /> : <ModePlay />;
}

/** A game the address starts, or picks up once started. */
function ModePlay() {
  const { t } = useTranslation();
  const params = useParams();
  const [search] = useSearchParams();
  const start = startParamsFrom(params.mode ?? 'quiz-zone', { ...Object.fromEntries(search), ...params });
  const gameId = search.get(GAME_PARAM) ?? undefined;
  const [attempt, setAttempt] = useState(0);
  /** The game `get_game` did not find. */
  const [missing, setMissing] = useState<string>();
  const category = start && 'category' in start ? start.category : undefined;
  const categories = useQuizCategories({ enabled: category !== undefined });
  const categoryEntry = categories.data?.find((candidate) => candidate.id === category);

  if (!start || (gameId !== undefined && gameId === missing)) return <GameNotFound mode={isGameMode(params.mode) ? params.mode : undefined} />;

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
  const replay = () => {
    // The finished game leaves the address: the next one's id takes its place once started.
    showGameInAddress(undefined);
    setAttempt((n) => n + 1);
  };
  return (
    <AppPage title={title} back={back}>
      <ProfileGate>
        {(profile) => (
          <Game
            key={`${playPath(start)}#${attempt}`}
            profileId={profile.id}
            mode={start.mode}
            start={start}
            // Only the game the page opened on is picked up: the router keeps that address after a replay.
            resumeId={attempt === 0 ? gameId : undefined}
            back={back}
            onReplay={PLAYED_ONCE.has(start.mode) ? undefined : replay}
            onMissing={setMissing}
          />
        )}
      </ProfileGate>
    </AppPage>
  );
}

/**
 * `/quiz/family-challenge/play?game=…`: a challenge round the challenges page started, picked up (or its result
 * shown). Without a game to pick up, the challenges page is where rounds start.
 */
function FamilyChallengePlay() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const gameId = search.get(GAME_PARAM) ?? undefined;
  const [missing, setMissing] = useState<string>();
  const back = modeHome(FAMILY_CHALLENGE);
  if (!gameId) return <Navigate replace to={back} />;
  if (gameId === missing) return <GameNotFound mode={FAMILY_CHALLENGE} />;
  return (
    <AppPage title={t(`quiz.modes.${FAMILY_CHALLENGE}.title`)} back={back}>
      <ProfileGate>{(profile) => <Game key={gameId} profileId={profile.id} mode={FAMILY_CHALLENGE} resumeId={gameId} back={back} onMissing={setMissing} />}</ProfileGate>
    </AppPage>
  );
}

/** An address without valid parameters, or naming a game that does not exist: back to the mode's screen. */
function GameNotFound({ mode }: { mode: GameMode | undefined }) {
  const { t } = useTranslation();
  return (
    <AppPage title={t('quiz.play.notFoundTitle')} back="/quiz">
      <EmptyState
        action={
          <Button component={Link} to={mode ? modeHome(mode) : '/quiz'}>
            {t('quiz.play.restart')}
          </Button>
        }
      >
        {t('quiz.play.notFound')}
      </EmptyState>
    </AppPage>
  );
}

/**
 * Names the game in the address (or drops it) in place, without a history entry and without a router navigation: to
 * the router every navigation is a new visit (a new location key), for which the route guard checks the subscription
 * again while the page unmounts, game and all. The router's own location keeps the address the page opened with; a
 * refresh, or coming back to this history entry, reads the game from the address.
 */
function showGameInAddress(gameId: string | undefined) {
  const url = new URL(window.location.href);
  if (gameId === undefined) url.searchParams.delete(GAME_PARAM);
  else url.searchParams.set(GAME_PARAM, gameId);
  // The router keeps its entry's key and position in `history.state`: left as they are.
  window.history.replaceState(window.history.state, '', url);
}

/** Where a game's back link leads: the level list of a quiz zone game, else the mode's screen. */
function backOf(start: StartParams): string {
  return start.mode === 'quiz-zone' ? `/quiz/zone/${start.category}/${start.subcategory}` : modeHome(start.mode);
}

interface GameProps {
  profileId: string;
  mode: GameMode;
  /** What starts the game; absent where the page only picks a game up (a family challenge round). */
  start?: StartParams;
  /** The game to pick up again rather than start one (read when the game mounts). */
  resumeId?: string;
  back: string;
  /** Absent where a game cannot be played twice (the daily quiz). */
  onReplay?: () => void;
  /** The game to pick up does not exist (or is not the player's). */
  onMissing: (gameId: string) => void;
}

function Game({ profileId, mode, start, resumeId, back, onReplay, onMissing }: GameProps) {
  const { t } = useTranslation();
  // Decided when the game mounts: one game per mount, started or picked up.
  const [resuming] = useState(resumeId);
  const resumed = useGame(resuming);
  const { mutate, ...starting } = useStartQuiz();
  const [started, setStarted] = useState<PlayState>();
  const requested = useRef(false);
  const begin = useCallback(() => {
    if (!start) return;
    mutate(
      { profileId, ...start },
      {
        onSuccess: (quiz) => {
          setStarted(initialPlayState(quiz, Date.now()));
          // From now on a refresh picks this game up again (the daily quiz cannot be started twice).
          showGameInAddress(quiz.gameId);
        },
      },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one game per mount; the key remounts for another one
  }, []);
  useEffect(() => {
    // Starting a game is not idempotent: once per mount, even when React runs effects twice in development.
    if (resuming || requested.current) return;
    requested.current = true;
    begin();
  }, [begin, resuming]);

  const lost = resumed.error instanceof ApiError && resumed.error.code === 'game_not_found';
  useEffect(() => {
    if (lost && resuming) onMissing(resuming);
  }, [lost, resuming, onMissing]);

  // Self challenge's clock runs for the minutes in the address; a resumed game's deadline alone does not tell it.
  const gameClockMs = start?.mode === 'self-challenge' ? start.minutes * 60_000 : undefined;
  const game = started ?? (resumed.data && resumedPlayState(resumed.data, resumed.dataUpdatedAt, resumed.data.timer === 'game' ? gameClockMs : undefined));
  const failure = resuming ? resumed.error : starting.error;

  const backLabel = t(`quiz.modeBack.${mode}`);
  if (game) {
    const actions = (
      <>
        {onReplay && (
          <Button variant="light" onClick={onReplay}>
            {t('quiz.result.replay')}
          </Button>
        )}
        {start?.mode === 'quiz-zone' && <NextZoneLevel profileId={profileId} start={start} />}
        {start?.mode === 'math-mania' && <NextMathManiaLevel profileId={profileId} level={start.level} />}
        <Button component={Link} to={back} variant="subtle">
          {backLabel}
        </Button>
      </>
    );
    return <PlayScreen initial={game} profileId={profileId} actions={actions} />;
  }
  // A game not found gives way to the "game not found" page.
  if (failure && !lost) {
    const final = failure instanceof ApiError && failure.code !== undefined && FINAL_REFUSALS.has(failure.code);
    return (
      <Stack align="center" gap="md" py="xl" role="alert">
        <Text ta="center">{failure.message}</Text>
        <Group>
          {!final && (
            <Button variant="light" onClick={resuming ? () => void resumed.refetch() : begin}>
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
        <Text c="dimmed">{resuming ? t('quiz.play.resuming') : t('quiz.play.starting')}</Text>
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
