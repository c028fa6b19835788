import { reviewFlashcard as contract } from '@plume/shared/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import { call } from '@/lib/api-client';
import { flashcardKeys } from './query-keys';

type ReviewInput = z.infer<typeof contract.request>;
export type Reviewed = z.infer<typeof contract.response>;

/** `review_flashcard`: a self-grade 1–4 with a review id made here, so a retry is applied once. */
export function reviewFlashcard(input: ReviewInput): Promise<Reviewed> {
  return call('review_flashcard', input, { showSuccessToast: false, schema: contract.response });
}

export function useReviewFlashcard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewFlashcard,
    onSettled: (_data, _error, { profileId }) => {
      void queryClient.invalidateQueries({ queryKey: flashcardKeys.decks(profileId) });
      void queryClient.invalidateQueries({ queryKey: flashcardKeys.statistics(profileId) });
    },
  });
}
