import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { quizKeys } from './query-keys';

interface AnsweredQuestion {
  profileId: string;
  gameId: string;
  index: number;
}

/** `bookmark_question`: keeps an answered question of a game in the profile's bookmarks (toasts `question_bookmarked`). */
export function bookmarkQuestion(input: AnsweredQuestion): Promise<unknown> {
  return call('bookmark_question', input);
}

export function useBookmarkQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookmarkQuestion,
    onSuccess: (_, { profileId }) => queryClient.invalidateQueries({ queryKey: quizKeys.bookmarks(profileId) }),
  });
}
