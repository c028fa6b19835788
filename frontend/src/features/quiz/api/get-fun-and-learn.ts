import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { apiCall } from '@/lib/api-client';
import { quizKeys } from './query-keys';

const passagesSchema = z.object({
  passages: z.array(z.object({ id: z.string(), title: z.string(), category: z.string(), questions: z.int() })),
});
export type FunAndLearnPassages = z.infer<typeof passagesSchema>;

interface PassagesInput {
  profileId: string;
  category?: string;
}

/** `get_fun_and_learn`: the texts to read, of every category or of one. */
export function getFunAndLearn(input: PassagesInput): Promise<FunAndLearnPassages> {
  return apiCall({ path: 'get_fun_and_learn', data: input, showSuccessToast: false, schema: passagesSchema });
}

export const funAndLearnQueryOptions = (input: PassagesInput) =>
  queryOptions({ queryKey: quizKeys.funAndLearn(input.profileId, input.category), queryFn: () => getFunAndLearn(input) });

/** Keeps the previous list on screen while another category loads. */
export const useFunAndLearn = (input: PassagesInput) => useQuery({ ...funAndLearnQueryOptions(input), placeholderData: keepPreviousData });
