/**
 * The one password policy: the AWS user pool is created with it (infra/src/stacks/auth-stack.ts), the local Cognito
 * refuses what it refuses (infra/local/cognito.ts), and the sign-up and reset forms check it live, rule by rule, so a
 * person never learns a rule from a refusal.
 * The rules are Cognito's, with its own reading of each: letters and digits are the basic Latin ones (« é » counts as
 * none), and a symbol is one of Cognito's list, or a space neither first nor last.
 */
export const passwordPolicy = { minLength: 10, requireLowercase: true, requireUppercase: true, requireDigits: true, requireSymbols: true } as const;

export type PasswordRule = 'length' | 'lowercase' | 'uppercase' | 'digit' | 'symbol';

/** Cognito's special characters (user pool password requirements). */
const SYMBOLS = new Set('^$*.[]{}()?-"!@#%&/\\,><\':;|_~`+=');

const rules: Record<PasswordRule, { required: boolean; met: (password: string) => boolean }> = {
  length: { required: true, met: (password) => password.length >= passwordPolicy.minLength },
  lowercase: { required: passwordPolicy.requireLowercase, met: (password) => /[a-z]/.test(password) },
  uppercase: { required: passwordPolicy.requireUppercase, met: (password) => /[A-Z]/.test(password) },
  digit: { required: passwordPolicy.requireDigits, met: (password) => /[0-9]/.test(password) },
  symbol: { required: passwordPolicy.requireSymbols, met: (password) => [...password].some((character) => SYMBOLS.has(character)) || / /.test(password.trim()) },
};

/** The rules of the policy, in the order the forms list them. */
export const passwordRules = (Object.keys(rules) as PasswordRule[]).filter((rule) => rules[rule].required);

/** The rules `password` does not meet yet (none: the pool accepts it). */
export function unmetPasswordRules(password: string): PasswordRule[] {
  return passwordRules.filter((rule) => !rules[rule].met(password));
}
