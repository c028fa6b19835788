import { adminListAccounts as contract } from '@plume/shared/endpoints';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import { call } from '@/lib/api-client';
import { adminKeys } from './query-keys';

export type AccountPage = z.infer<typeof contract.response>;
export type ListedAccount = AccountPage['accounts'][number];
export type AccountSearchField = NonNullable<z.input<typeof contract.request>['field']>;

/** `admin/list_accounts`: a page of accounts whose e-mail (or name) starts with `search`; `next` for the following page. */
export function listAccounts(input: z.input<typeof contract.request>): Promise<AccountPage> {
  return call('admin/list_accounts', input, { showSuccessToast: false, schema: contract.response });
}

export const accountsQueryOptions = (field: AccountSearchField, search: string) =>
  infiniteQueryOptions({
    queryKey: adminKeys.accounts(field, search),
    queryFn: ({ pageParam }) => listAccounts({ field, ...(search ? { search } : {}), ...(pageParam ? { next: pageParam } : {}) }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next,
    // Typing a search keeps the list on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });

export const useAccounts = (field: AccountSearchField, search: string) => useInfiniteQuery(accountsQueryOptions(field, search));
