import { adminListContestEntries, adminListContests, adminSaveContest } from '@plume/shared/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import { call } from '@/lib/api-client';
import { contestKeys } from './query-keys';

export type AdminContest = z.infer<typeof adminListContests.response>['items'][number];
export type SaveContestInput = z.input<typeof adminSaveContest.request>;
export type ContestEntries = z.infer<typeof adminListContestEntries.response>;

/** `admin/list_contests`: every open contest and the latest settled ones (a 403 says the page is not for this visitor). */
export const useAdminContests = () =>
  useQuery({
    queryKey: contestKeys.admin(),
    queryFn: () => call('admin/list_contests', {}, { showSuccessToast: false, schema: adminListContests.response }),
    retry: false,
  });

/** `admin/save_contest`: creates a contest (its questions fixed now) or edits one that has not started. */
export function useSaveContest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveContestInput) => call('admin/save_contest', input, { schema: adminSaveContest.response }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contestKeys.all }),
  });
}

/** `admin/list_contest_entries`: a contest's entries with their scores and ranks. */
export const useContestEntries = (contestId: string | undefined) =>
  useQuery({
    queryKey: contestKeys.adminEntries(contestId ?? ''),
    queryFn: () => call('admin/list_contest_entries', { contestId: contestId! }, { showSuccessToast: false, schema: adminListContestEntries.response }),
    enabled: contestId !== undefined,
  });
