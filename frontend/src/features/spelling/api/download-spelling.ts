import { downloadSpelling as downloadContract, submitSpellingAnswers as submitContract } from '@plume/shared/endpoints';
import type * as z from 'zod';
import { call } from '@/lib/api-client';

export type DownloadedSpelling = z.infer<typeof downloadContract.response>;
export type SubmittedSpelling = z.infer<typeof submitContract.response>;
export type SpellingAnswerInput = z.infer<typeof submitContract.request>['answers'][number];

/** `download_spelling`: a session to play offline — every word's sound and length at once, never a spelling. */
export function downloadSpelling(input: z.infer<typeof downloadContract.request>): Promise<DownloadedSpelling> {
  return call('download_spelling', input, { showSuccessToast: false, schema: downloadContract.response });
}

/**
 * `submit_spelling_answers`: a downloaded session's answers judged together; the same answer whenever it is sent again.
 * Quiet: the offline sessions' own screen says what failed (a network failure is the expected case offline).
 */
export function submitSpellingAnswers(input: z.infer<typeof submitContract.request>): Promise<SubmittedSpelling> {
  return call('submit_spelling_answers', input, { showSuccessToast: false, quiet: true, schema: submitContract.response });
}
