import { getReferral as contract } from '@plume/shared/endpoints';
import { useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import { call } from '@/lib/api-client';

export type Referral = z.infer<typeof contract.response>;

/** `get_referral`: the account's code (made on the first visit) and how many accounts it brought. */
export function getReferral(): Promise<Referral> {
  return call('get_referral', {}, { showSuccessToast: false, schema: contract.response });
}

export const useReferral = () => useQuery({ queryKey: ['referral'], queryFn: getReferral });
