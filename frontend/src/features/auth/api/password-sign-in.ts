import { loadAuth } from '@/lib/amplify';
import { loadRuntimeConfig } from '@/lib/runtime-config';

/** `totp-required`: the account signs in with an authenticator app too, whose code `confirmSignInCode` takes next. */
export type PasswordSignInResult = 'signed-in' | 'email-not-verified' | 'totp-required';

/** E-mail and password, by the flow the deployment names in config.json (`cognito.passwordAuthFlow`: SRP on AWS). */
export async function signInWithPassword(email: string, password: string): Promise<PasswordSignInResult> {
  const [{ signIn }, config] = await Promise.all([loadAuth(), loadRuntimeConfig()]);
  try {
    const { nextStep } = await signIn({ username: email, password, options: { authFlowType: config.cognito.passwordAuthFlow ?? 'USER_SRP_AUTH' } });
    if (nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_TOTP_CODE') return 'totp-required';
    return nextStep.signInStep === 'CONFIRM_SIGN_UP' ? 'email-not-verified' : 'signed-in';
  } catch (error) {
    if (error instanceof Error && error.name === 'UserNotConfirmedException') return 'email-not-verified';
    throw error;
  }
}
