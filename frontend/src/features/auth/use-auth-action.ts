import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { claimPendingReferral } from '@/lib/referral-claim';
import { refreshSession } from '@/lib/session';
import { authErrorMessage } from './auth-errors';

/**
 * An auth step run as a mutation: pending state for the button, Cognito failures toasted in the catalogue's words
 * (`wordsFor` may word some of them for this step).
 */
export function useAuthAction<Input, Output>(action: (input: Input) => Promise<Output>, onSuccess?: (output: Output, input: Input) => unknown, wordsFor?: (error: Error) => string | undefined) {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: action,
    onSuccess,
    onError: (error) => notifications.show({ color: 'red', message: wordsFor?.(error) ?? authErrorMessage(error, t) }),
  });
}

export function notifySuccess(message: string) {
  notifications.show({ color: 'green', message });
}

/**
 * The last step of every sign-in: «Connexion réussie», then the session store learns about the user at once and the
 * route guard takes the person from the auth page to the profile selector.
 */
export function useCompleteSignIn() {
  const { t } = useTranslation();
  return async () => {
    notifySuccess(t('auth.login.success'));
    await refreshSession();
    // A new account that came through an invitation link names its referral code now (once).
    void claimPendingReferral();
  };
}
