/**
 * Staff rights need a second factor. Cognito requires MFA for a whole pool or nobody, and Plume's pool serves
 * families on shared devices too, so MFA is optional there: the pre-token-generation trigger
 * (lambdas/src/handlers/auth/require-staff-mfa.ts) puts a staff group in a token only when its holder has TOTP set up
 * and preferred, which makes Cognito ask the code at every sign-in. Pure, so the trigger, its tests and the frontend
 * agree on one rule.
 */

/** The Cognito groups that grant staff rights (the route table's `Group`s). */
export const STAFF_GROUPS = ['admin', 'finance', 'examinator'] as const;

/**
 * The ID-token claim the trigger adds when it withheld staff groups: the frontend then sends the person to set up
 * TOTP (« Sécuriser mon compte ») instead of the staff pages.
 */
export const MFA_SETUP_REQUIRED_CLAIM = 'plume_mfa_setup_required';

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

/** The groups a token may carry, and the staff groups withheld until TOTP is set up (none when nothing is withheld). */
export function groupsForToken(groups: readonly string[], mfa: MfaSettings): { granted: string[]; withheld: string[] } {
  if (signsInWithTotp(mfa)) return { granted: [...groups], withheld: [] };
  return { granted: groups.filter((group) => !isStaffGroup(group)), withheld: groups.filter(isStaffGroup) };
}
