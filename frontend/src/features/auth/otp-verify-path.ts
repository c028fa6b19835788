/** /auth/otp-verify/ confirms either the sign-up e-mail code or the SMS sign-in code; the query says which. */
export type CodeTarget = { email: string } | { phone: string };

export function otpVerifyPath(target: CodeTarget): string {
  return `/auth/otp-verify/?${new URLSearchParams(target).toString()}`;
}

export function codeTargetOf(search: URLSearchParams): CodeTarget | undefined {
  const email = search.get('email');
  const phone = search.get('phone');
  if (email) return { email };
  if (phone) return { phone };
  return undefined;
}
