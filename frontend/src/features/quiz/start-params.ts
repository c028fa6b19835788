import { startGameRequestSchema } from '@plume/shared/quiz/modes';
import type { StartParams } from './play-paths';

/*
 * Apart from play-paths.ts: only the play page reads an address back, and reading it checks it with the schema the
 * server uses, which the mode screens that only build addresses (the quiz home first) must not download.
 */

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
