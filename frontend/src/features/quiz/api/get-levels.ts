import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { apiCall } from '@/lib/api-client';
import { quizKeys } from './query-keys';
import { levelSchema } from './schemas';

const levelsSchema = z.object({ levels: z.array(levelSchema) });
export type QuizLevels = z.infer<typeof levelsSchema>;

interface LevelsInput {
  profileId: string;
  category: string;
  subcategory: string;
}

/** `get_levels`: which levels of a subcategory the profile has played and may open. */
export function getLevels(input: LevelsInput): Promise<QuizLevels> {
  return apiCall({ path: 'get_levels', data: input, showSuccessToast: false, schema: levelsSchema });
}

export const levelsQueryOptions = (input: LevelsInput) =>
  queryOptions({ queryKey: quizKeys.levels(input.profileId, input.category, input.subcategory), queryFn: () => getLevels(input) });

export function useLevels(input: Partial<LevelsInput> & Omit<LevelsInput, 'profileId'>) {
  const { profileId = '' } = input;
  return useQuery({ ...levelsQueryOptions({ ...input, profileId }), enabled: !!profileId });
}
