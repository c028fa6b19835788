import { getHandwritingConsent as contract } from '@plume/shared/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import { call } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { accountKeys } from './query-keys';

export type HandwritingConsent = z.infer<typeof contract.response>;

/**
 * `get_handwriting_consent`: whether the account holder lets Plume keep the letters written on « Orthographe à la main »,
 * and how many it has given (docs/handwriting.md, « Real samples »). Quiet: the handwriting page reads it in the
 * background, where a child must never see its failure; the account page shows the failure itself, with a retry.
 */
export function getHandwritingConsent(): Promise<HandwritingConsent> {
  return call(contract.name, {}, { showSuccessToast: false, quiet: true, schema: contract.response });
}

/**
 * Keyed by the Cognito user. Read by the account page and by the handwriting input at each word (a new component per
 * word), so it stays fresh for 5 minutes; a change made here writes the answer into the cache at once.
 */
export const handwritingConsentQueryOptions = (uid: string) =>
  queryOptions({ queryKey: accountKeys.handwritingConsent(uid), queryFn: getHandwritingConsent, staleTime: 5 * 60_000 });

export function useHandwritingConsent() {
  const { user } = useSession();
  return useQuery({ ...handwritingConsentQueryOptions(user?.uid ?? ''), enabled: !!user });
}
