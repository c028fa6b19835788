import * as z from 'zod';
import { entityId } from '../bounds.ts';
import { dictationBaremes, dictationCorrectionSchema, dictationErrorCategories, dictationScoresSchema, dictationSettingsSchema } from './correction.ts';
import { dictationLevels } from './passage.ts';
import { spellingPoints } from '../french/spelling-points.ts';

/** The longest answer accepted: a brevet passage is ~800 characters, so this leaves room for any honest attempt. */
export const MAX_DICTATION_ANSWER_CHARS = 5000;

const sourceSchema = z.object({ author: z.string(), work: z.string(), year: z.int().optional() }).strict();
const attemptSummarySchema = z.object({
  attemptId: z.string(),
  passageId: z.string().optional(),
  title: z.string(),
  level: z.enum(dictationLevels),
  submittedAt: z.string(),
  scores: dictationScoresSchema,
  errorCount: z.int().min(0),
  counts: z.record(z.enum(dictationErrorCategories), z.int().min(0)),
}).strict();
export type DictationAttemptSummary = z.infer<typeof attemptSummarySchema>;

// ---- requests -------------------------------------------------------------------------------------------------------

export const dictationListRequestSchema = z.object({ profileId: entityId }).strict();
export const startDictationRequestSchema = z.object({ profileId: entityId, passageId: entityId }).strict();
export const startPersonalDictationRequestSchema = z.object({ profileId: entityId, level: z.enum(dictationLevels).optional() }).strict();
export const submitDictationRequestSchema = z.object({
  profileId: entityId,
  attemptId: entityId,
  answer: z.string().max(MAX_DICTATION_ANSWER_CHARS),
}).strict();
/**
 * The learner's copy as they type, saved onto their started attempt a moment after each edit. `revision` counts the
 * saves of this attempt: the server keeps a save only when it is newer than the stored one, so saves crossing on the
 * network (or from two devices) never undo a later state. The copy is bounded like the answer it will become.
 */
export const saveDictationCopyRequestSchema = z.object({
  profileId: entityId,
  attemptId: entityId,
  copy: z.string().max(MAX_DICTATION_ANSWER_CHARS),
  revision: z.int().min(1).max(1_000_000_000),
}).strict();
export type SaveDictationCopyRequest = z.infer<typeof saveDictationCopyRequestSchema>;
/** Reopens the profile's started attempt (« Reprendre la dictée »): its audio and the copy as last saved. */
export const resumeDictationRequestSchema = z.object({ profileId: entityId, attemptId: entityId }).strict();
export const dictationHistoryRequestSchema = z.object({ profileId: entityId, passageId: entityId.optional() }).strict();
export const updateDictationSettingsRequestSchema = z.object({ profileId: entityId, settings: dictationSettingsSchema }).strict();

// ---- responses ------------------------------------------------------------------------------------------------------

export const dictationCatalogueSchema = z.object({
  passages: z.array(z.object({
    id: z.string(),
    level: z.enum(dictationLevels),
    title: z.string(),
    source: sourceSchema.optional(),
    words: z.int().min(1),
    phrases: z.int().min(1),
    tags: z.array(z.enum(spellingPoints)),
    /** The profile's best brevet mark on this passage, when it has one. */
    best: z.number().optional(),
    attempts: z.int().min(0),
  }).strict()),
  settings: dictationSettingsSchema,
  /** The profile's dictations started and not handed in yet (newest first), to resume: never their text. */
  unfinished: z.array(z.object({
    attemptId: z.string(),
    passageId: z.string().optional(),
    title: z.string(),
    level: z.enum(dictationLevels),
    startedAt: z.string(),
    /** When the copy was last saved, absent before the first save. */
    savedAt: z.string().optional(),
  }).strict()).default([]),
}).strict();
export type DictationCatalogue = z.infer<typeof dictationCatalogueSchema>;

/** A clip of server-rendered speech: a cacheable file URL on the site's own origin. */
const clipSchema = z.object({ url: z.string() }).strict();

/** What the player needs to dictate: audio only. The text reaches the client with the correction, never before. */
export const dictationSessionSchema = z.object({
  attemptId: z.string(),
  passageId: z.string().optional(),
  title: z.string(),
  level: z.enum(dictationLevels),
  source: sourceSchema.optional(),
  words: z.int().min(1),
  /** The whole text read at normal pace (played first, and again for proofreading). */
  reading: clipSchema,
  /** Each phrase group read slowly with its punctuation spoken, in order. */
  phrases: z.array(clipSchema).min(1),
  /** For a personal dictation: the categories it was built to exercise. */
  focus: z.array(z.enum(dictationErrorCategories)).optional(),
  settings: dictationSettingsSchema,
  /** A reopened attempt: the copy as last saved and its revision (absent on a new attempt: an empty copy, revision 0). */
  copy: z.string().optional(),
  revision: z.int().min(0).optional(),
}).strict();
export type DictationSession = z.infer<typeof dictationSessionSchema>;

export const dictationResultSchema = z.object({
  attemptId: z.string(),
  passageId: z.string().optional(),
  title: z.string(),
  source: sourceSchema.optional(),
  correction: dictationCorrectionSchema,
  bareme: z.enum(dictationBaremes),
  /** The profile's earlier attempts at the same passage (newest first), for comparison. */
  previous: z.array(attemptSummarySchema),
}).strict();
export type DictationResult = z.infer<typeof dictationResultSchema>;

export const dictationCopySavedSchema = z.object({
  /** The stored revision: the request's when it was kept, a newer one when a later save was already there. */
  revision: z.int().min(0),
  saved: z.boolean(),
}).strict();
export type DictationCopySaved = z.infer<typeof dictationCopySavedSchema>;

export const dictationHistorySchema = z.object({ attempts: z.array(attemptSummarySchema) }).strict();
