import * as z from 'zod';
import { spellingPoints } from '../french/spelling-points.ts';

/** What kind of difference a mistake is, from the most superficial to the most serious. */
export const dictationErrorCategories = [
  'accent', 'capital', 'punctuation', 'hyphen-apostrophe', 'agreement', 'homophone', 'segmentation', 'missing', 'extra', 'lexical',
] as const;
export type DictationErrorCategory = (typeof dictationErrorCategories)[number];

/** The scales a learner can be marked with (the learner chooses; every correction carries all three). */
export const dictationBaremes = ['brevet', 'concours', 'simple'] as const;
export type DictationBareme = (typeof dictationBaremes)[number];

export const dictationErrorSchema = z.object({
  category: z.enum(dictationErrorCategories),
  /** The reference word(s) at this place; empty for an extra word. */
  expected: z.string().max(200),
  /** What the learner wrote at this place; empty for a missing word. */
  written: z.string().max(200),
  /** Character offsets of `expected` in the reference text (equal for an extra word: the insertion point). */
  start: z.int().min(0),
  end: z.int().min(0),
  /** Keys of the grammatical features that differ (`pluriel`, `3e-personne`, `imparfait`…), when known. */
  features: z.array(z.string().max(40)).max(8),
  /** Key of the one-line rule explanation in the dictation rule catalogue (`homophone.a-a`, `accent.grave`…). */
  rule: z.string().max(80),
  /** The spelling point the mistake belongs to, for flashcards and readiness per rule. */
  point: z.enum(spellingPoints),
}).strict();
export type DictationError = z.infer<typeof dictationErrorSchema>;

export const dictationScoresSchema = z.object({
  /** Brevet: out of 10, never below 0. */
  brevet: z.object({ score: z.number().min(0).max(10), outOf: z.literal(10) }).strict(),
  /** Concours: the number of faults (halves allowed). */
  concours: z.object({ faults: z.number().min(0) }).strict(),
  /** Simple: the number of errors. */
  simple: z.object({ errors: z.int().min(0) }).strict(),
}).strict();
export type DictationScores = z.infer<typeof dictationScoresSchema>;

export const dictationCorrectionSchema = z.object({
  reference: z.string(),
  answer: z.string(),
  errors: z.array(dictationErrorSchema),
  counts: z.record(z.enum(dictationErrorCategories), z.int().min(0)),
  scores: dictationScoresSchema,
}).strict();
export type DictationCorrection = z.infer<typeof dictationCorrectionSchema>;

export const dictationSettingsSchema = z.object({
  bareme: z.enum(dictationBaremes),
  /** Accept the spellings of the 1990 reform (« connaitre », « évènement », « ognon »…) as well as the older ones. */
  acceptReformed1990: z.boolean(),
}).strict();
export type DictationSettings = z.infer<typeof dictationSettingsSchema>;
export const defaultDictationSettings: DictationSettings = { bareme: 'brevet', acceptReformed1990: true };
