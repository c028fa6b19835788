import { loadAuth } from '@/lib/amplify';
import { loadRuntimeConfig } from '@/lib/runtime-config';

export type PasswordSignInResult = 'signed-in' | 'email-not-verified';

/** E-mail and password, by the flow the deployment names in config.json (`cognito.passwordAuthFlow`: SRP on AWS). */
export async function signInWithPassword(email: string, password: string): Promise<PasswordSignInResult> {
  const [{ signIn }, config] = await Promise.all([loadAuth(), loadRuntimeConfig()]);
  try {
    const { nextStep } = await signIn({ username: email, password, options: { authFlowType: config.cognito.passwordAuthFlow ?? 'USER_SRP_AUTH' } });
    return nextStep.signInStep === 'CONFIRM_SIGN_UP' ? 'email-not-verified' : 'signed-in';
  } catch (error) {
    if (error instanceof Error && error.name === 'UserNotConfirmedException') return 'email-not-verified';
    throw error;
  }
}
