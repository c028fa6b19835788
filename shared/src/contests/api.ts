import * as z from 'zod';
import { entityId } from '../bounds.ts';
import {
  CONTEST_DESCRIPTION_MAX, CONTEST_ENTRY_FEE_MAX, CONTEST_MAX_DURATION_MS, CONTEST_MAX_LEAD_MS, CONTEST_PRIZE_MAX, CONTEST_PRIZES_MAX, CONTEST_TITLE_MAX,
  contestLanguages, contestPhases, contestQuestionSourceSchema, contestStatuses,
} from './rules.ts';

// ---- requests -------------------------------------------------------------------------------------------------------

export const contestProfileRequestSchema = z.object({ profileId: entityId }).strict();
export const contestRequestSchema = z.object({ profileId: entityId, contestId: entityId }).strict();
export const adminContestRequestSchema = z.object({ contestId: entityId }).strict();

const isoInstant = z.iso.datetime({ offset: true }).max(40);

/**
 * A contest as an administrator writes it; `contestId` edits one that has not started. The end must follow the start,
 * the contest lasts at most 31 days, and the prize table (coins by rank, rank 1 first) holds non-negative amounts.
 */
export const saveContestRequestSchema = z.object({
  contestId: entityId.optional(),
  title: z.string().trim().min(3).max(CONTEST_TITLE_MAX),
  description: z.string().trim().max(CONTEST_DESCRIPTION_MAX),
  language: z.enum(contestLanguages),
  source: contestQuestionSourceSchema,
  startsAt: isoInstant,
  endsAt: isoInstant,
  entryFee: z.int().min(0).max(CONTEST_ENTRY_FEE_MAX),
  prizes: z.array(z.int().min(0).max(CONTEST_PRIZE_MAX)).min(1).max(CONTEST_PRIZES_MAX),
}).strict()
  .refine((body) => Date.parse(body.endsAt) > Date.parse(body.startsAt), { message: 'contest_end_before_start', path: ['endsAt'] })
  .refine((body) => Date.parse(body.endsAt) - Date.parse(body.startsAt) <= CONTEST_MAX_DURATION_MS, { message: 'contest_too_long', path: ['endsAt'] })
  .refine((body) => Date.parse(body.startsAt) - Date.now() <= CONTEST_MAX_LEAD_MS, { message: 'contest_too_far', path: ['startsAt'] })
  .refine((body) => Date.parse(body.endsAt) > Date.now(), { message: 'contest_end_past', path: ['endsAt'] });
export type SaveContestRequest = z.infer<typeof saveContestRequestSchema>;

// ---- responses ------------------------------------------------------------------------------------------------------

export const contestSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  language: z.enum(contestLanguages),
  startsAt: z.string(),
  endsAt: z.string(),
  entryFee: z.int(),
  prizes: z.array(z.int()),
  questions: z.int(),
  status: z.enum(contestStatuses),
  phase: z.enum(contestPhases),
}).strict();
export type ContestSummary = z.infer<typeof contestSummarySchema>;

/** A contest as a profile sees it in the lists: whether it entered and played it. */
export const playerContestSchema = contestSummarySchema.extend({ joined: z.boolean(), played: z.boolean() }).strict();
export type PlayerContest = z.infer<typeof playerContestSchema>;

export const contestListsSchema = z.object({
  live: z.array(playerContestSchema),
  upcoming: z.array(playerContestSchema),
  past: z.array(playerContestSchema),
  /** The profile's coins, for the entry confirmation. */
  balance: z.int(),
  serverTime: z.int(),
}).strict();

export const contestJoinedSchema = z.object({ contest: playerContestSchema, balance: z.int() }).strict();

/**
 * One row of a contest leaderboard: public face only. A profile hidden from public boards keeps its place (the rank
 * paid is the rank shown) without its name or avatar, except to its own family.
 */
export const contestRowSchema = z.object({
  rank: z.int(),
  tied: z.boolean(),
  publicId: z.string().optional(),
  name: z.string().optional(),
  avatar: z.string().optional(),
  score: z.int(),
  correct: z.int(),
  durationMs: z.int(),
  /** Coins this row wins (paid at the settlement). */
  prize: z.int(),
  mine: z.boolean(),
}).strict();
export type ContestRow = z.infer<typeof contestRowSchema>;

export const contestLeaderboardSchema = z.object({
  contest: playerContestSchema,
  rows: z.array(contestRowSchema),
  /** The asking profile's own row, wherever it stands. */
  mine: contestRowSchema.optional(),
  entries: z.int(),
  truncated: z.boolean(),
}).strict();
export type ContestLeaderboard = z.infer<typeof contestLeaderboardSchema>;

export const adminContestSchema = contestSummarySchema.extend({
  questionIds: z.array(z.string()),
  entries: z.int(),
  createdBy: z.string(),
  createdAt: z.string(),
  settledAt: z.string().optional(),
}).strict();
export type AdminContest = z.infer<typeof adminContestSchema>;
export const adminContestListSchema = z.object({ items: z.array(adminContestSchema) }).strict();
export const adminContestSavedSchema = z.object({ contest: adminContestSchema }).strict();

export const adminContestEntriesSchema = z.object({
  contest: adminContestSchema,
  entries: z.array(z.object({
    name: z.string(),
    publicId: z.string(),
    joinedAt: z.string(),
    fee: z.int(),
    played: z.boolean(),
    score: z.int().optional(),
    rank: z.int().optional(),
  }).strict()),
}).strict();
