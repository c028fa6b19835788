import * as z from 'zod';
import { entityId, isoDateTime } from '../bounds.ts';
import { spellingPoints } from '../french/spelling-points.ts';
import { spellingLevels } from '../spelling/words.ts';
import { flashcardRatingSchema, flashcardSchema, flashcardSettingsSchema, MAX_CARD_NOTE, MAX_CARD_WORD, MAX_DECK_NAME } from './model.ts';

const text = (max: number) => z.string().trim().min(1).max(max);

// ---- requests -------------------------------------------------------------------------------------------------------

export const flashcardProfileRequestSchema = z.object({ profileId: entityId }).strict();
export const dueFlashcardsRequestSchema = z.object({ profileId: entityId, deckId: entityId, limit: z.int().min(1).max(100).optional() }).strict();
export const reviewFlashcardRequestSchema = z.object({
  profileId: entityId,
  deckId: entityId,
  cardId: entityId,
  /** Made by the client for each review: the same review sent again (or ten times at once) is applied once. */
  reviewId: entityId,
  rating: flashcardRatingSchema,
  /**
   * When the grade was given on the device (a review queued offline reaches the server later): the card is
   * rescheduled from then, within bounds (`gradeTime`). Absent: now.
   */
  gradedAt: isoDateTime.optional(),
}).strict();
export const createFlashcardDeckRequestSchema = z.object({ profileId: entityId, name: text(MAX_DECK_NAME) }).strict();
export const addFlashcardRequestSchema = z.object({ profileId: entityId, deckId: entityId, word: text(MAX_CARD_WORD), note: z.string().trim().max(MAX_CARD_NOTE).optional() }).strict();
/** Adds the built-in deck of a school level (every word of the spelling bank for it) to the profile's decks. */
export const addLevelFlashcardDeckRequestSchema = z.object({ profileId: entityId, level: z.enum(spellingLevels) }).strict();
export const deleteFlashcardRequestSchema = z.object({ profileId: entityId, deckId: entityId, cardId: entityId }).strict();
export const updateFlashcardSettingsRequestSchema = z.object({ profileId: entityId, settings: flashcardSettingsSchema }).strict();

// ---- responses ------------------------------------------------------------------------------------------------------

export const flashcardDeckSchema = z.object({
  deckId: z.string(),
  name: z.string(),
  kind: z.enum(['mistakes', 'custom', 'level']),
  cards: z.int().min(0),
  due: z.int().min(0),
}).strict();
export type FlashcardDeck = z.infer<typeof flashcardDeckSchema>;

/** A built-in deck of a school level: its words in the bank, and whether the profile has added it. */
export const levelDeckSchema = z.object({ level: z.enum(spellingLevels), deckId: z.string(), words: z.int().min(0), added: z.boolean() }).strict();
export type LevelDeck = z.infer<typeof levelDeckSchema>;

export const flashcardDecksSchema = z.object({ decks: z.array(flashcardDeckSchema), levels: z.array(levelDeckSchema), settings: flashcardSettingsSchema }).strict();

/** A due card with when it would come back under each rating (ISO dates, keyed by rating). */
export const dueFlashcardSchema = flashcardSchema.extend({
  next: z.object({ 1: z.string(), 2: z.string(), 3: z.string(), 4: z.string() }).strict(),
  /** The word said aloud (a card of a level deck: the learner hears the word to spell). */
  audio: z.string().optional(),
});
export type DueFlashcard = z.infer<typeof dueFlashcardSchema>;
export const dueFlashcardsSchema = z.object({ cards: z.array(dueFlashcardSchema), due: z.int().min(0) }).strict();

export const flashcardReviewedSchema = z.object({ card: flashcardSchema, reviewId: z.string(), rating: flashcardRatingSchema, reviewedAt: z.string() }).strict();
export const flashcardCreatedSchema = z.object({ card: flashcardSchema }).strict();
export const flashcardDeckCreatedSchema = z.object({ deck: flashcardDeckSchema }).strict();
export const flashcardDeletedSchema = z.object({ cardId: z.string() }).strict();

export const flashcardStatisticsSchema = z.object({
  cards: z.int().min(0),
  dueNow: z.int().min(0),
  forecast: z.array(z.object({ date: z.string(), due: z.int().min(0) }).strict()),
  readiness: z.array(z.object({ point: z.enum(spellingPoints), readiness: z.number().min(0).max(1), cards: z.int().min(1) }).strict()),
  /** The average recall probability of every reviewed card now; undefined before the first review. */
  overallReadiness: z.number().min(0).max(1).optional(),
  settings: flashcardSettingsSchema,
  /** Reviews of the last 30 days, and the share of learned cards recalled among them (FSRS's true retention). */
  reviews30d: z.int().min(0),
  observedRetention: z.number().min(0).max(1).optional(),
  /** The profile's FSRS parameters: its own once fitted (on `fittedOnReviews` reviews), the defaults before `threshold`. */
  memoryModel: z.object({
    reviews: z.int().min(0),
    threshold: z.int().min(1),
    fittedOnReviews: z.int().min(1).optional(),
    fittedAt: z.string().optional(),
  }).strict(),
}).strict();
export type FlashcardStatistics = z.infer<typeof flashcardStatisticsSchema>;
