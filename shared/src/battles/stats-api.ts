import * as z from 'zod';
import { entityId } from '../bounds.ts';

/*
 * `/quiz/battle-stats`: a profile's battle record. The totals and the record against each opponent come whole (one
 * item per opponent met); the history comes a page at a time, newest first, `cursor` being the last line's key.
 */

export const BATTLE_HISTORY_PAGE = 20;

export const battleStatisticsRequestSchema = z.object({
  profileId: entityId,
  /** Where the previous page stopped (its `nextCursor`): a finished-at and battle id, never more. */
  cursor: z.string().max(200).regex(/^BATTLEHIST#[\w:.\-#]+$/).optional(),
}).strict();

const result = z.enum(['win', 'loss', 'draw']);
const name = z.string().max(100);

export const battleStatisticsSchema = z.object({
  totals: z.object({
    wins: z.int().min(0), losses: z.int().min(0), draws: z.int().min(0), oneToOneWins: z.int().min(0), groupWins: z.int().min(0),
    randomWinStreak: z.int().min(0), botGames: z.int().min(0),
  }).strict(),
  opponents: z.array(z.object({ opponent: entityId, name, wins: z.int().min(0), losses: z.int().min(0), draws: z.int().min(0) }).strict()),
  history: z.array(z.object({
    battleId: entityId, kind: z.enum(['friend', 'random', 'bot']), result, points: z.int().min(0), correct: z.int().min(0),
    opponents: z.array(name).max(3), finishedAt: z.iso.datetime(),
  }).strict()),
  nextCursor: z.string().max(200).optional(),
}).strict();

export type BattleStatistics = z.infer<typeof battleStatisticsSchema>;
