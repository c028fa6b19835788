import { abandonCheckout as contract } from '@plume/shared/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '@/lib/account/query-keys';
import { call } from '@/lib/api-client';

/** Back from Stripe Checkout without paying: the session is closed and the account stops waiting for it. */
export function abandonCheckout() {
  return call('abandon_checkout', {}, { schema: contract.response, showSuccessToast: false });
}

/** Then the account is read again, so premium pages offer the plans instead of sending back to /payment. */
export function useAbandonCheckout() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: abandonCheckout, onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }) });
}
