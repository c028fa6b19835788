import * as z from 'zod';
import { entityId } from '../bounds.ts';
import { categoryIds } from '../content.ts';
import { lifelines } from './lifelines.ts';
import { gameModes } from './game-modes.ts';


export const getLevelsRequestSchema = z.object({ profileId: entityId, category: z.enum(categoryIds), subcategory: entityId }).strict();
export const useLifelineRequestSchema = z.object({ gameId: entityId, index: z.int().min(0).max(99), lifeline: z.enum(lifelines) }).strict();

/**
 * What the server serves of a question: never the answer, the expected word or the explanation. `kind: 'word'` is
 * guess the word (no options, `letters` boxes and `clues`); a choice question has 4 options, or 2 for true/false
 * (['Vrai', 'Faux']). `deadline` is on the server's clock (epoch ms): after it, an answer counts as wrong.
 */
export const servedQuestionSchema = z.object({
  index: z.int(),
  kind: z.enum(['choice', 'word']),
  question: z.string(),
  options: z.array(z.string()).refine((options) => [0, 2, 4].includes(options.length)),
  audio: z.boolean(),
  /** An audio question read by the server voice (a clip under `/media/`), when its clip could be rendered. */
  audioUrl: z.string().optional(),
  clues: z.array(z.string()).optional(),
  letters: z.int().positive().optional(),
  deadline: z.number(),
  /** A family challenge against a relative's run: when their ghost answered this question (server clock), `null` if it never did. Never whether it was right. */
  ghost: z.object({ at: z.number().nullable() }).optional(),
});
export type ServedQuestion = z.infer<typeof servedQuestionSchema>;

/** True/false statements are served as two options, in this order. */
export const TRUE_FALSE_OPTIONS = ['Vrai', 'Faux'] as const;

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
  /** A family challenge's round: the challenge, and the relative whose run is replayed (with its score so far). */
  familyChallenge: z.object({ challengeId: z.string(), ghost: z.object({ name: z.string(), score: z.number() }).optional() }).optional(),
  serverTime: z.number(),
});

/** A game's result. Seed §5: accepted only when the correct and incorrect counts are (whole, non-negative) numbers. */
export const finishedSchema = z.object({
  correct: z.int().min(0),
  incorrect: z.int().min(0),
  total: z.int(),
  percentage: z.number(),
  points: z.number(),
  coins: z.int(),
});

/** A level of the quiz zone or of math mania: unlocked once every previous level has been played. */
export const levelSchema = z.object({ level: z.int(), played: z.boolean(), unlocked: z.boolean() });
export const levelsSchema = z.object({ levels: z.array(levelSchema) });
const quizSubcategorySchema = z.object({ id: z.string(), name: z.string(), levels: z.int(), questions: z.int() });
const quizCategorySchema = z.object({ id: z.string(), name: z.string(), description: z.string(), subcategories: z.array(quizSubcategorySchema) });
export type QuizCategory = z.infer<typeof quizCategorySchema>;
/** `get_quiz_categories`' answer: every active category with its subcategories. */
export const quizCategoriesSchema = z.array(quizCategorySchema);

export const nextQuestionSchema = z.object({ question: servedQuestionSchema, serverTime: z.number() });

/** What an answer reveals, once given: whether it was right, the right option or word, and the explanation. */
export const answeredSchema = z.object({
  correct: z.boolean(),
  timedOut: z.boolean(),
  /** Choice questions: the right option. */
  correctIndex: z.int().optional(),
  /** Guess the word: the word to find. */
  correctWord: z.string().optional(),
  explanation: z.string(),
  points: z.number(),
  score: z.number(),
  /** Against a relative's run: how their ghost did on this question, and its score after it. */
  ghost: z.object({ correct: z.boolean(), points: z.number(), score: z.number() }).optional(),
  finished: finishedSchema.optional(),
});

/**
 * A lifeline granted, with what it tells (hidden options, votes, the new deadline). Too late, a skip is answered as
 * a timed-out answer instead (`answeredSchema`, code `question_timed_out`).
 */
export const lifelineResultSchema = z.union([
  z.object({
    lifeline: z.enum(lifelines),
    balance: z.int().min(0).optional(),
    removed: z.array(z.int()).optional(),
    votes: z.array(z.number()).optional(),
    deadline: z.number().optional(),
    finished: finishedSchema.optional(),
  }),
  answeredSchema,
]);

/**
 * An answered question as `get_game` tells it again. `choice` is `null` for a word, a skipped question and an answer
 * too late (then without `word` either); a skipped question comes without its answer, as when it was skipped.
 */
export const reviewedQuestionSchema = z.object({
  index: z.int(),
  kind: z.enum(['choice', 'word']),
  question: z.string(),
  options: z.array(z.string()),
  audio: z.boolean(),
  choice: z.int().nullable(),
  word: z.string().optional(),
  correct: z.boolean(),
  points: z.number(),
  skipped: z.boolean().optional(),
  correctIndex: z.int().optional(),
  correctWord: z.string().optional(),
  explanation: z.string().optional(),
});

const progressSchema = gameSetupSchema.extend({
  /** The lifelines already spent in this game. */
  lifelinesUsed: z.array(z.enum(lifelines)),
  /** The question to ask `next_question` for while playing. */
  current: z.int().min(0),
  score: z.number(),
  /** Only the answered (or skipped) questions, in order. */
  review: z.array(reviewedQuestionSchema),
});

export const resumedGameSchema = z.discriminatedUnion('status', [
  progressSchema.extend({ status: z.literal('playing') }),
  progressSchema.extend({ status: z.literal('finished'), finished: finishedSchema }),
]);
