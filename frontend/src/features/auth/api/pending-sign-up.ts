/**
 * The password typed at sign-up, kept in memory only (never stored) so that confirming the e-mail code can sign the
 * person in at once. After a reload it is gone, and the person signs in by hand once the e-mail is confirmed.
 */
let pending: { email: string; password: string } | undefined;

export function rememberSignUp(email: string, password: string): void {
  pending = { email, password };
}

export function takePendingPassword(email: string): string | undefined {
  const password = pending?.email === email ? pending.password : undefined;
  pending = undefined;
  return password;
}
