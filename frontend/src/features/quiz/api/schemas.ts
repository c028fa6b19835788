import { gameModes } from '@plume/shared/modes';
import { lifelines } from '@plume/shared/lifelines';
import * as z from 'zod';

/** What a game is, as `start_quiz` and `get_game` both tell it: its rules, not its questions. */
export const gameSetupSchema = z.object({
  gameId: z.string(),
  mode: z.enum(gameModes),
  total: z.int(),
  /** The lifelines this mode offers (none in self challenge). */
  lifelines: z.array(z.enum(lifelines)),
  /** Coins each lifeline costs in this game. */
  lifelineCost: z.int().min(0),
  /** `question`: a deadline per question; `game`: one deadline for the whole game. */
  timer: z.enum(['question', 'game']),
  /** Fun and learn: the text to read before the questions. */
  passage: z.object({ title: z.string(), text: z.string() }).optional(),
  serverTime: z.number(),
});
export type GameSetup = z.infer<typeof gameSetupSchema>;

/**
 * What the server serves of a question: never the answer. `kind: 'word'` is guess the word (no options, `letters`
 * boxes and `clues`); a choice question has 4 options, or 2 for true/false (['Vrai', 'Faux']). `deadline` is on the
 * server's clock (epoch ms).
 */
export const servedQuestionSchema = z.object({
  index: z.int(),
  kind: z.enum(['choice', 'word']),
  question: z.string(),
  options: z.array(z.string()).refine((options) => [0, 2, 4].includes(options.length)),
  audio: z.boolean(),
  clues: z.array(z.string()).optional(),
  letters: z.int().positive().optional(),
  deadline: z.number(),
});
export type ServedQuestion = z.infer<typeof servedQuestionSchema>;

/** A game's result. Seed §5: accepted only when the correct and incorrect counts are (whole, non-negative) numbers. */
export const finishedSchema = z.object({
  correct: z.int().min(0),
  incorrect: z.int().min(0),
  total: z.int(),
  percentage: z.number(),
  points: z.number(),
  coins: z.int(),
});
export type FinishedGame = z.infer<typeof finishedSchema>;

/** A level of the quiz zone or of math mania: unlocked once every previous level has been played. */
export const levelSchema = z.object({ level: z.int(), played: z.boolean(), unlocked: z.boolean() });
export type LevelState = z.infer<typeof levelSchema>;
