import { battleFinished } from '@plume/events';
import { settle } from '@plume/shared/battles';
import { eventConsumer } from '#runtime/events';
import { moveCoins } from '#data/wallet';

/**
 * Pays out a finished battle's pot from the entries held on join (`settle()`): each movement carries its own
 * idempotency key (`battle:<id>:payout:<profile>`), so a replayed event moves nothing more. Bot games pay nothing;
 * family games give the entries back.
 */
export const handler = eventConsumer(battleFinished, async ({ detail }) => {
  const movements = settle({ battleId: detail.battleId, kind: detail.kind, entryFee: detail.entryFee, players: detail.players, familyGame: detail.familyGame, linkedAccounts: detail.linkedAccounts });
  for (const movement of movements) await moveCoins(movement.profileId, movement.amount, movement.reason, movement.key);
});
