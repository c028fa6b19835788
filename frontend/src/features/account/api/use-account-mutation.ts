import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '@/lib/account/query-keys';

/** A change to the account or its profiles: on success the account is read again, so every screen shows the change. */
export function useAccountMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }) });
}
