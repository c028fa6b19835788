import type { GameMode, StartGameRequest } from '@plume/shared/quiz/modes';

/** What starts a game, the profile aside: what the play page's address carries. */
export type StartParams = StartGameRequest extends infer Request ? (Request extends StartGameRequest ? Omit<Request, 'profileId'> : never) : never;

/** Modes a profile plays once (per day, per contest, per challenge): their result offers no replay, and its words no other go. */
export const PLAYED_ONCE: ReadonlySet<GameMode> = new Set<GameMode>(['daily', 'contest', 'family-challenge']);

/** The screen where each mode is chosen and set up (the back link of its games). */
export function modeHome(mode: GameMode): string {
  if (mode === 'quiz-zone') return '/quiz/zone';
  // The contests' own pages (features/contests) list them; a contest game is played here like any other mode.
  return mode === 'contest' ? '/quiz/contests' : `/quiz/${mode}`;
}

/**
 * The play page of a game. The quiz zone keeps its levels in the path (`/quiz/zone/:category/:subcategory/:level/play`);
 * every other mode is `/quiz/<mode>/play` with its parameters in the query string, so a link starts the same kind of
 * game again. Once started, the game's id joins them ({@link GAME_PARAM}): a refresh picks that game up again.
 */
export function playPath(params: StartParams): string {
  if (params.mode === 'quiz-zone') return zonePlayPath(params.category, params.subcategory, params.level);
  const { mode, ...fields } = params;
  const search = new URLSearchParams(Object.entries(fields).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])));
  const query = search.toString();
  return `/quiz/${mode}/play${query ? `?${query}` : ''}`;
}

/** The query parameter naming the game a play page shows: set once `start_quiz` answers, read back after a refresh. */
export const GAME_PARAM = 'game';

/** The play page that picks up (or shows the result of) a game already started, e.g. today's daily quiz. */
export function resumePath(params: StartParams, gameId: string): string {
  const path = playPath(params);
  return `${path}${path.includes('?') ? '&' : '?'}${new URLSearchParams({ [GAME_PARAM]: gameId }).toString()}`;
}

/**
 * A family challenge round's play page. The challenges page starts the round (`create_family_challenge`,
 * `take_up_family_challenge`); its address only names the game, which the play page picks up.
 */
export function familyChallengePlayPath(gameId: string): string {
  return `${modeHome('family-challenge')}/play?${new URLSearchParams({ [GAME_PARAM]: gameId }).toString()}`;
}

/** A quiz zone level's play page, from the level list's own address. */
export function zonePlayPath(category: string, subcategory: string, level: number): string {
  return `/quiz/zone/${category}/${subcategory}/${level}/play`;
}
