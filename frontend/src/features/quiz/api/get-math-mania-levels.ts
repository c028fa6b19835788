import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { apiCall } from '@/lib/api-client';
import { quizKeys } from './query-keys';
import { levelSchema } from './schemas';

const mathManiaLevelsSchema = z.object({ levels: z.array(levelSchema) });
export type MathManiaLevels = z.infer<typeof mathManiaLevelsSchema>;

/** `get_math_mania_levels`: the 30 levels of math mania, played and unlocked for the profile. */
export function getMathManiaLevels(input: { profileId: string }): Promise<MathManiaLevels> {
  return apiCall({ path: 'get_math_mania_levels', data: input, showSuccessToast: false, schema: mathManiaLevelsSchema });
}

export const mathManiaLevelsQueryOptions = (profileId: string) =>
  queryOptions({ queryKey: quizKeys.mathMania(profileId), queryFn: () => getMathManiaLevels({ profileId }) });

export function useMathManiaLevels(profileId: string | undefined) {
  return useQuery({ ...mathManiaLevelsQueryOptions(profileId ?? ''), enabled: !!profileId });
}
