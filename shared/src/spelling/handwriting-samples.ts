import * as z from 'zod';

/*
 * Handwriting samples given with the account holder's consent: the pen strokes of letters written on
 * /handwriting-spelling and the letter the learner confirmed, for training and measuring the recognizer on real hands
 * (docs/handwriting.md, « Real samples »). Nothing else is kept with them: no word, no name, no profile; the account
 * id only so that withdrawing consent, or deleting the account, deletes them.
 */

/** The letters the handwriting input writes: lower case, accented vowels, ç, œ, æ, apostrophe, hyphen. */
export const handwritingLetters = [...'abcdefghijklmnopqrstuvwxyzéèêëàâîïôùûüçœæ', "'", '-'] as const;
/** Per letter: at most this many strokes, points per stroke, points in all. */
export const MAX_SAMPLE_STROKES = 12;
export const MAX_STROKE_POINTS = 400;
export const MAX_SAMPLE_POINTS = 1_500;
/** Letters in one word given at once (the longest bank word has 24). */
export const MAX_SAMPLE_LETTERS = 30;
/** Coordinates are the letter box's units (0–100, `recognizer/guides.ts`); a stroke may run a little past its edges. */
const coordinate = z.number().min(-50).max(150);

/** A stroke as `[x0, y0, x1, y1, …]`: half the size of a list of points, in a request and in the table. */
export const sampleStrokeSchema = z.array(coordinate).min(2).max(MAX_STROKE_POINTS * 2).refine((flat) => flat.length % 2 === 0, 'handwriting_sample_invalid');
export const handwritingSampleSchema = z.object({
  letter: z.enum(handwritingLetters),
  strokes: z.array(sampleStrokeSchema).min(1).max(MAX_SAMPLE_STROKES).refine((strokes) => strokes.reduce((sum, flat) => sum + flat.length / 2, 0) <= MAX_SAMPLE_POINTS, 'handwriting_sample_invalid'),
}).strict();
export type HandwritingSample = z.infer<typeof handwritingSampleSchema>;

/**
 * The letters of one validated word, given once: `setId` is the client's id for this word (a uuid), so the same word
 * sent again (a retry, a double click) stores nothing more.
 */
export const contributeHandwritingRequestSchema = z.object({
  setId: z.uuid().max(36),
  letters: z.array(handwritingSampleSchema).min(1).max(MAX_SAMPLE_LETTERS),
}).strict();
export type ContributeHandwritingRequest = z.infer<typeof contributeHandwritingRequestSchema>;
/** `stored`: the letters kept by this call (0 when the set had been given already). */
export const handwritingContributedSchema = z.object({ stored: z.int().min(0) });

/** The account's consent, and how many letters it has given. */
export const handwritingConsentSchema = z.object({ consent: z.boolean(), samples: z.int().min(0) });
export type HandwritingConsent = z.infer<typeof handwritingConsentSchema>;
/** Giving consent, or withdrawing it: withdrawing deletes every letter the account gave. */
export const setHandwritingConsentRequestSchema = z.object({ consent: z.boolean() }).strict();

/** Admins export the samples to train and measure the recognizer: oldest first, a page at a time, with no account id. */
export const MAX_EXPORT_PAGE = 500;
export const exportHandwritingSamplesRequestSchema = z.object({ after: z.string().min(1).max(400).optional() }).strict();
export const exportedHandwritingSampleSchema = handwritingSampleSchema.extend({ givenAt: z.iso.datetime() });
export type ExportedHandwritingSample = z.infer<typeof exportedHandwritingSampleSchema>;
export const handwritingSamplesPageSchema = z.object({
  samples: z.array(exportedHandwritingSampleSchema),
  /** Pass as `after` for the next page; absent on the last one. */
  next: z.string().optional(),
});
