import type { FamilyHandicap } from '../account.ts';
import type { Difficulty } from '../content.ts';
import type { BotAnswer, BotLevel } from './bot.ts';
import type { BattleKind, FinishReason } from './outcome.ts';
import type { QandaLevel, QandaMode } from './protocol.ts';
import type { SayWindow } from './team.ts';

/*
 * A battle as the server keeps it (one item, `BATTLE#<id>`, in lambdas/src/battles/data/battles.ts): its room (code, seats,
 * fee), its players (score, lag quota, option orders, the connection to push to), its questions with their answers
 * (never sent before a reveal) and every answer given, keyed `<question index>#<profile id>`. The engine
 * (engine.ts) turns one battle and one move into the next battle and the effects to carry out.
 */

export interface BattlePlayer {
  uid: string;
  name: string;
  avatar: string;
  /** Where the server pushes this player's frames; updated by each move the player makes. */
  connectionId: string;
  /** Unique per seating: the idempotency key of the entry fee held and of its refund. */
  seatId: string;
  joinedAt: number;
  correct: number;
  points: number;
  /** Lag-credit budget left (ms). */
  quota: number;
  left: boolean;
  bot: boolean;
  /** Per question, the order this player sees its options in (server option indexes). */
  orders: number[][];
  /** Group rooms: the guest said they are ready (the owner's start is the owner's readiness). */
  ready?: boolean;
  /** Team rooms: this member's message window (rate limit of the discussion). */
  said?: SayWindow;
  /** SHA-256 of this seat's resume token (the token itself goes only to the player). */
  resumeHash?: string;
  /** Away: when the connection dropped (or the page said goodbye), and when the seat stops being kept (server clock). */
  goneAt?: number;
  seatExpiresAt?: number;
  /** This player's time per question in a room with a time handicap (absent: the battle's `questionMs`). */
  questionMs?: number;
  /**
   * A room with a level handicap: this player's own questions, at their age's level (`level`), as many as the battle's;
   * the player is shown, and answers, these instead of the battle's.
   */
  questions?: BattleQuestion[];
  level?: Difficulty;
}

export interface BattleQuestion { id: string; sourceId: string; question: string; options: string[]; answer: number; explanation: string; difficulty: number }

export interface BattleAnswer { choice: number; correct: boolean; points: number; ms: number; credit: number; at: number }

export interface Battle {
  battleId: string;
  kind: BattleKind;
  code?: string;
  ownerProfileId: string;
  seats: number;
  category: string;
  language: string;
  /** The questions' level, when the creator chose one (absent: every level of the category). */
  level?: Difficulty;
  entryFee: number;
  status: 'lobby' | 'playing' | 'finished' | 'deleted';
  players: Record<string, BattlePlayer>;
  playerCount: number;
  questions: BattleQuestion[];
  questionMs: number;
  /** Index of the question being played; -1 in the lobby. */
  current: number;
  shownAt: number;
  deadline: number;
  /** Index of the last question revealed; -1 before the first reveal. */
  revealed: number;
  answers: Record<string, BattleAnswer>;
  bot?: { level: BotLevel; profileId: string; answers: BotAnswer[] };
  createdAt: number;
  finishedAt?: number;
  finishReason?: FinishReason;
  /** A group room (2–4 seats, ready flags, the start once everyone seated is ready): docs/battles.md. */
  group?: { showScore: boolean };
  /** Counts the lobby's changes (seats, ready flags), so a client keeps the newest room frame when two cross. */
  lobbyVersion?: number;
  /** A Q&A round on the learning bank (docs/qanda.md): no coins, no battle statistics; a team shares one score. */
  qanda?: { mode: QandaMode; level: QandaLevel };
  /**
   * A family game with a handicap (docs/battles.md, « Family battles »): only profiles of the owner's account sit, each
   * answering within their age band's time (`time`: `BattlePlayer.questionMs`) or questions at their age's level
   * (`level`: `BattlePlayer.questions`); no fee, and like every family game no coins, badges or leaderboard points.
   */
  handicap?: FamilyHandicap;
  /** Counts every write on the battle after its creation: the number of a resume's state snapshot (the store's). */
  stateVersion?: number;
  /** The resume-token hashes of lobby seats given up at their expiry, so a late resume is told why (no profile ids). */
  releasedSeats?: Set<string>;
}

export const answerKey = (index: number, profileId: string) => `${index}#${profileId}`;

/** Question `index` as `profileId` sees it: their own under a level handicap, else the battle's. */
export const questionOf = (battle: Battle, profileId: string, index: number): BattleQuestion => battle.players[profileId]?.questions?.[index] ?? battle.questions[index]!;

/** A player's time per question: their own under a time handicap, else the battle's. */
export const playerMs = (battle: Pick<Battle, 'questionMs'>, player: Pick<BattlePlayer, 'questionMs'>): number => player.questionMs ?? battle.questionMs;

/** How long a question stays open: the longest time of the people still in (each answers within their own). */
export function roundMs(battle: Battle): number {
  return Math.max(battle.questionMs, ...Object.values(battle.players).filter((p) => !p.bot && !p.left).map((p) => playerMs(battle, p)));
}

/** The people a frame for everyone goes to: seated, not the bot, not gone. */
export const seatedPeople = (battle: Battle): [string, BattlePlayer][] => Object.entries(battle.players).filter(([, p]) => !p.bot && !p.left);

/** The people still in the battle besides `profileId`. */
export const othersIn = (battle: Battle, profileId: string): [string, BattlePlayer][] => seatedPeople(battle).filter(([id]) => id !== profileId);
