import { Refusal } from '@plume/shared';
import { profileCreated } from '@plume/events';
import type { Identity } from '#runtime/auth';
import { publishEvent } from '#clients/bus';
import { profileBelongsTo } from '#data/accounts';

/** Every per-profile route acts only on a profile of the caller's own account (404 otherwise, as for a missing one). */
export async function assertOwnProfile(identity: Identity, profileId: string): Promise<void> {
  if (!(await profileBelongsTo(identity.sub, profileId))) throw new Refusal('not_found', 'profile_not_found');
}

/** Announces a new profile; its welcome coins follow from the event. */
export async function announceProfile(uid: string, profileId: string): Promise<void> {
  await publishEvent(profileCreated, { uid, profileId, createdAt: new Date().toISOString() });
}
