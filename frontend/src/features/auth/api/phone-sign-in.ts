import { loadAuth } from '@/lib/amplify';

/**
 * Passwordless sign-in by SMS: Cognito sends a 6-digit code to the phone. Amplify keeps the challenge in memory, so
 * the code must be confirmed in the same page load (a reload asks for a new code).
 */
export async function sendSignInCode(phoneNumber: string): Promise<void> {
  const { signIn } = await loadAuth();
  const { nextStep } = await signIn({ username: phoneNumber, options: { authFlowType: 'USER_AUTH', preferredChallenge: 'SMS_OTP' } });
  if (nextStep.signInStep !== 'CONFIRM_SIGN_IN_WITH_SMS_CODE') throw new Error(`Unexpected sign-in step ${nextStep.signInStep}`);
}

/** Answers the code a sign-in was challenged with: the SMS code above, or an authenticator app's (staff). */
export async function confirmSignInCode(code: string): Promise<void> {
  const { confirmSignIn } = await loadAuth();
  const { isSignedIn } = await confirmSignIn({ challengeResponse: code });
  if (!isSignedIn) throw new Error('The code did not complete the sign-in');
}
