import { call } from '@/lib/api-client';
import { useAccountMutation } from './use-account-mutation';

/** Stops the renewal: the subscription stays active until the end of the paid period. */
export function cancelSubscription() {
  return call('cancel_subscription', {});
}

export const useCancelSubscription = () => useAccountMutation(cancelSubscription);
