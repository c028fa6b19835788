import { apiCall } from '@/lib/api-client';
import { useAccountMutation } from './use-account-mutation';

/** Stops the renewal: the subscription stays active until the end of the paid period. */
export function cancelSubscription() {
  return apiCall({ path: 'cancel_subscription', data: {} });
}

export const useCancelSubscription = () => useAccountMutation(cancelSubscription);
