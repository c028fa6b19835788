import type { reviewFlashcard as contract } from '@plume/shared/endpoints';
import type * as z from 'zod';
import { call } from '@/lib/api-client';

type ReviewInput = z.infer<typeof contract.request>;
export type Reviewed = z.infer<typeof contract.response>;

/**
 * `review_flashcard`: a self-grade 1–4 with a review id made on this device, so a copy sent again is applied once. Sent
 * by the review queue (`offline/review-sync.ts`), which keeps what could not go and says what the server refused:
 * nothing is toasted here.
 */
export function sendReview(input: ReviewInput): Promise<Reviewed> {
  return call('review_flashcard', input, { showSuccessToast: false, quiet: true });
}
