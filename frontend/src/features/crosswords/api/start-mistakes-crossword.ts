import { startMistakesCrossword as contract } from '@plume/shared/endpoints';
import { useMutation } from '@tanstack/react-query';
import type * as z from 'zod';
import { call } from '@/lib/api-client';

/** `start_mistakes_crossword`: « Mes mots croisés », a grid of the profile's due mistaken words (409 when too few). */
export function startMistakesCrossword(input: z.infer<typeof contract.request>): Promise<z.infer<typeof contract.response>> {
  return call('start_mistakes_crossword', input, { showSuccessToast: false, schema: contract.response });
}

export const useStartMistakesCrossword = () => useMutation({ mutationFn: startMistakesCrossword });
