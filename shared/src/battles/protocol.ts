import * as z from 'zod';
import { entityId } from '../bounds.ts';
import { familyHandicaps } from '../account.ts';
import { categoryIds, difficulties, questionLanguages } from '../content.ts';
import { botProfiles } from './bot.ts';
import type { FinishReason } from './outcome.ts';
import { isSayable, SAY_MAX_CHARS } from './team.ts';

/*
 * The battle protocol over the WebSocket API: what clients send (each frame routed by its `action`, parsed with these
 * schemas by the handler) and what the server pushes. Documented in docs/battles.md.
 */

const profile = { profileId: entityId, /** A profile unlock token (`verify_profile_pin`): a browser cannot set headers on a socket. */ unlock: z.string().max(2_000).optional() };
const inBattle = { battleId: entityId, profileId: entityId };

/** The socket's keep-alive and clock probe: answered with `pong` and the server's time. */
export const pingFrame = z.object({ action: z.literal('ping'), id: z.union([z.string().max(64), z.number()]).optional(), sentAt: z.number().optional() });

/** A battle is played in a language its questions exist in (a pool per category and language). */
export const battleLanguages = questionLanguages;
export const MAX_ENTRY_FEE = 500;

export const createBattleFrame = z.object({
  action: z.literal('battle_create'),
  ...profile,
  category: z.enum(categoryIds),
  language: z.enum(battleLanguages).default('fr'),
  entryFee: z.int().min(0).max(MAX_ENTRY_FEE).default(0),
  /** The questions' level (absent: every level of the category). */
  level: z.enum(difficulties).optional(),
  /** Present: a 1v1 against the server's bot of that level, started at once (no coins, no leaderboards). */
  bot: z.enum(Object.keys(botProfiles) as [keyof typeof botProfiles, ...(keyof typeof botProfiles)[]]).optional(),
  /**
   * A family game (docs/battles.md, « Family battles »): each player's own time (`time`) or questions at their own
   * level (`level`, no room level then); no fee, the creator's account only.
   */
  handicap: z.enum(familyHandicaps).optional(),
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

/** `correct` and `points`: absent for the others in a group room that hides live scores (`showScore` false). */
/** `questionMs`: this player's time per question, in a room with a time handicap; `level`: their questions', with a level handicap. */
export interface BattlePlayerView {
  profileId: string; name: string; avatar: string; owner: boolean; bot: boolean; correct?: number; points?: number; left: boolean;
  questionMs?: number; level?: (typeof difficulties)[number];
}

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
  /** The questions' level, when the room's creator chose one. */
  level?: (typeof difficulties)[number];
  players: BattlePlayerView[];
  you: string;
  /** `you`'s time per question (with a time handicap, each player has their own: `players[].questionMs`). */
  questionMs: number;
  questions: number;
  /** A family game where each player's time per question (`time`) or questions' level (`level`) follows their age band. */
  handicap?: (typeof familyHandicaps)[number];
}

export interface BattleQuestionFrame {
  type: 'battle_question';
  battleId: string;
  index: number;
  total: number;
  questionId: string;
  question: string;
  options: string[];
  /** Server epoch ms: the question shows at `shownAt` and closes at `deadline`, this player's own (correct them by the ping offset). */
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
  /** Each player's answer; the totals only where the room shows scores (a group room's owner may hide the others'). */
  /** Every player's answer to this question and totals; in a group room hiding live scores, only whether others answered. */
  players: { profileId: string; answered: boolean; correct?: boolean; points?: number; totalPoints?: number; totalCorrect?: number }[];
}

export interface BattleFinishedFrame {
  type: 'battle_finished';
  battleId: string;
  /** `questionMs` / `level`: each player's time per question or questions' level, in a game with a handicap (the result says how it applied). */
  standings: { profileId: string; name: string; rank: number; correct: number; points: number; left: boolean; result: 'win' | 'loss' | 'draw'; questionMs?: number; level?: (typeof difficulties)[number] }[];
  reason: FinishReason;
  handicap?: (typeof familyHandicaps)[number];
  /** Played within one family (docs/economy.md): the entries came back, and no coin, badge or leaderboard point counts. */
  familyGame?: boolean;
}

export interface BattleDeletedFrame { type: 'battle_deleted'; battleId: string; code: 'room_deleted_by_owner' | 'room_deleted'; message: string }

export type BattleServerFrame = BattleRoomFrame | BattleQuestionFrame | BattleAnswerAckFrame | BattleRevealFrame | BattleFinishedFrame | BattleDeletedFrame;

/** A nudge came before the server could reveal: when to knock again (server clock). */
export interface BattleWaitFrame { type: 'battle_wait'; battleId: string; revealAt: number; serverTime: number }
/** A guest left the lobby: their seat and its entry are given back. */
export interface BattleLeftFrame { type: 'battle_left'; battleId: string }

// ---- group battles (docs/battles.md, « Group battles ») ----

/** A group room holds 2 to 4 players (seed: « Group battle: maximum 4 players »). */
export const GROUP_MIN_PLAYERS = 2;
export const GROUP_MAX_PLAYERS = 4;

/** The owner chooses how many seats the room has and whether live scores show during play. */
export const createGroupFrame = z.object({
  action: z.literal('group_create'),
  ...profile,
  category: z.enum(categoryIds),
  language: z.enum(battleLanguages).default('fr'),
  entryFee: z.int().min(0).max(MAX_ENTRY_FEE).default(0),
  seats: z.int().min(GROUP_MIN_PLAYERS).max(GROUP_MAX_PLAYERS),
  showScore: z.boolean().default(true),
  /** The questions' level (absent: every level of the category). */
  level: z.enum(difficulties).optional(),
  /** A family game with a handicap, as in a duel room. */
  handicap: z.enum(familyHandicaps).optional(),
}).strict();
/** A guest says they are ready (or not any more); the owner starts once everyone seated is ready. */
export const readyBattleFrame = z.object({ action: z.literal('battle_ready'), ...inBattle, ready: z.boolean() }).strict();

export type CreateGroupFrame = z.infer<typeof createGroupFrame>;

/** What a group room adds to `battle_room`: the owner's choice of live scores, and each player's ready flag. */
export interface GroupRoomFields {
  group: { showScore: boolean };
  ready: Record<string, boolean>;
  /** Grows with each change of the lobby: frames sent by concurrent moves can cross, the newest one wins. */
  version: number;
}

// ---- Q&A: solo, multiplayer and collaborative rounds on the learning bank (docs/qanda.md) ----

/** The learning side of the question bank: the French-language categories, by level. */
export const qandaCategories = ['orthographe', 'grammaire', 'conjugaison', 'vocabulaire', 'expressions'] as const satisfies readonly (typeof categoryIds)[number][];
export const qandaLevels = difficulties;
export const qandaModes = ['solo', 'multiplayer', 'team'] as const;
export type QandaMode = (typeof qandaModes)[number];

/** Solo starts at once; a multiplayer or team room waits in its lobby for 2 to 4 players, like a group battle. */
export const createQandaFrame = z.object({
  action: z.literal('qanda_create'),
  ...profile,
  mode: z.enum(qandaModes),
  category: z.enum(qandaCategories),
  level: z.enum(qandaLevels),
  seats: z.int().min(GROUP_MIN_PLAYERS).max(GROUP_MAX_PLAYERS).default(GROUP_MAX_PLAYERS),
}).strict();
/** A team member's proposal for the question on screen (a position in the team's shared option order). */
export const proposeQandaFrame = z.object({ action: z.literal('qanda_propose'), ...inBattle, questionId: z.string().min(1).max(40), choice: z.int().min(0).max(9), lagMs: z.number().min(0).max(60_000).optional() }).strict();
/** A line of the team's discussion: short, no control characters, rate-limited by the server. */
export const sayQandaFrame = z.object({
  action: z.literal('qanda_say'),
  ...inBattle,
  text: z.string().max(SAY_MAX_CHARS * 4).refine(isSayable, { message: 'qanda_say_invalid' }),
}).strict();

export type CreateQandaFrame = z.infer<typeof createQandaFrame>;
export type ProposeQandaFrame = z.infer<typeof proposeQandaFrame>;

/** What a Q&A room adds to `battle_room`. */
export interface QandaRoomFields { qanda: { mode: QandaMode; level: (typeof qandaLevels)[number] } }

/** A teammate proposed an option (sent to the team at once: proposals are what the team discusses). */
export interface QandaProposalFrame { type: 'qanda_proposal'; battleId: string; questionId: string; profileId: string; choice: number }
/** A line of the team's discussion. */
export interface QandaSaidFrame { type: 'qanda_said'; battleId: string; profileId: string; name: string; text: string; at: number }
/** What a team's reveal adds: the team's answer (shared option order), whether it was right, and who proposed what. */
export interface QandaTeamReveal { team: { choice: number | null; correct: boolean; proposals: { profileId: string; choice: number }[] } }
export type QandaLevel = (typeof qandaLevels)[number];
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

// ---- disconnects and resume (docs/battles.md, « Disconnects and resume ») ----

/** A resume token: 32 random bytes in base64url, given to one seated player only; the server keeps its hash. */
export const RESUME_TOKEN_LENGTH = 43;

/** A new connection takes a seat back (a refresh, a second tab, a dropped socket), proved by the seat's resume token. */
export const resumeBattleFrame = z.object({ action: z.literal('battle_resume'), ...inBattle, token: z.string().length(RESUME_TOKEN_LENGTH).regex(/^[\w-]+$/) }).strict();
/** The page is going away (`pagehide`): the seat is kept only 10 s from now. */
export const goodbyeBattleFrame = z.object({ action: z.literal('battle_goodbye'), ...inBattle }).strict();

/** Sent to one player when they take a seat: the token that resumes it (kept by the page for this battle). */
export interface BattleSeatFrame { type: 'battle_seat'; battleId: string; profileId: string; resumeToken: string }
/** A player's connection dropped: their seat is kept until `seatExpiresAt` (server clock). */
export interface BattlePlayerAwayFrame { type: 'battle_player_away'; battleId: string; profileId: string; seatExpiresAt: number; serverTime: number }
/** A player who was away took their seat back. */
export interface BattlePlayerBackFrame { type: 'battle_player_back'; battleId: string; profileId: string }

/**
 * The whole screen after a resume, numbered by the battle's state version (every write on the battle counts one):
 * the room; in play, the question on screen (never its answer), this player's answer to it, the last reveal and the
 * question it was about; or the result. `away` names the seats kept for someone absent, with their expiry.
 */
export interface BattleSnapshotFrame {
  type: 'battle_snapshot';
  battleId: string;
  version: number;
  serverTime: number;
  room: BattleRoomView;
  question?: BattleQuestionFrame;
  answer?: { questionId: string; choice: number; ms: number; revealAt: number };
  previous?: BattleQuestionFrame;
  reveal?: BattleRevealView;
  finished?: BattleFinishedFrame;
  away: Record<string, number>;
}
export type ResumeBattleFrame = z.infer<typeof resumeBattleFrame>;

// ---- The socket's frames both ways, as unions: the server's engine and the client's `send` and store are typed by them ----

/** A room as sent: a duel's, or a group room's with its ready flags and live-score choice, or a Q&A room's. */
export type BattleRoomView = BattleRoomFrame & Partial<GroupRoomFields & QandaRoomFields>;
/** A reveal as sent; in a team round, with the team's answer and who proposed what. */
export type BattleRevealView = BattleRevealFrame & Partial<QandaTeamReveal>;

/** Every frame the server pushes about a battle in progress (the engine's `frame` effects are typed by it). */
export type BattlePushFrame =
  | BattleRoomView | BattleQuestionFrame | BattleAnswerAckFrame | BattleRevealView | BattleFinishedFrame | BattleDeletedFrame
  | BattleWaitFrame | BattleLeftFrame | BattleSeatFrame | BattlePlayerAwayFrame | BattlePlayerBackFrame | BattleSnapshotFrame
  | QandaProposalFrame | QandaSaidFrame;

/** A refused frame (bad input, or a use case's `Refusal`): the catalogue key and its message. */
export interface BattleErrorFrame { type: 'error'; error: true; code: string; message: string; data?: unknown }
/** The answer to `ping`: the server's clock, for the client's offset and lag estimates. */
export interface PongFrame { type: 'pong'; id?: string | number; sentAt?: number; serverTime: number }

/** Everything a battle socket receives. */
export type BattleSocketFrame = BattlePushFrame | BattleMatchmakingFrame | BattleErrorFrame | PongFrame;

/** Everything a client sends on a battle socket, routed by its `action` (defaults as the client may leave them out). */
export type BattleClientFrame =
  | z.input<typeof pingFrame> | z.input<typeof createBattleFrame> | z.input<typeof joinBattleFrame> | z.input<typeof leaveBattleFrame>
  | z.input<typeof startBattleFrame> | z.input<typeof answerBattleFrame> | z.input<typeof nudgeBattleFrame> | z.input<typeof createGroupFrame>
  | z.input<typeof readyBattleFrame> | z.input<typeof createQandaFrame> | z.input<typeof proposeQandaFrame> | z.input<typeof sayQandaFrame>
  | z.input<typeof seekBattleFrame> | z.input<typeof cancelSeekFrame> | z.input<typeof resumeBattleFrame> | z.input<typeof goodbyeBattleFrame>;
export type BattleClientAction = BattleClientFrame['action'];
/** The body of a client frame, without its `action`. */
export type ClientFrameBody<A extends BattleClientAction> = Omit<Extract<BattleClientFrame, { action: A }>, 'action'>;
