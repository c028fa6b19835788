import { saveDictationCopy as contract } from '@plume/shared/endpoints';
import { useMutation } from '@tanstack/react-query';
import type * as z from 'zod';
import { call } from '@/lib/api-client';

export type SaveDictationCopyInput = z.infer<typeof contract.request>;
export type DictationCopySaved = z.infer<typeof contract.response>;

/**
 * `save_dictation_copy`: the learner's copy onto their started attempt, kept by the server only when newer than what it
 * has. Quiet: the screen says how saving goes (« Enregistré », « Hors ligne… »), a toast per failed save would shout.
 */
export function saveDictationCopy(input: SaveDictationCopyInput): Promise<DictationCopySaved> {
  return call('save_dictation_copy', input, { showSuccessToast: false, quiet: true, schema: contract.response });
}

export const useSaveDictationCopy = () => useMutation({ mutationFn: saveDictationCopy });
