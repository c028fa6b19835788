import { getWallet as contract } from '@plume/shared/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import { call } from '@/lib/api-client';
import { walletKeys } from './query-keys';

export type Wallet = z.infer<typeof contract.response>;
export type PayoutRequest = Wallet['requests'][number];

/** `get_wallet`: the profile's coins, their value, the redeem rules and the account's payout requests. */
export function getWallet(input: { profileId: string }): Promise<Wallet> {
  return call('get_wallet', input, { showSuccessToast: false, schema: contract.response });
}

export const walletQueryOptions = (profileId: string) => queryOptions({ queryKey: walletKeys.profile(profileId), queryFn: () => getWallet({ profileId }) });

export const useWallet = (profileId: string) => useQuery(walletQueryOptions(profileId));
