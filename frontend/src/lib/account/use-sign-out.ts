import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { LOGIN_PATH } from '@plume/shared/route-access';
import { endSession } from '@/lib/session';
import { accountKeys } from './query-keys';

/** Signs out, forgets the account's cached data and lands on the login page. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => endSession(),
    onSettled: async () => {
      queryClient.removeQueries({ queryKey: accountKeys.all });
      await navigate(LOGIN_PATH);
    },
  });
}
