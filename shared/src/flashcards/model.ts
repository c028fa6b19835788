import * as z from 'zod';
import { dictationErrorCategories } from '../dictation/correction.ts';
import { spellingPoints } from '../french/spelling-points.ts';

/** The four self-grades, as Anki and FSRS number them: 1 « À revoir », 2 « Difficile », 3 « Bien », 4 « Facile ». */
export const flashcardRatings = [1, 2, 3, 4] as const;
export type FlashcardRating = (typeof flashcardRatings)[number];
export const flashcardRatingSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

/** The automatic deck every dictation mistake feeds. Its id is fixed; it exists for every profile without an item. */
export const MISTAKES_DECK_ID = 'mes-erreurs';
/** The id of a school level's built-in deck in a profile's decks. */
export const levelDeckId = (level: string) => `niveau-${level}`;
/** The share of cards a learner wants to recall when they come due: FSRS's `request_retention`. */
export const MIN_RETENTION = 0.8;
export const MAX_RETENTION = 0.97;
export const DEFAULT_RETENTION = 0.9;
/** Bounds on what a profile builds by hand (mistake cards are bounded by the dictations themselves). */
export const MAX_DECKS = 50;
export const MAX_CARDS_PER_DECK = 2000;
export const MAX_DECK_NAME = 60;
export const MAX_CARD_WORD = 100;
export const MAX_CARD_NOTE = 300;
export const FORECAST_DAYS = 30;

export const flashcardSettingsSchema = z.object({
  requestRetention: z.number().min(MIN_RETENTION).max(MAX_RETENTION),
}).strict();
export type FlashcardSettings = z.infer<typeof flashcardSettingsSchema>;
export const defaultFlashcardSettings: FlashcardSettings = { requestRetention: DEFAULT_RETENTION };

/** FSRS states, as ts-fsrs numbers them. */
export const cardStates = { new: 0, learning: 1, review: 2, relearning: 3 } as const;

/** A card's FSRS memory state, as stored and as ts-fsrs reads it (dates as ISO strings). */
export const cardScheduleSchema = z.object({
  due: z.string(),
  stability: z.number(),
  difficulty: z.number(),
  elapsed_days: z.number(),
  scheduled_days: z.number(),
  learning_steps: z.number(),
  reps: z.int().min(0),
  lapses: z.int().min(0),
  state: z.int().min(0).max(3),
  last_review: z.string().optional(),
}).strict();
export type CardSchedule = z.infer<typeof cardScheduleSchema>;

/**
 * One card. Front: the word to spell (with, for a mistake, what the learner wrote); back: the correct spelling, the
 * rule explanation key and spelling point of the mistake, an example sentence when known, or the profile's note.
 */
export const flashcardSchema = z.object({
  cardId: z.string(),
  deckId: z.string(),
  /** `level`: a word of the spelling bank, from a built-in deck of a school level; `quiz`: a quiz question missed. */
  source: z.enum(['mistake', 'custom', 'level', 'quiz']),
  /** The correct spelling: what the card teaches. */
  word: z.string(),
  /** For a mistake: what was written instead (empty when the word was left out). */
  written: z.string().optional(),
  category: z.enum(dictationErrorCategories).optional(),
  /** Key of the rule explanation (`ruleExplanation` in the dictation rules). */
  rule: z.string().optional(),
  point: z.enum(spellingPoints).optional(),
  /** The sentence of the dictation the word came from, when known. */
  example: z.string().optional(),
  note: z.string().optional(),
  createdAt: z.string(),
  schedule: cardScheduleSchema,
}).strict();
export type Flashcard = z.infer<typeof flashcardSchema>;

/**
 * The key of a mistaken word in « Mes erreurs »: one card per word whatever its capitals, spacing or Unicode form,
 * so the same mistake made twice (or an event delivered twice) finds the card already there.
 */
export function normalizedWordKey(word: string): string {
  return word.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('fr');
}

/** Whether a mistaken reference word is something to learn: it has a letter or digit (not punctuation alone). */
export function isLearnableWord(word: string): boolean {
  return /[\p{L}\p{N}]/u.test(word) && normalizedWordKey(word).length <= MAX_CARD_WORD;
}
