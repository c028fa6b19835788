import { profileDeleted } from '@plume/events';
import { publishEvent } from '#clients/bus';
import { closeConnection } from '#clients/websocket';
import { accountForErasure, writeTombstone } from '#account/data/accounts';
import { connectionsOf, deleteConnection } from '#connections/data/connections';
import { forgetAccountAccess } from '#runtime/account-access';

/** Closes every WebSocket of the account (a deactivated or deleted account keeps none open) and forgets them. */
export async function closeAccountConnections(uid: string): Promise<void> {
  await Promise.all((await connectionsOf(uid)).map(async (connectionId) => {
    await closeConnection(connectionId);
    await deleteConnection(connectionId);
  }));
}

/**
 * Deletes an account's data, after its sign-in was deleted: its sockets are closed, a `profile.deleted` per profile
 * hands the erasure to the consumer (retried until done; the holder's event carries the account), and the tombstone
 * refuses the account's unexpired tokens from now on (the consumer writes it again before erasing, in case this
 * process stops right after publishing).
 */
export async function deleteAccount(uid: string): Promise<void> {
  const { email, profileIds } = await accountForErasure(uid);
  await closeAccountConnections(uid);
  const deletedAt = new Date().toISOString();
  const holder = { uid, profileId: uid, account: email ? { email } : {}, deletedAt };
  await Promise.all([
    publishEvent(profileDeleted, holder),
    ...profileIds.filter((profileId) => profileId !== uid).map((profileId) => publishEvent(profileDeleted, { uid, profileId, deletedAt })),
  ]);
  await writeTombstone(uid);
  forgetAccountAccess(uid);
}
