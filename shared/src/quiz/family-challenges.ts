import * as z from 'zod';
import { entityId } from '../bounds.ts';
import { ageBands, avatars, difficultyForAge, familyHandicaps, handicappedMs, type AgeBand, type FamilyHandicap } from '../account.ts';
import { categoryIds, difficulties, type Difficulty } from '../content.ts';
import type { RandomInt } from '../random.ts';
import { shuffled, type Game, type GhostAnswer } from './quiz-engine.ts';

/*
 * Family challenges (« défis en famille »): one profile plays a round, a relative of the same account then plays
 * against its recording (the « ghost »: each answer's rightness, points and time, replayed). Fair across ages by a
 * handicap the challenger picks:
 * - `level`: each player gets questions at their own age's level (same category, same number), on one points scale;
 * - `time`: both get the same questions, the younger one more time per question (points are relative to one's own
 *   time, so the scale is the same).
 * No coins and no public leaderboard points (a family could otherwise trade wins): statistics, badges and the
 * family's board count them.
 */


/** Questions in a challenge round. */
export const FAMILY_CHALLENGE_QUESTIONS = 10;
/** A challenge is open this long for the relative to take it up (then it expires, unplayed). */
export const FAMILY_CHALLENGE_OPEN_DAYS = 7;

/** A player's question time in a challenge (before their tiers-temps): the time handicap stretches it by age. */
export function challengeQuestionMs(baseMs: number, handicap: FamilyHandicap, ageBand: AgeBand): number {
  return handicap === 'time' ? handicappedMs(baseMs, ageBand) : baseMs;
}

/** The level a player's questions are drawn at: their age's under the level handicap; with a time handicap, the challenger's for both. */
export function challengeDifficulty(handicap: FamilyHandicap, player: AgeBand, challenger: AgeBand): Difficulty {
  return difficultyForAge(handicap === 'level' ? player : challenger);
}

/**
 * `count` questions at a level: those of that level first, in random order; when the category has too few of them,
 * the nearest levels complete the round (so both players always get the same number).
 */
export function pickAtDifficulty<Q extends { difficulty: Difficulty }>(pool: readonly Q[], difficulty: Difficulty, count: number, randomInt: RandomInt): Q[] {
  const rank = difficulties.indexOf(difficulty);
  const byDistance = [0, 1, 2].flatMap((distance) =>
    shuffled(pool.filter((q) => Math.abs(difficulties.indexOf(q.difficulty) - rank) === distance), randomInt));
  return byDistance.slice(0, count);
}

/** A finished game as a ghost: its answers in order. A late answer was never given in time, so its ghost gives none. */
export function ghostOf(game: Pick<Game, 'answers' | 'questionMs'>): GhostAnswer[] {
  return game.answers.map((a) => ({ correct: a.correct, points: a.points, ms: a.choice === null && a.word === undefined ? null : Math.min(a.ms, game.questionMs) }));
}

/**
 * The ghost replayed on the player's own clock: an answer given at a third of the challenger's time comes at a third
 * of the player's (speed points are counted the same way, so the race on screen is the race in points).
 */
export function ghostOnClock(ghost: readonly GhostAnswer[], recordedMs: number, playerMs: number): GhostAnswer[] {
  return ghost.map((a) => ({ ...a, ms: a.ms === null ? null : Math.round((a.ms * playerMs) / recordedMs) }));
}

/** The ghost's score after its first `answered` questions. */
export function ghostScore(ghost: readonly GhostAnswer[], answered: number): number {
  return ghost.slice(0, answered).reduce((sum, a) => sum + a.points, 0);
}

/** What the player may know of the ghost on a question still open: only when it answered (never whether it was right). */
export function ghostCue(ghost: readonly GhostAnswer[], index: number, servedAt: number): { at: number | null } {
  const answer = ghost[index];
  return { at: answer?.ms == null ? null : servedAt + answer.ms };
}

/** What the player learns of the ghost once their own answer to the question is in. */
export function ghostReveal(ghost: readonly GhostAnswer[], index: number): { correct: boolean; points: number; score: number } {
  const answer = ghost[index];
  return { correct: answer?.correct ?? false, points: answer?.points ?? 0, score: ghostScore(ghost, index + 1) };
}

export type ChallengeWinner = 'challenger' | 'opponent' | 'draw';
/** More points wins; equal points, more right answers; then a draw. */
export function challengeWinner(challenger: { points: number; correct: number }, opponent: { points: number; correct: number }): ChallengeWinner {
  const byPoints = Math.sign(challenger.points - opponent.points) || Math.sign(challenger.correct - opponent.correct);
  return byPoints > 0 ? 'challenger' : byPoints < 0 ? 'opponent' : 'draw';
}

/**
 * `recording`: the challenger is playing; `open`: their run is recorded and waits for the relative; `playing`: the
 * relative took it up; `finished`: both played. An open challenge nobody takes up expires.
 */
export const familyChallengeStatuses = ['recording', 'open', 'playing', 'finished'] as const;
export type FamilyChallengeStatus = (typeof familyChallengeStatuses)[number];

export const createFamilyChallengeRequestSchema = z.object({
  profileId: entityId,
  opponentProfileId: entityId,
  category: z.enum(categoryIds),
  handicap: z.enum(familyHandicaps),
}).strict();
export type CreateFamilyChallengeRequest = z.infer<typeof createFamilyChallengeRequestSchema>;
export const familyChallengeRequestSchema = z.object({ profileId: entityId, challengeId: entityId }).strict();

const sideSchema = z.object({
  profileId: z.string(),
  name: z.string(),
  avatar: z.enum(avatars).catch('plume'),
  ageBand: z.enum(ageBands),
  /** The level of this player's questions and their time per question, as the handicap set them. */
  difficulty: z.enum(difficulties),
  questionSeconds: z.number(),
  /** Once this player's round is over. */
  result: z.object({ correct: z.int(), total: z.int(), points: z.number() }).optional(),
});
export type FamilyChallengeSide = z.infer<typeof sideSchema>;

export const familyChallengeSchema = z.object({
  challengeId: z.string(),
  category: z.enum(categoryIds),
  handicap: z.enum(familyHandicaps),
  /** As stored, or `expired` when it was not taken up (or not recorded) in time. */
  status: z.enum([...familyChallengeStatuses, 'expired']),
  /** The asking profile's part in it. */
  role: z.enum(['challenger', 'opponent']),
  challenger: sideSchema,
  opponent: sideSchema,
  winner: z.enum(['challenger', 'opponent', 'draw']).optional(),
  /** The asking profile's own game in it, to pick it up or see it again. */
  gameId: z.string().optional(),
  createdAt: z.string(),
  /** Until when the relative may take it up. */
  openUntil: z.string(),
});
export type FamilyChallenge = z.infer<typeof familyChallengeSchema>;
/** `get_family_challenges`' answer: the asking profile's challenges, newest first (received, sent, finished). */
export const familyChallengesSchema = z.object({ challenges: z.array(familyChallengeSchema) });
export type FamilyChallenges = z.infer<typeof familyChallengesSchema>;
