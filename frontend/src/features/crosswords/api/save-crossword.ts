import { saveCrossword as contract } from '@plume/shared/endpoints';
import type * as z from 'zod';
import { call } from '@/lib/api-client';

export type SaveCrosswordInput = z.infer<typeof contract.request>;
export type CrosswordSaved = z.infer<typeof contract.response>;

/** `save_crossword`: the player's letters, kept by the server only when newer than what it has. */
export function saveCrossword(input: SaveCrosswordInput): Promise<CrosswordSaved> {
  return call('save_crossword', input, { showSuccessToast: false, schema: contract.response });
}
