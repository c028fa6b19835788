import { randomUUID } from 'node:crypto';
import { message } from '@plume/shared';
import { forgetOpponent } from '#data/battle-stats';
import { battlesSeatedIn, scrubSeat, storedBattle, type Battle } from '#data/battles';
import { broadcast, roomFrame } from './battle-views.ts';
import { playOnWithout } from './groups.ts';

/*
 * Erasing a profile's traces in other people's battles (docs/battles.md, « Privacy and deletion »). The battles it
 * created go with it by the owner index; what remains is its seat in someone else's battle item, and its id and name
 * in its opponents' records and history lines. Runs in the profile-erasure consumer before the profile's partition is
 * erased (the seat notes and its own history are how the traces are found). Idempotent: a replay finds nothing left.
 */

/** What a seat or a history line shows instead of a deleted player. */
const avatarOfDeleted = 'plume';
const placeholderFor = () => ({ profileId: `erased-${randomUUID()}`, name: message('battle_player_erased'), avatar: avatarOfDeleted });

/** How many times a scrub is tried again when a move on the battle slipped in between its read and its write. */
const SCRUB_ATTEMPTS = 10;

export async function eraseBattleTraces(profileId: string, now: number): Promise<number> {
  const placeholder = placeholderFor();
  let changed = await forgetOpponent(profileId, placeholder);
  for (const battleId of await battlesSeatedIn(profileId)) {
    if (await scrubOneSeat(battleId, profileId, placeholder, now)) changed++;
  }
  return changed;
}

async function scrubOneSeat(battleId: string, profileId: string, placeholder: ReturnType<typeof placeholderFor>, now: number): Promise<boolean> {
  for (let attempt = 0; attempt < SCRUB_ATTEMPTS; attempt++) {
    const battle = await storedBattle(battleId);
    // Gone with its owner, never this profile's seat, or scrubbed by an earlier run: nothing of it left here.
    if (!battle?.players[profileId] || battle.ownerProfileId === profileId) return false;
    const after = await scrubSeat(battle, profileId, placeholder);
    if (after) {
      await tellTheOthers(after, now);
      return true;
    }
  }
  throw new Error(`battle ${battleId}: the seat of an erased profile kept changing; the erasure will be retried`);
}

/** The others see the seat empty (lobby) or the player gone (play): a duel ends by forfeit, a group plays on. */
async function tellTheOthers(after: Battle, now: number): Promise<void> {
  if (after.status === 'lobby') await broadcast(after, (id) => roomFrame(after, id));
  else if (after.status === 'playing') await playOnWithout(after, now);
}
