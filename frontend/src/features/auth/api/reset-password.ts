import { loadAuth } from '@/lib/amplify';

/** Cognito e-mails a code that, with a new password, completes the reset. */
export async function requestPasswordReset(email: string): Promise<void> {
  const { resetPassword } = await loadAuth();
  await resetPassword({ username: email });
}

export async function confirmPasswordReset(email: string, code: string, newPassword: string): Promise<void> {
  const { confirmResetPassword } = await loadAuth();
  await confirmResetPassword({ username: email, confirmationCode: code, newPassword });
}
