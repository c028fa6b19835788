import { getMathManiaLevels as contract } from '@plume/shared/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import { call } from '@/lib/api-client';
import { quizKeys } from './query-keys';

export type MathManiaLevels = z.infer<typeof contract.response>;

/** `get_math_mania_levels`: the 30 levels of math mania, played and unlocked for the profile. */
export function getMathManiaLevels(input: { profileId: string }): Promise<MathManiaLevels> {
  return call('get_math_mania_levels', input, { showSuccessToast: false, schema: contract.response });
}

export const mathManiaLevelsQueryOptions = (profileId: string) =>
  queryOptions({ queryKey: quizKeys.mathMania(profileId), queryFn: () => getMathManiaLevels({ profileId }) });

export function useMathManiaLevels(profileId: string | undefined) {
  return useQuery({ ...mathManiaLevelsQueryOptions(profileId ?? ''), enabled: !!profileId });
}
