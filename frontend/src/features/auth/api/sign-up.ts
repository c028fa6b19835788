import { loadAuth } from '@/lib/amplify';

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
}

/** Creates the Cognito user; Cognito e-mails a 6-digit code that /auth/otp-verify/ confirms. */
export async function signUpWithEmail({ name, email, password }: SignUpInput): Promise<void> {
  const { signUp } = await loadAuth();
  await signUp({ username: email, password, options: { userAttributes: { email, name } } });
}

export async function confirmEmail(email: string, code: string): Promise<void> {
  const { confirmSignUp } = await loadAuth();
  await confirmSignUp({ username: email, confirmationCode: code });
}

export async function resendEmailCode(email: string): Promise<void> {
  const { resendSignUpCode } = await loadAuth();
  await resendSignUpCode({ username: email });
}
