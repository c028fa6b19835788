import * as z from 'zod';
import { entityId } from '../bounds.ts';
import { spellingRules } from '../french/spelling-rules.ts';
import { spellingLevels } from './words.ts';

/** A parent's list: a name, 1 to 50 words, maybe a date to know them by. */
export const MAX_LIST_NAME = 60;
export const MAX_LIST_WORDS = 50;
/** Lists a profile may hold. */
export const MAX_LISTS = 100;
/** The longest word accepted, typed freely or as an answer (the bank's longest is 24 characters). */
export const MAX_SPELLING_WORD = 40;
export const MAX_SEARCH_RESULTS = 20;

const FRENCH_LETTER = "a-zàâäçéèêëîïôöùûüÿœæ";
/**
 * A word a parent types: French letters (accents, ligatures, capitals), with inner hyphens or apostrophes
 * (« arc-en-ciel », « aujourd'hui »). A curly apostrophe is read as a straight one.
 */
export const freeSpellingWord = z.string().max(MAX_SPELLING_WORD * 2)
  .transform((word) => word.normalize('NFC').replace(/[’ʼ‘]/g, "'").trim())
  .pipe(z.string().min(1).max(MAX_SPELLING_WORD).regex(new RegExp(`^[${FRENCH_LETTER}]+(?:['-][${FRENCH_LETTER}]+)*$`, 'iu')));
const bankWordId = z.string().min(1).max(100).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
const isoDate = z.iso.date().max(10);

// ---- requests -------------------------------------------------------------------------------------------------------

export const spellingSourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('level'), level: z.enum(spellingLevels), rule: z.enum(spellingRules).optional() }).strict(),
  z.object({ kind: z.literal('list'), listId: entityId }).strict(),
]);
export type SpellingSource = z.infer<typeof spellingSourceSchema>;

export const spellingProfileRequestSchema = z.object({ profileId: entityId }).strict();
export const startSpellingRequestSchema = z.object({ profileId: entityId, source: spellingSourceSchema }).strict();
export const answerSpellingRequestSchema = z.object({
  profileId: entityId,
  sessionId: entityId,
  itemId: entityId,
  answer: z.string().max(MAX_SPELLING_WORD * 2),
}).strict();
export const finishSpellingRequestSchema = z.object({ profileId: entityId, sessionId: entityId }).strict();

/** A word of a list as sent: one of the bank (by id) or one typed freely. */
export const listWordInputSchema = z.union([z.object({ wordId: bankWordId }).strict(), z.object({ word: freeSpellingWord }).strict()]);
export type ListWordInput = z.infer<typeof listWordInputSchema>;
export const saveSpellingListRequestSchema = z.object({
  profileId: entityId,
  /** Absent: a new list. */
  listId: entityId.optional(),
  name: z.string().trim().min(1).max(MAX_LIST_NAME),
  words: z.array(listWordInputSchema).min(1).max(MAX_LIST_WORDS),
  targetDate: isoDate.optional(),
}).strict();
export type SaveSpellingListRequest = z.infer<typeof saveSpellingListRequestSchema>;
export const deleteSpellingListRequestSchema = z.object({ profileId: entityId, listId: entityId }).strict();
export const searchSpellingWordsRequestSchema = z.object({
  query: z.string().trim().min(1).max(MAX_SPELLING_WORD),
  level: z.enum(spellingLevels).optional(),
}).strict();

// ---- responses ------------------------------------------------------------------------------------------------------

const clipSchema = z.object({ url: z.string() }).strict();
const spellingResults = ['correct', 'accent', 'capital', 'hyphen-apostrophe', 'wrong'] as const;
export type SpellingResult = (typeof spellingResults)[number];

export const listWordSchema = z.object({
  word: z.string(),
  wordId: z.string().optional(),
  level: z.enum(spellingLevels).optional(),
  rule: z.enum(spellingRules).optional(),
}).strict();
export type ListWord = z.infer<typeof listWordSchema>;

export const spellingListSchema = z.object({
  listId: z.string(),
  name: z.string(),
  words: z.array(listWordSchema),
  targetDate: isoDate.optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
}).strict();
export type SpellingList = z.infer<typeof spellingListSchema>;
export const spellingListsSchema = z.object({ lists: z.array(spellingListSchema) }).strict();
export const spellingListDeletedSchema = z.object({ listId: z.string() }).strict();

/** The built-in sessions a profile may start: each level with how many words each rule has in it. */
export const spellingCatalogueSchema = z.object({
  levels: z.array(z.object({
    level: z.enum(spellingLevels),
    words: z.int().min(0),
    rules: z.array(z.object({ rule: z.enum(spellingRules), words: z.int().min(1) }).strict()),
  }).strict()),
  lists: z.array(spellingListSchema),
}).strict();
export type SpellingCatalogue = z.infer<typeof spellingCatalogueSchema>;

