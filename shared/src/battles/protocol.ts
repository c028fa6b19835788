import * as z from 'zod';
import { entityId } from '../bounds.ts';
import { categoryIds } from '../content.ts';
import { botProfiles } from './bot.ts';

/*
 * The battle protocol over the WebSocket API: what clients send (each frame routed by its `action`, parsed with these
 * schemas by the handler) and what the server pushes. Documented in docs/battles.md.
 */

const profile = { profileId: entityId, /** A profile unlock token (`verify_profile_pin`): a browser cannot set headers on a socket. */ unlock: z.string().max(2_000).optional() };
const inBattle = { battleId: entityId, profileId: entityId };

export const battleLanguages = ['fr', 'en'] as const;
export const MAX_ENTRY_FEE = 500;

export const createBattleFrame = z.object({
  action: z.literal('battle_create'),
  ...profile,
  category: z.enum(categoryIds),
  language: z.enum(battleLanguages).default('fr'),
  entryFee: z.int().min(0).max(MAX_ENTRY_FEE).default(0),
  /** Present: a 1v1 against the server's bot of that level, started at once (no coins, no leaderboards). */
  bot: z.enum(Object.keys(botProfiles) as [keyof typeof botProfiles, ...(keyof typeof botProfiles)[]]).optional(),
}).strict();

/** The code is checked by the handler, so an empty or malformed one gets the seed's own messages. */
export const joinBattleFrame = z.object({ action: z.literal('battle_join'), ...profile, code: z.string().max(40) }).strict();
export const leaveBattleFrame = z.object({ action: z.literal('battle_leave'), ...inBattle }).strict();
export const startBattleFrame = z.object({ action: z.literal('battle_start'), ...inBattle }).strict();
export const answerBattleFrame = z.object({
  action: z.literal('battle_answer'),
  ...inBattle,
  questionId: z.string().min(1).max(40),
  /** A position in the options as this player was shown them. */
  choice: z.int().min(0).max(9),
  /** The client's estimate of its one-way lag (half its ping round trip); credited up to 300 ms and its quota. */
  lagMs: z.number().min(0).max(60_000).optional(),
}).strict();
/** The client's countdown ended (or its reveal hint passed): the server checks its own clock and reveals if due. */
export const nudgeBattleFrame = z.object({ action: z.literal('battle_nudge'), ...inBattle, questionId: z.string().min(1).max(40) }).strict();

export type CreateBattleFrame = z.infer<typeof createBattleFrame>;
export type AnswerBattleFrame = z.infer<typeof answerBattleFrame>;

// ---- server → client ----

export interface BattlePlayerView { profileId: string; name: string; avatar: string; owner: boolean; bot: boolean; correct: number; points: number; left: boolean }

export interface BattleRoomFrame {
  type: 'battle_room';
  battleId: string;
  code?: string;
  kind: 'friend' | 'bot' | 'random';
  status: 'lobby' | 'playing' | 'finished' | 'deleted';
  seats: number;
  entryFee: number;
  category: string;
  language: string;
  players: BattlePlayerView[];
  you: string;
  questionMs: number;
  questions: number;
}

export interface BattleQuestionFrame {
  type: 'battle_question';
  battleId: string;
  index: number;
  total: number;
  questionId: string;
  question: string;
  options: string[];
  /** Server epoch ms: the question shows at `shownAt` and closes at `deadline` (correct them by the ping offset). */
  shownAt: number;
  deadline: number;
  serverTime: number;
}

export interface BattleAnswerAckFrame { type: 'battle_answer_ack'; battleId: string; questionId: string; choice: number; ms: number; revealAt: number }

export interface BattleRevealFrame {
  type: 'battle_reveal';
  battleId: string;
  questionId: string;
  index: number;
  /** Positions in this player's order. */
  correctChoice: number;
  yourChoice: number | null;
  explanation: string;
  players: { profileId: string; answered: boolean; correct: boolean; points: number; totalPoints: number; totalCorrect: number }[];
}

export interface BattleFinishedFrame {
  type: 'battle_finished';
  battleId: string;
  standings: { profileId: string; name: string; rank: number; correct: number; points: number; left: boolean; result: 'win' | 'loss' | 'draw' }[];
  reason: 'completed' | 'forfeit';
}

export interface BattleDeletedFrame { type: 'battle_deleted'; battleId: string; code: 'room_deleted_by_owner' | 'room_deleted'; message: string }

export type BattleServerFrame = BattleRoomFrame | BattleQuestionFrame | BattleAnswerAckFrame | BattleRevealFrame | BattleFinishedFrame | BattleDeletedFrame;

// ---- random matchmaking (docs/battles.md, « Aléatoire ») ----

const pool = { category: z.enum(categoryIds), language: z.enum(battleLanguages).default('fr') };

/**
 * "Find me an opponent", sent every 2 s while the search lasts (`SEEK_EVERY_MS`): the first one opens a ticket in the
 * pool (the entry fee held), each one renews it and runs one matching pass of the pool.
 */
export const seekBattleFrame = z.object({
  action: z.literal('battle_seek'),
  ...profile,
  ...pool,
  /** The client's id for this search (a new one per « Rechercher » or « Réessayer »). */
  seekId: z.string().min(8).max(40).regex(/^[\w-]+$/),
}).strict();
export const cancelSeekFrame = z.object({ action: z.literal('battle_seek_cancel'), profileId: entityId, ...pool }).strict();

export type SeekBattleFrame = z.infer<typeof seekBattleFrame>;

/** The search goes on: since when (server clock), the level window now, and when it gives up. */
export interface BattleSeekingFrame { type: 'battle_seeking'; seekId: string; since: number; giveUpAt: number; levelWindow: number; level: number; serverTime: number }
/** 30 s without an opponent (server clock): the ticket is closed and its entry given back. */
export interface BattleSeekTimeoutFrame { type: 'battle_seek_timeout'; seekId: string; code: 'no_opponent'; message: string }
export interface BattleSeekCancelledFrame { type: 'battle_seek_cancelled'; seekId?: string }

export type BattleMatchmakingFrame = BattleSeekingFrame | BattleSeekTimeoutFrame | BattleSeekCancelledFrame;
