import * as z from 'zod';
import { entityId } from '../bounds.ts';
import { categoryIds } from '../content.ts';
import { lifelines, type Lifeline } from './lifelines.ts';
import { gameModes, type GameMode } from './game-modes.ts';

export { gameModes, type GameMode };

/*
 * The solo game modes of the quiz catalogue and what differs between them. Everything else (serving, deadlines,
 * scoring, the `quiz.completed` event) is one engine on the server.
 */

export interface ModeRules {
  /** Questions served per game (fun and learn: the passage's questions; self challenge: the player's choice). */
  questions: number;
  lifelines: readonly Lifeline[];
  /** `question`: each question has its own deadline; `game`: one deadline for the whole game (self challenge). */
  timer: 'question' | 'game';
  /** Multiplies the configured seconds per question (typing a word takes longer than clicking). */
  secondsFactor: number;
  /** Self challenge is practice: it earns no coins and no leaderboard points. */
  rewarded: boolean;
}

const allLifelines = lifelines;
const timeOnly: readonly Lifeline[] = ['skip', 'reset-timer'];

export const modeRules: Record<GameMode, ModeRules> = {
  'quiz-zone': { questions: 10, lifelines: allLifelines, timer: 'question', secondsFactor: 1, rewarded: true },
  daily: { questions: 10, lifelines: allLifelines, timer: 'question', secondsFactor: 1, rewarded: true },
  'true-false': { questions: 10, lifelines: timeOnly, timer: 'question', secondsFactor: 0.5, rewarded: true },
  'fun-and-learn': { questions: 6, lifelines: allLifelines, timer: 'question', secondsFactor: 1, rewarded: true },
  'guess-the-word': { questions: 5, lifelines: timeOnly, timer: 'question', secondsFactor: 2, rewarded: true },
  'self-challenge': { questions: 10, lifelines: [], timer: 'game', secondsFactor: 1, rewarded: false },
  audio: { questions: 10, lifelines: allLifelines, timer: 'question', secondsFactor: 1, rewarded: true },
  'math-mania': { questions: 10, lifelines: allLifelines, timer: 'question', secondsFactor: 1, rewarded: true },
  // Contests: the contest's own questions on one clock cut at its end, no lifelines. A competition (so tiers-temps
  // `untimed` counts as x2, and the game earns leaderboard points), but its coins are the prizes only: the game's
  // rules carry no coins per answer (set-up-game.ts).
  contest: { questions: 10, lifelines: [], timer: 'game', secondsFactor: 1, rewarded: true },
  // Family challenges (family-challenges.ts): a relative's run to beat, no lifelines (both sides play the same way),
  // and nothing won (no coins, no public leaderboard points): a family could otherwise trade wins.
  'family-challenge': { questions: 10, lifelines: [], timer: 'question', secondsFactor: 1, rewarded: false },
};

/** Self challenge choices ('Please select Number of Questions', 'Please select Number of Timer'). */
export const selfChallengeQuestionCounts = [5, 10, 15, 20, 25] as const;
export const selfChallengeMinutes = [3, 5, 10, 15, 20] as const;
export const MATH_MANIA_MAX_LEVEL = 30;

const profile = { profileId: entityId };

export const startGameRequestSchema = z.discriminatedUnion('mode', [
  z.object({ ...profile, mode: z.literal('quiz-zone'), category: z.enum(categoryIds), subcategory: entityId, level: z.int().min(1).max(20) }).strict(),
  z.object({ ...profile, mode: z.literal('daily') }).strict(),
  z.object({ ...profile, mode: z.literal('true-false'), category: z.enum(categoryIds).optional() }).strict(),
  z.object({ ...profile, mode: z.literal('fun-and-learn'), passageId: entityId }).strict(),
  z.object({ ...profile, mode: z.literal('guess-the-word') }).strict(),
  z.object({
    ...profile,
    mode: z.literal('self-challenge'),
    category: z.enum(categoryIds),
    questions: z.literal(selfChallengeQuestionCounts),
    minutes: z.literal(selfChallengeMinutes),
  }).strict(),
  z.object({ ...profile, mode: z.literal('audio'), category: z.enum(categoryIds).optional() }).strict(),
  z.object({ ...profile, mode: z.literal('math-mania'), level: z.int().min(1).max(MATH_MANIA_MAX_LEVEL) }).strict(),
  z.object({ ...profile, mode: z.literal('contest'), contestId: entityId }).strict(),
]);
export type StartGameRequest = z.infer<typeof startGameRequestSchema>;

export const nextQuestionRequestSchema = z.object({ gameId: entityId, index: z.int().min(0).max(99) }).strict();

/** An answer is an option index (multiple choice, true/false) or a typed word (guess the word). */
export const answerRequestSchema = z.union([
  z.object({ gameId: entityId, index: z.int().min(0).max(99), choice: z.int().min(0).max(3) }).strict(),
  z.object({ gameId: entityId, index: z.int().min(0).max(99), word: z.string().trim().min(1).max(40) }).strict(),
]);
export type AnswerRequest = z.infer<typeof answerRequestSchema>;

export const gameRequestSchema = z.object({ gameId: entityId }).strict();
export const profileRequestSchema = z.object({ profileId: entityId }).strict();
/** `get_daily_quiz`'s answer: today's Paris day, whether the profile played it (and which game), its streaks of days in a row. */
export const dailyQuizSchema = z.object({
  day: z.string(),
  played: z.boolean(),
  /** Today's game once started: to pick it up again or see its result. */
  gameId: z.string().optional(),
  streak: z.int(),
  bestStreak: z.int(),
});
export type DailyQuiz = z.infer<typeof dailyQuizSchema>;
export const mathManiaLevelsRequestSchema = profileRequestSchema;
export const funAndLearnListRequestSchema = z.object({ profileId: entityId, category: z.enum(categoryIds).optional() }).strict();
/** `get_fun_and_learn`'s answer: the texts to read (of one category, or of all), by title. */
export const funAndLearnPassagesSchema = z.object({
  passages: z.array(z.object({ id: z.string(), title: z.string(), category: z.string(), questions: z.int() })),
});
export type FunAndLearnPassages = z.infer<typeof funAndLearnPassagesSchema>;

/** Europe/Paris calendar day (YYYY-MM-DD): the daily quiz, streaks and daily leaderboards turn over at Paris midnight. */
export function parisDay(at: Date | number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** The day before a YYYY-MM-DD day. */
export function previousDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/** Guess the word: compares letters only, without accents, case or spaces ("Éléphant" = "ELEPHANT"). */
export function wordLetters(value: string): string {
  return value.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase().replace(/[^A-Z]/g, '');
}
