import * as z from 'zod';
import { groupsForToken, isStaffGroup, MFA_SETUP_REQUIRED_CLAIM } from '@plume/shared/staff-mfa';
import { mfaSettingsOf } from '#clients/cognito';
import { logger } from '#clients/logger';

/** The parts of Cognito's pre-token-generation event (V2) this trigger reads; the rest is returned untouched. */
const preTokenGenerationEvent = z.looseObject({
  userPoolId: z.string().min(1).max(55),
  userName: z.string().min(1).max(128),
  request: z.looseObject({
    // A user belongs to at most 100 groups (Cognito's quota); a group name has at most 128 characters.
    groupConfiguration: z.looseObject({ groupsToOverride: z.array(z.string().min(1).max(128)).max(100).optional() }),
  }),
});

/**
 * Cognito's pre-token-generation trigger: staff groups go into the tokens only of a user who signs in with TOTP (so
 * Cognito asked the code), else they are withheld and the ID token says why (`MFA_SETUP_REQUIRED_CLAIM`). Learners
 * cost no call; staff one AdminGetUser per token issued. A failure fails the sign-in: no token is better than a
 * staff token that skipped the check.
 */
export const handler = async (event: unknown) => {
  const { userPoolId, userName, request } = preTokenGenerationEvent.parse(event);
  const groups = request.groupConfiguration.groupsToOverride ?? [];
  if (!groups.some(isStaffGroup)) return event;
  const { granted, withheld } = groupsForToken(groups, await mfaSettingsOf(userPoolId, userName));
  if (withheld.length === 0) return event;
  logger.info('staff groups withheld until TOTP MFA is set up', { withheld });
  return {
    ...(event as object),
    response: {
      claimsAndScopeOverrideDetails: {
        idTokenGeneration: { claimsToAddOrOverride: { [MFA_SETUP_REQUIRED_CLAIM]: true } },
        groupOverrideDetails: { groupsToOverride: granted },
      },
    },
  };
};
