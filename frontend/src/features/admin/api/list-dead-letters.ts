import { adminListDeadLetters as contract } from '@plume/shared/endpoints';
import { useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import { call } from '@/lib/api-client';
import { adminKeys } from './query-keys';

export type DeadLetterList = z.infer<typeof contract.response>;
export type ListedDeadLetter = DeadLetterList['deadLetters'][number];

/** `admin/list_dead_letters`: what every rule's dead-letter queue holds, newest first. */
export function listDeadLetters(): Promise<DeadLetterList> {
  return call('admin/list_dead_letters', {}, { showSuccessToast: false, schema: contract.response });
}

export const useDeadLetters = () => useQuery({ queryKey: adminKeys.deadLetters(), queryFn: listDeadLetters });
