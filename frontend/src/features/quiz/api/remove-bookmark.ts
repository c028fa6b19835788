import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import type { Bookmarks } from './get-bookmarks';
import { quizKeys } from './query-keys';

/** `remove_bookmark`: toasts `question_removed_from_bookmark`; 409 `bookmark_remove_failed` when it is not there. */
export function removeBookmark(input: { profileId: string; bookmarkId: string }): Promise<unknown> {
  return call('remove_bookmark', input);
}

export function useRemoveBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeBookmark,
    onSuccess: (_, { profileId, bookmarkId }) =>
      queryClient.setQueryData<Bookmarks>(quizKeys.bookmarks(profileId), (current) => current && { bookmarks: current.bookmarks.filter((bookmark) => bookmark.bookmarkId !== bookmarkId) }),
    // Already gone or never there: the list is out of date.
    onError: (_, { profileId }) => queryClient.invalidateQueries({ queryKey: quizKeys.bookmarks(profileId) }),
  });
}
