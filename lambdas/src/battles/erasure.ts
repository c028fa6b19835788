import { randomUUID } from 'node:crypto';
import { message } from '@plume/shared';
import { forgetOpponent } from '#battles/data/battle-stats';
import { battlesOwnedBy, battlesSeatedIn, scrubSeat, storedBattle } from '#battles/data/battles';
import { runMove } from './run-move.ts';

/*
 * Erasing a profile's traces in other people's battles (docs/battles.md, « Privacy and deletion »): its seat in
 * someone else's battle item, and its id and name in its opponents' records and history lines. The battles it created
 * go with it by the owner index, but not before the others are settled: a room waiting in its lobby is deleted as when
 * its owner leaves (every entry refunded, everyone told), and a battle in play goes on without the owner, anonymous and
 * no longer on the owner index (it expires with its TTL). Runs in the profile-erasure consumer before the profile's
 * partitions are erased (the seat notes and its own history are how the traces are found). Idempotent: a replay finds
 * nothing left.
 */

/** What a seat or a history line shows instead of a deleted player. */
const avatarOfDeleted = 'plume';
const placeholderFor = () => ({ profileId: `erased-${randomUUID()}`, name: message('battle_player_erased'), avatar: avatarOfDeleted });

/** How many times a scrub is tried again when a move on the battle slipped in between its read and its write. */
const SCRUB_ATTEMPTS = 10;

export async function eraseBattleTraces(profileId: string, now: number): Promise<number> {
  const placeholder = placeholderFor();
  let changed = await forgetOpponent(profileId, placeholder);
  for (const battleId of [...(await battlesOwnedBy(profileId)), ...(await battlesSeatedIn(profileId))]) {
    if (await scrubOneSeat(battleId, profileId, placeholder, now)) changed++;
  }
  return changed;
}

async function scrubOneSeat(battleId: string, profileId: string, placeholder: ReturnType<typeof placeholderFor>, now: number): Promise<boolean> {
  for (let attempt = 0; attempt < SCRUB_ATTEMPTS; attempt++) {
    const battle = await storedBattle(battleId);
    // Never this profile's seat, or scrubbed by an earlier run: nothing of it left here.
    if (!battle?.players[profileId]) return false;
    if (battle.ownerProfileId === profileId && battle.status === 'lobby') {
      const { after } = await runMove(battleId, { type: 'delete_room', ownerProfileId: profileId }, () => now);
      if (after?.status === 'deleted') return true;
      continue; // it started meanwhile
    }
    // Over: its players' results are in their own records already, and the item goes with its owner.
    if (battle.ownerProfileId === profileId && battle.status !== 'playing') return false;
    const after = await scrubSeat(battle, profileId, placeholder);
    if (after) {
      // The others see the seat empty (lobby) or the player gone (play): a duel ends by forfeit, a group plays on.
      await runMove(battleId, { type: 'play_on' }, () => now);
      return true;
    }
  }
  throw new Error(`battle ${battleId}: the seat of an erased profile kept changing; the erasure will be retried`);
}
