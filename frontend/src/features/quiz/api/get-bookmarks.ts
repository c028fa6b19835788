import { bookmarksSchema, type Bookmarks } from '@plume/shared/quiz/play-requests';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { quizKeys } from './query-keys';

export type { Bookmark, Bookmarks } from '@plume/shared/quiz/play-requests';

/** `get_bookmarks`: the questions the profile kept, newest first. */
export function getBookmarks(input: { profileId: string }): Promise<Bookmarks> {
  return call('get_bookmarks', input, { showSuccessToast: false, schema: bookmarksSchema });
}

export const bookmarksQueryOptions = (profileId: string) => queryOptions({ queryKey: quizKeys.bookmarks(profileId), queryFn: () => getBookmarks({ profileId }) });

export const useBookmarks = (profileId: string) => useQuery(bookmarksQueryOptions(profileId));