/** A word to spell as the learner gets it: its sound and its sentence's, its length, never its letters. */
export const spellingItemSchema = z.object({
  itemId: z.string(),
  letters: z.int().min(1),
  audio: clipSchema,
  /** The example sentence, the word blanked out, and its audio: bank words only. */
  sentence: z.object({ text: z.string(), audio: clipSchema }).strict().optional(),
  /** This word was missed earlier in the session. */
  retry: z.boolean(),
}).strict();
export type SpellingItem = z.infer<typeof spellingItemSchema>;

export const spellingProgressSchema = z.object({
  /** Words of the session. */
  words: z.int().min(0),
  /** Answers given, retries included. */
  answered: z.int().min(0),
  /** Items still to answer, retries included. */
  remaining: z.int().min(0),
  correct: z.int().min(0),
}).strict();
export type SpellingProgress = z.infer<typeof spellingProgressSchema>;

/** What a session asks, as the server says it (a list by its name too). */
const sessionSourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('level'), level: z.enum(spellingLevels), rule: z.enum(spellingRules).optional() }).strict(),
  z.object({ kind: z.literal('list'), listId: z.string(), name: z.string() }).strict(),
]);

export const spellingSessionSchema = z.object({
  sessionId: z.string(),
  source: sessionSourceSchema,
  next: spellingItemSchema.nullable(),
  progress: spellingProgressSchema,
}).strict();
export type SpellingSession = z.infer<typeof spellingSessionSchema>;

export const spellingVerdictSchema = z.object({
  itemId: z.string(),
  result: z.enum(spellingResults),
  /** Indices of the expected word's characters to highlight. */
  positions: z.array(z.int().min(0)),
  typed: z.string(),
  /** The right spelling, given once the word is answered. */
  word: z.string(),
  rule: z.enum(spellingRules).optional(),
  /** The word comes back later in the session. */
  willReturn: z.boolean(),
  next: spellingItemSchema.nullable(),
  progress: spellingProgressSchema,
}).strict();
export type SpellingVerdict = z.infer<typeof spellingVerdictSchema>;

const ruleTallySchema = z.object({ rule: z.union([z.enum(spellingRules), z.literal('libre')]), words: z.int().min(0), correct: z.int().min(0) }).strict();
/**
 * A session downloaded to be played without network (docs/offline.md): every item at once — sounds and lengths, never a
 * spelling — and when the server stops taking its answers. Its words come back once each (no retry: nothing is judged
 * before the answers reach the server).
 */
export const downloadedSpellingSchema = z.object({
  sessionId: z.string(),
  source: sessionSourceSchema,
  items: z.array(spellingItemSchema),
  expiresAt: z.iso.datetime(),
}).strict();
export type DownloadedSpelling = z.infer<typeof downloadedSpellingSchema>;

/** The answers of a downloaded session, sent when the network returns; the session is judged and closed with them. */
export const submitSpellingAnswersRequestSchema = z.object({
  profileId: entityId,
  sessionId: entityId,
  answers: z.array(z.object({ itemId: entityId, answer: z.string().max(MAX_SPELLING_WORD * 2) }).strict()).max(MAX_LIST_WORDS),
}).strict();
export type SpellingAnswerInput = z.infer<typeof submitSpellingAnswersRequestSchema>['answers'][number];

export const spellingResultsSchema = z.object({
  sessionId: z.string(),
  words: z.int().min(0),
  answered: z.int().min(0),
  correctFirstTime: z.int().min(0),
  coins: z.int().min(0),
  mistakes: z.array(z.object({ word: z.string(), typed: z.string(), kind: z.enum(['accent', 'capital', 'hyphen-apostrophe', 'wrong']), rule: z.enum(spellingRules).optional() }).strict()),
  byRule: z.array(ruleTallySchema),
}).strict();
export type SpellingResults = z.infer<typeof spellingResultsSchema>;

/** Each answer of a downloaded session judged, in the session's order, and the session's results. */
export const submittedSpellingSchema = z.object({
  verdicts: z.array(spellingVerdictSchema.pick({ itemId: true, result: true, positions: true, typed: true, word: true, rule: true })),
  results: spellingResultsSchema,
}).strict();
export type SubmittedSpelling = z.infer<typeof submittedSpellingSchema>;

export const spellingWordSearchSchema = z.object({
  words: z.array(z.object({ wordId: z.string(), word: z.string(), level: z.enum(spellingLevels), rule: z.enum(spellingRules) }).strict()),
}).strict();

export const spellingStatisticsSchema = z.object({
  sessions: z.int().min(0),
  words: z.int().min(0),
  correct: z.int().min(0),
  byRule: z.array(ruleTallySchema),
}).strict();
export type SpellingStatistics = z.infer<typeof spellingStatisticsSchema>;
