import * as z from 'zod';
import { entityId } from '../bounds.ts';
import { categoryIds } from '../content.ts';

/** Bounds of a contest as an administrator writes it. */
export const CONTEST_TITLE_MAX = 120;
export const CONTEST_DESCRIPTION_MAX = 1_000;
export const CONTEST_QUESTIONS_MIN = 3;
export const CONTEST_QUESTIONS_MAX = 50;
export const CONTEST_PRIZES_MAX = 20;
export const CONTEST_ENTRY_FEE_MAX = 100_000;
export const CONTEST_PRIZE_MAX = 1_000_000;
/** A contest lasts at most 31 days, and opens at most a year ahead. */
export const CONTEST_MAX_DURATION_MS = 31 * 86_400_000;
export const CONTEST_MAX_LEAD_MS = 366 * 86_400_000;
/** Time a game finished just before the end has to record its result before the settlement closes the contest. */
export const CONTEST_SETTLEMENT_GRACE_MS = 30_000;

export const contestLanguages = ['fr', 'en'] as const;
export const contestPhases = ['live', 'upcoming', 'past'] as const;
export type ContestPhase = (typeof contestPhases)[number];
export const contestStatuses = ['open', 'settling', 'settled'] as const;
export type ContestStatus = (typeof contestStatuses)[number];

/** Where a contest's questions come from: picked ids, or a number drawn at creation from some categories. */
export const contestQuestionSourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('questions'), questionIds: z.array(entityId).min(CONTEST_QUESTIONS_MIN).max(CONTEST_QUESTIONS_MAX) }).strict(),
  z.object({
    kind: z.literal('categories'),
    categories: z.array(z.enum(categoryIds)).min(1).max(categoryIds.length),
    count: z.int().min(CONTEST_QUESTIONS_MIN).max(CONTEST_QUESTIONS_MAX),
  }).strict(),
]);
export type ContestQuestionSource = z.infer<typeof contestQuestionSourceSchema>;

/** Where a contest stands at `now`: upcoming before its start, live until its end (excluded), past after. */
export function contestPhase(contest: { startsAt: string; endsAt: string }, now: number): ContestPhase {
  if (now < Date.parse(contest.startsAt)) return 'upcoming';
  return now < Date.parse(contest.endsAt) ? 'live' : 'past';
}

/** The game's clock: the questions' time, cut at the contest's end (a late starter has what is left). */
export function contestGameMs(questionMs: number, questions: number, endsAt: string, now: number): number {
  return Math.max(0, Math.min(questionMs * questions, Date.parse(endsAt) - now));
}
