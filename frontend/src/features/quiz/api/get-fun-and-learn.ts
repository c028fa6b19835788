import { funAndLearnPassagesSchema, type FunAndLearnPassages } from '@plume/shared/quiz/modes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, type EndpointInput } from '@/lib/api-client';
import { quizKeys } from './query-keys';

export type { FunAndLearnPassages } from '@plume/shared/quiz/modes';

type PassagesInput = EndpointInput<'get_fun_and_learn'>;

/** `get_fun_and_learn`: the texts to read, of every category or of one. */
export function getFunAndLearn(input: PassagesInput): Promise<FunAndLearnPassages> {
  return call('get_fun_and_learn', input, { showSuccessToast: false, schema: funAndLearnPassagesSchema });
}

export const funAndLearnQueryOptions = (input: PassagesInput) =>
  queryOptions({ queryKey: quizKeys.funAndLearn(input.profileId, input.category), queryFn: () => getFunAndLearn(input) });

/** Keeps the previous list on screen while another category loads. */
export const useFunAndLearn = (input: PassagesInput) => useQuery({ ...funAndLearnQueryOptions(input), placeholderData: keepPreviousData });
