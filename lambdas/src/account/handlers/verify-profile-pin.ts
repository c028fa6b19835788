import * as api from '@plume/shared/endpoints';
import { Refusal } from '@plume/shared';
import { httpHandler } from '#runtime/http';
import { profileUnlockKey } from '#clients/secrets';
import { issueUnlock } from '#runtime/profile-unlock';
import { checkProfilePin, PIN_MAX_TRIES } from '#account/data/accounts';

/**
 * Checks a profile's PIN and answers with an unlock the browser sends with every call made as that profile.
 * Five wrong PINs in a row lock the profile for 15 minutes (423, with when it reopens); a right one resets the count.
 */
export const handler = httpHandler(api.verifyProfilePin, async ({ body, identity }) => {
  const check = await checkProfilePin(identity.sub, body.profileId, body.pin);
  switch (check.result) {
    case 'not-found':
      throw new Refusal('not_found', 'profile_not_found');
    case 'wrong':
      throw new Refusal('forbidden', 'profile_pin_wrong', { triesLeft: check.triesLeft, maxTries: PIN_MAX_TRIES });
    case 'locked':
      throw new Refusal('locked', 'profile_pin_locked', { lockedUntil: new Date(check.lockedUntil).toISOString() });
    case 'no-pin':
      return { message: 'profile_pin_ok', data: { profileId: body.profileId } };
    case 'ok': {
      const unlock = issueUnlock(await profileUnlockKey(), identity.sub, body.profileId, check.pinHash);
      return { message: 'profile_pin_ok', data: { profileId: body.profileId, unlock: unlock.token, expiresAt: new Date(unlock.expiresAt).toISOString() } };
    }
  }
});
