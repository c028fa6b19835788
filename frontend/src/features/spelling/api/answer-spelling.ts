import { answerSpelling as contract } from '@plume/shared/endpoints';
import { useMutation } from '@tanstack/react-query';
import type * as z from 'zod';
import { call } from '@/lib/api-client';

export type SpellingVerdict = z.infer<typeof contract.response>;

/** `answer_spelling`: the verdict on one word (judged once on the server), its spelling and rule, and the next word. */
export function answerSpelling(input: z.infer<typeof contract.request>): Promise<SpellingVerdict> {
  return call('answer_spelling', input, { showSuccessToast: false, schema: contract.response });
}

export const useAnswerSpelling = () => useMutation({ mutationFn: answerSpelling });
