import type { AdminQuestion } from '@plume/shared/quiz/play-requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import type { CategoryId } from './get-categories';
import { adminQuestionKeys } from './query-keys';

/** `admin/save_question`: creates the question or replaces the one with the same id (hiding is a save too). */
export function saveQuestion(input: { category: CategoryId; question: AdminQuestion }): Promise<unknown> {
  return call('admin/save_question', input);
}

export function useSaveQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveQuestion,
    // A question may have moved to another level: every loaded level is refreshed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQuestionKeys.questions() }),
  });
}
