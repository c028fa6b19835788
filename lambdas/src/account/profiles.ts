import { Refusal, type Account, type Profile } from '@plume/shared';
import { profileCreated } from '@plume/events';
import type { Identity } from '#runtime/auth';
import { publishEvent } from '#clients/bus';
import { profileUnlockKey } from '#clients/secrets';
import { ensureAccount, getAccount, getProfileRecord, updateAccount, type AccountPatch } from '#account/data/accounts';
import { writeIfCondition } from '#table/table';
import { isUnlocked } from '#runtime/profile-unlock';

/**
 * The one guard of every per-profile route: the profile belongs to the caller's account (404 otherwise, as for a
 * missing one) and, if it has a PIN, the request carries an unlock for it from `verify_profile_pin` (403
 * `profile_unlock_required` otherwise). Returns the profile, so a route that needs its settings reads nothing more.
 */
export async function assertOwnProfile(identity: Identity, profileId: string): Promise<Profile> {
  const record = await getProfileRecord(identity.sub, profileId);
  if (!record) throw new Refusal('not_found', 'profile_not_found');
  if (record.pinHash && !(await unlocks(identity, profileId, record.pinHash))) throw new Refusal('forbidden', 'profile_unlock_required', { profileId });
  return record.profile;
}

/**
 * Managing a profile (editing it, removing its PIN, deleting it) is done as that profile, or as the account holder:
 * a PIN-protected profile needs its own unlock or the holder's (or a holder without a PIN, whom anyone on the device
 * may act as). Otherwise a child could simply remove a parent's PIN.
 */
export async function assertCanManageProfile(identity: Identity, profileId: string): Promise<void> {
  const record = await getProfileRecord(identity.sub, profileId);
  if (!record) throw new Refusal('not_found', 'profile_not_found');
  if (!record.pinHash || (await unlocks(identity, profileId, record.pinHash))) return;
  await assertHolderPresent(identity);
}

/** Account-wide acts (deleting the account) are the holder's: a holder with a PIN must have unlocked their profile. */
export async function assertHolderPresent(identity: Identity): Promise<void> {
  // The holder's profile id is the account's subject.
  const holder = await getProfileRecord(identity.sub, identity.sub);
  if (holder?.pinHash && !(await unlocks(identity, identity.sub, holder.pinHash))) throw new Refusal('forbidden', 'profile_unlock_required', { profileId: identity.sub });
}

/** Reads the key only for a profile with a PIN: most requests never need it. */
async function unlocks(identity: Identity, profileId: string, pinHash: string): Promise<boolean> {
  return isUnlocked(await profileUnlockKey(), identity.profileUnlocks ?? [], identity.sub, profileId, pinHash);
}

/** Announces a new profile; its welcome coins follow from the event. */
export async function announceProfile(uid: string, profileId: string): Promise<void> {
  await publishEvent(profileCreated, { uid, profileId, createdAt: new Date().toISOString() });
}

/**
 * The signed-in account, created with the holder's profile on first use (announced, for its welcome coins), never
 * after a deletion (401 `account_deleted`).
 */
export async function ensureSignedInAccount(identity: Identity): Promise<void> {
  const ensured = await ensureAccount(identity);
  if (ensured === 'deleted') throw new Refusal('unauthorized', 'account_deleted');
  // The holder's profile id is the account's subject.
  if (ensured === 'created') await announceProfile(identity.sub, identity.sub);
}

/**
 * The holder changes the account's name or language, and sees the account as it now is. Only an account that exists:
 * the first sign-in creates it (`get_user`), a settings change never does (404 `account_not_found`).
 */
export async function updateOwnAccount(uid: string, patch: Pick<AccountPatch, 'name' | 'language'>): Promise<Account> {
  const written = await writeIfCondition(updateAccount(uid, patch));
  const account = written ? await getAccount(uid) : undefined;
  if (!account) throw new Refusal('not_found', 'account_not_found');
  return account;
}
