import { gameModes } from '@plume/shared/quiz/modes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { apiCall } from '@/lib/api-client';
import { quizKeys } from './query-keys';

const bookmarkSchema = z.object({
  bookmarkId: z.string(),
  question: z.string(),
  options: z.array(z.string()),
  /** Tolerated as missing: a guess-the-word question has no options to point at. */
  correctIndex: z.int().nullish(),
  explanation: z.string(),
  mode: z.enum(gameModes),
  createdAt: z.string(),
});
export type Bookmark = z.infer<typeof bookmarkSchema>;
const bookmarksSchema = z.object({ bookmarks: z.array(bookmarkSchema) });
export type Bookmarks = z.infer<typeof bookmarksSchema>;

/** `get_bookmarks`: the questions the profile kept, newest first. */
export function getBookmarks(input: { profileId: string }): Promise<Bookmarks> {
  return apiCall({ path: 'get_bookmarks', data: input, showSuccessToast: false, schema: bookmarksSchema });
}

export const bookmarksQueryOptions = (profileId: string) => queryOptions({ queryKey: quizKeys.bookmarks(profileId), queryFn: () => getBookmarks({ profileId }) });

export const useBookmarks = (profileId: string) => useQuery(bookmarksQueryOptions(profileId));
