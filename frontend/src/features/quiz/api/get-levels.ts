import { getLevels as contract } from '@plume/shared/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import { call, type EndpointInput } from '@/lib/api-client';
import { quizKeys } from './query-keys';

export type QuizLevels = z.infer<typeof contract.response>;

type LevelsInput = EndpointInput<'get_levels'>;

/** `get_levels`: which levels of a subcategory the profile has played and may open. */
export function getLevels(input: LevelsInput): Promise<QuizLevels> {
  return call('get_levels', input, { showSuccessToast: false, schema: contract.response });
}

export const levelsQueryOptions = (input: LevelsInput) =>
  queryOptions({ queryKey: quizKeys.levels(input.profileId, input.category, input.subcategory), queryFn: () => getLevels(input) });

export function useLevels(input: Partial<LevelsInput> & Omit<LevelsInput, 'profileId'>) {
  const { profileId = '' } = input;
  return useQuery({ ...levelsQueryOptions({ ...input, profileId }), enabled: !!profileId });
}
