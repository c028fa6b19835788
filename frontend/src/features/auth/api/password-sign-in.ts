import { loadAuth } from '@/lib/amplify';

export type PasswordSignInResult = 'signed-in' | 'email-not-verified';

/** E-mail and password. USER_PASSWORD_AUTH works on AWS and on the local emulator, which has no SRP. */
export async function signInWithPassword(email: string, password: string): Promise<PasswordSignInResult> {
  const { signIn } = await loadAuth();
  try {
    const { nextStep } = await signIn({ username: email, password, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
    return nextStep.signInStep === 'CONFIRM_SIGN_UP' ? 'email-not-verified' : 'signed-in';
  } catch (error) {
    if (error instanceof Error && error.name === 'UserNotConfirmedException') return 'email-not-verified';
    throw error;
  }
}
