import * as z from 'zod';
import { groupsForToken, isStaffGroup, MFA_SETUP_REQUIRED_CLAIM, STAFF_PHONE_CLAIM } from '@plume/shared/staff-mfa';
import { mfaSettingsOf } from '#clients/cognito';
import { logger } from '#clients/logger';

/** The parts of Cognito's pre-token-generation event (V2) this trigger reads; the rest is returned untouched. */
const preTokenGenerationEvent = z.looseObject({
  userPoolId: z.string().min(1).max(55),
  userName: z.string().min(1).max(128),
  request: z.looseObject({
    // Cognito sends attribute values as strings.
    userAttributes: z.looseObject({
      phone_number: z.string().max(32).optional(),
      phone_number_verified: z.string().max(5).optional(),
      // The provider identities linked to the user, a JSON list (at most five links, a few hundred characters each).
      identities: z.string().max(4096).optional(),
    }),
    // A user belongs to at most 100 groups (Cognito's quota); a group name has at most 128 characters.
    groupConfiguration: z.looseObject({ groupsToOverride: z.array(z.string().min(1).max(128)).max(100).optional() }),
  }),
});

/**
 * Cognito's pre-token-generation trigger: staff groups go into the tokens only of a user who signs in with TOTP (so
 * Cognito asked the code) and cannot sign in by SMS code or through a linked provider instead, else they are withheld
 * and the ID token says so (`MFA_SETUP_REQUIRED_CLAIM`) and, for a phone number, why (`STAFF_PHONE_CLAIM`). Learners
 * cost no call; staff one AdminGetUser per token issued. A failure fails the sign-in: no token is better than a
 * staff token that skipped the check.
 */
export const handler = async (event: unknown) => {
  const { userPoolId, userName, request } = preTokenGenerationEvent.parse(event);
  const groups = request.groupConfiguration.groupsToOverride ?? [];
  if (!groups.some(isStaffGroup)) return event;
  // Whether Cognito keeps the verified flag once the number is deleted is not documented: both are read.
  const smsSignIn = Boolean(request.userAttributes.phone_number) && request.userAttributes.phone_number_verified === 'true';
  const providerSignIn = !['', '[]'].includes((request.userAttributes.identities ?? '').trim());
  const { granted, withheld, because } = groupsForToken(groups, { mfa: await mfaSettingsOf(userPoolId, userName), smsSignIn, providerSignIn });
  if (withheld.length === 0) return event;
  logger.info('staff groups withheld', { withheld, because });
  // « Sécuriser mon compte » sets up TOTP and removes a phone number; a provider's link only an admin removes.
  const canSecure = because.some((reason) => reason !== 'provider_sign_in');
  const claims = {
    ...(canSecure ? { [MFA_SETUP_REQUIRED_CLAIM]: true } : {}),
    ...(because.includes('phone_sign_in') ? { [STAFF_PHONE_CLAIM]: true } : {}),
  };
  return {
    ...(event as object),
    response: {
      claimsAndScopeOverrideDetails: {
        idTokenGeneration: { claimsToAddOrOverride: claims },
        groupOverrideDetails: { groupsToOverride: granted },
      },
    },
  };
};
