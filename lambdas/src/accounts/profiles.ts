import { Refusal, type Profile } from '@plume/shared';
import { profileCreated } from '@plume/events';
import type { Identity } from '#runtime/auth';
import { publishEvent } from '#clients/bus';
import { getProfile } from '#data/accounts';

/**
 * Every per-profile route acts only on a profile of the caller's own account (404 otherwise, as for a missing one).
 * Returns the profile, so a route that needs its settings reads nothing more.
 */
export async function assertOwnProfile(identity: Identity, profileId: string): Promise<Profile> {
  const profile = await getProfile(identity.sub, profileId);
  if (!profile) throw new Refusal('not_found', 'profile_not_found');
  return profile;
}

/** Announces a new profile; its welcome coins follow from the event. */
export async function announceProfile(uid: string, profileId: string): Promise<void> {
  await publishEvent(profileCreated, { uid, profileId, createdAt: new Date().toISOString() });
}
