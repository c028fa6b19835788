import { battleFinished } from '@plume/events';
import { settle, winningsOf } from '@plume/shared/battles';
import { eventConsumer } from '#runtime/events';
import { unlockFor } from '#badges/unlock-for';
import { profileExists } from '#account/data/accounts';
import { lifetimeEarningWrite } from '#wallet/data/earnings';
import { moveCoins } from '#wallet/data/wallet';

/**
 * Pays out a finished battle's pot from the entries held on join (`settle()`): each movement carries its own
 * idempotency key (`battle:<id>:payout:<profile>`), so a replayed event moves nothing more. Bot games pay nothing;
 * family games give the entries back. A winner's winnings (the pot beyond its own entry) count for « Élite », added in
 * the payout's own transaction, so once.
 */
export const handler = eventConsumer(battleFinished, async ({ detail }) => {
  const movements = settle({ battleId: detail.battleId, kind: detail.kind, entryFee: detail.entryFee, players: detail.players, familyGame: detail.familyGame, linkedAccounts: detail.linkedAccounts });
  for (const movement of movements) {
    const winnings = winningsOf(movement, detail.entryFee);
    await moveCoins(movement.profileId, movement.amount, movement.reason, movement.key, winnings > 0 ? [lifetimeEarningWrite(movement.profileId, winnings)] : []);
    const player = detail.players.find((p) => p.profileId === movement.profileId);
    if (winnings > 0 && player && (await profileExists(player.uid, player.profileId))) await unlockFor(player.profileId);
  }
});
