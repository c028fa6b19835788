import type { Account } from '@plume/shared/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { readOrKept } from '@/lib/kept-answers';
import { useSession } from '@/lib/session';
import { accountKeys } from './query-keys';

/**
 * `get_user`: the signed-in account with its family profiles (created with the holder's profile on first call). Typed
 * by the contract, not parsed here: every signed-in page's header reads it, and such a page must not download the
 * schema library (the integration tests check every answer against the contract's schema).
 */
export function getAccount({ quiet = false }: { quiet?: boolean } = {}): Promise<Account> {
  return call('get_user', {}, { showSuccessToast: false, quiet });
}

/**
 * Keyed by the Cognito user, so a second person signing in on the same device never sees the first one's data. Fresh
 * for 30 s: the header, the guard and the page all read it as they mount one after another, and each would otherwise
 * ask again (this app's own changes invalidate it; the payment page polls it; the premium guard asks for it fresh).
 * Without network, the answer kept on this device for this account stands in (`lib/kept-answers.ts`, a cold start
 * offline): the query runs even when the browser says it is offline, so that copy can answer.
 */
export const accountQueryOptions = (uid: string) =>
  queryOptions({ queryKey: accountKeys.detail(uid), queryFn: ({ queryKey }) => readOrKept(queryKey, () => getAccount({ quiet: true })), staleTime: 30_000, networkMode: 'always' });

export function useAccount() {
  const { user } = useSession();
  return useQuery({ ...accountQueryOptions(user?.uid ?? ''), enabled: !!user });
}
