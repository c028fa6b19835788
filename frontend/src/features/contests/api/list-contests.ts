import { listContests as contract } from '@plume/shared/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import { call } from '@/lib/api-client';
import { contestKeys } from './query-keys';

export type ContestLists = z.infer<typeof contract.response>;
export type PlayerContest = ContestLists['live'][number];

/** `list_contests`: live, upcoming and past contests, what the profile did in each, and its coins. */
export function listContests(input: { profileId: string }): Promise<ContestLists> {
  return call('list_contests', input, { showSuccessToast: false, schema: contract.response });
}

export const contestListsQueryOptions = (profileId: string) => queryOptions({ queryKey: contestKeys.lists(profileId), queryFn: () => listContests({ profileId }) });

export const useContestLists = (profileId: string) => useQuery(contestListsQueryOptions(profileId));
