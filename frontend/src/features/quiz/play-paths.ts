import { startGameRequestSchema, type GameMode, type StartGameRequest } from '@plume/shared/modes';

/** What starts a game, the profile aside: what the play page's address carries. */
export type StartParams = StartGameRequest extends infer Request ? (Request extends StartGameRequest ? Omit<Request, 'profileId'> : never) : never;

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

/** A quiz zone level's play page, from the level list's own address. */
export function zonePlayPath(category: string, subcategory: string, level: number): string {
  return `/quiz/zone/${category}/${subcategory}/${level}/play`;
}

const textFields = ['category', 'subcategory', 'passageId', 'contestId'] as const;
const numberFields = ['level', 'questions', 'minutes'] as const;

/**
 * Reads a game's parameters back from the play page's address (path parameters and query string together); anything
 * the server would refuse (unknown mode, missing or out-of-range value) gives `undefined`, for a "game not found" page.
 */
export function startParamsFrom(mode: string | undefined, fields: Partial<Record<string, string | null>>): StartParams | undefined {
  const candidate: Record<string, unknown> = { profileId: 'profile', mode };
  for (const key of textFields) if (fields[key]) candidate[key] = fields[key];
  for (const key of numberFields) if (fields[key]) candidate[key] = /^\d+$/.test(fields[key]) ? Number(fields[key]) : fields[key];
  const parsed = startGameRequestSchema.safeParse(candidate);
  if (!parsed.success) return undefined;
  const { profileId: _, ...params } = parsed.data;
  return params as StartParams;
}
