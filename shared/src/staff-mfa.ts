/**
 * Staff rights need a second factor. Cognito requires MFA for a whole pool or nobody, and Plume's pool serves
 * families on shared devices too, so MFA is optional there: the pre-token-generation trigger
 * (lambdas/src/account/handlers/require-staff-mfa.ts) puts a staff group in a token only when its holder has TOTP set up
 * and preferred, which makes Cognito ask the code at every password sign-in, and has no verified phone number, with
 * which Cognito would let them sign in by an SMS code alone (passwordless sign-in asks no second factor, and no
 * trigger is told which first factor was used). Pure, so the trigger, its tests and the frontend agree on one rule.
 */

/** The Cognito groups that grant staff rights (the route table's `Group`s). */
export const STAFF_GROUPS = ['admin', 'finance', 'examinator'] as const;
export type StaffGroup = (typeof STAFF_GROUPS)[number];

/**
 * The ID-token claim the trigger adds when it withheld staff groups: the frontend then sends the person to set up
 * TOTP (« Sécuriser mon compte ») instead of the staff pages.
 */
export const MFA_SETUP_REQUIRED_CLAIM = 'plume_mfa_setup_required';
/** Added beside it when a verified phone number is (also) why: the page then offers to remove the number. */
export const STAFF_PHONE_CLAIM = 'plume_staff_phone_sign_in';

/** What AdminGetUser says of a user's MFA: the factors set up (`UserMFASettingList`) and the preferred one. */
export interface MfaSettings {
  enabled: readonly string[];
  preferred: string | undefined;
}

/** Cognito's name of TOTP (an authenticator app) in `UserMFASettingList` and `PreferredMfaSetting`. */
export const TOTP = 'SOFTWARE_TOKEN_MFA';

export const isStaffGroup = (group: string): boolean => (STAFF_GROUPS as readonly string[]).includes(group);

/** Whether the user signs in with an authenticator app's code: TOTP set up, and the factor Cognito asks for. */
export const signsInWithTotp = (mfa: MfaSettings): boolean => mfa.enabled.includes(TOTP) && mfa.preferred === TOTP;

/**
 * How a user can sign in: their MFA settings, whether a verified phone number allows a sign-in by SMS code, and whether
 * a provider's identity (Google, Apple, Facebook) is linked to them, through which Cognito signs them in without TOTP.
 */
export interface SignInFactors {
  mfa: MfaSettings;
  smsSignIn: boolean;
  providerSignIn?: boolean;
}

/**
 * Why staff groups were withheld: TOTP is not what Cognito asks, a phone number lets the user sign in without it, or
 * a provider's sign-in does (only an admin can unlink it: « Sécuriser mon compte » cannot help).
 */
export type WithheldBecause = 'totp_not_set_up' | 'phone_sign_in' | 'provider_sign_in';

/**
 * The groups a token may carry, the staff groups withheld (none when nothing is withheld) and why: staff rights only
 * for a user every sign-in of whom asks an authenticator app's code.
 */
export function groupsForToken(groups: readonly string[], { mfa, smsSignIn, providerSignIn = false }: SignInFactors): { granted: string[]; withheld: string[]; because: WithheldBecause[] } {
  const because: WithheldBecause[] = [
    ...(signsInWithTotp(mfa) ? [] : ['totp_not_set_up' as const]),
    ...(smsSignIn ? ['phone_sign_in' as const] : []),
    ...(providerSignIn ? ['provider_sign_in' as const] : []),
  ];
  if (because.length === 0 || !groups.some(isStaffGroup)) return { granted: [...groups], withheld: [], because: [] };
  return { granted: groups.filter((group) => !isStaffGroup(group)), withheld: groups.filter(isStaffGroup), because };
}
