import { Refusal } from '@plume/shared';
import { play, type Battle, type BattleEffect, type BattleMove } from '@plume/shared/battles';
import { battleFinished } from '@plume/events';
import { publishEvent } from '#clients/bus';
import { logger } from '#clients/logger';
import { countMetric } from '#clients/metrics';
import { setTimer } from '#clients/timers';
import { getBattle, saveBattle } from '#battles/data/battles';
import { moveCoins } from '#wallet/data/wallet';
import { deliver } from '#runtime/websocket';
import { relationOf } from '#referrals/referrals';

/*
 * Every move on a battle goes through here (docs/battles.md): load the battle, run the engine
 * (`@plume/shared/battles` engine.ts), save the battle it returns on condition that its state version is still the
 * one read (every write on a battle counts one more), and only then carry out the effects. A save that lost a race
 * runs the move again on the battle as it is now, so N copies of a move have one effect, and a seat, an answer and a
 * reveal cannot race each other. A refusal is thrown after the effects of what the knock settled on the way. Coins
 * the engine moves `withSave` (a seat's refund, a joining seat's entry fee) commit in the save's transaction: a wallet
 * that cannot pay them refuses the move (`battle_not_enough_coins`) with nothing written.
 */

/** Each lost race means another move was saved, so a move gives up only on a battle changing this often under it. */
const MAX_ATTEMPTS = 25;

export interface MoveDone {
  /** The battle as read before the move that was saved (or refused), and after it; undefined when there is no battle. */
  before?: Battle;
  after?: Battle;
}

/**
 * Runs one move on a battle. `clock`: the server's clock, read at each attempt. A battle that does not exist refuses
 * a player's move (`battle_not_found`) and is nothing to a timer's. `accepted`: what the engine cannot do for a move it
 * accepted (the connection's record of its seat), run once the battle is saved and before the effects are delivered.
 */
export async function runMove(battleId: string, move: BattleMove, clock: () => number = Date.now, accepted?: (done: Required<MoveDone>) => Promise<void>): Promise<MoveDone> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const before = await getBattle(battleId);
    if (!before) {
      if ('uid' in move) throw new Refusal('not_found', 'battle_not_found');
      return {};
    }
    const { battle: after, effects: played } = play(before, move, clock());
    // One movement commits with the save (a wallet's transaction holds one): a seat's entry fee, or a refund. Another
    // (two lobby seats given up at one knock) is a refund, idempotent by key, moved once the save is written.
    const held = played.find((e): e is Extract<BattleEffect, { type: 'coins' }> => e.type === 'coins' && !!e.withSave);
    const effects = played.map((e) => (e.type === 'coins' && e.withSave && e !== held ? { ...e, withSave: false } : e));
    if (after !== before) {
      const saved = await saveBattle(before, after, held?.movement);
      if (saved === 'changed') continue; // someone wrote the battle meanwhile: again
      if (saved === 'insufficient') throw new Refusal('conflict', 'battle_not_enough_coins');
    }
    const refusal = effects.find((e) => e.type === 'refuse');
    if (!refusal && accepted) await accepted({ before, after });
    await deliverEffects(battleId, effects);
    if (refusal) throw new Refusal(refusal.kind, refusal.key);
    return { before, after };
  }
  throw new Error(`battle ${battleId}: the battle kept changing under a ${move.type} move`);
}

/**
 * Carries out a move's effects, in order: coins, then frames (each connection gets its frames in order, connections
 * in parallel), timers, metrics and events. A seat whose connection is found gone is marked away (a move of its own).
 */
export async function deliverEffects(battleId: string, effects: readonly BattleEffect[]): Promise<void> {
  const gone = new Map<string, { profileId: string; connectionId: string }>();
  let batch: Extract<BattleEffect, { type: 'frame' }>[] = [];
  const flush = async () => {
    const byConnection = new Map<string, typeof batch>();
    for (const effect of batch) byConnection.set(effect.connectionId, [...(byConnection.get(effect.connectionId) ?? []), effect]);
    batch = [];
    await Promise.all([...byConnection.values()].map(async (frames) => {
      for (const effect of frames) {
        if (!(await deliver(effect.connectionId, effect.frame)) && effect.seat) {
          gone.set(`${effect.seat}#${effect.connectionId}`, { profileId: effect.seat, connectionId: effect.connectionId });
          return; // the rest would not arrive either
        }
      }
    }));
  };
  for (const effect of effects) {
    if (effect.type === 'frame') {
      batch.push(effect);
      continue;
    }
    await flush();
    switch (effect.type) {
      case 'coins':
        // Held in the save's transaction already; the others are idempotent by key (a retried move pays nobody twice).
        if (!effect.withSave) await moveCoins(effect.movement.profileId, effect.movement.amount, effect.movement.reason, effect.movement.key);
        break;
      case 'timer':
        await armTimer(effect);
        break;
      case 'metric':
        countMetric(effect.metric);
        break;
      case 'finished':
        await announce(effect);
        break;
      case 'refuse':
        break;
    }
  }
  await flush();
  for (const { profileId, connectionId } of gone.values()) await runMove(battleId, { type: 'away', profileId, connectionId, loss: 'disconnect', at: Date.now() });
}

/**
 * The result to every player, then `battle.finished`. A game played within one family (docs/economy.md) is said so
 * on the result, and pays as a bot game would. (A connection found gone is only forgotten: a seat is not kept past
 * the end.)
 */
async function announce(effect: Extract<BattleEffect, { type: 'finished' }>): Promise<void> {
  const relation = effect.familyAccounts ? await relationOf(effect.familyAccounts.uids, effect.familyAccounts.at) : 'strangers';
  const familyGame = relation === 'family';
  const frame = { ...effect.frame, ...(familyGame ? { familyGame } : {}) };
  await Promise.all(effect.recipients.map(({ connectionId }) => deliver(connectionId, frame)));
  if (effect.event) await publishEvent(battleFinished, { ...effect.event, familyGame, linkedAccounts: relation === 'linked' });
}

/**
 * Sets a battle's timer. A failure is logged, not thrown: the battle is written already, and the players' nudges (or
 * the next move on the battle) still do what the timer would; only a room nobody knocks at would wait for its TTL.
 */
async function armTimer(effect: Extract<BattleEffect, { type: 'timer' }>): Promise<void> {
  try {
    await setTimer(effect.timer, effect.name, effect.at, effect.payload);
  } catch (error) {
    logger.error('battle timer not set', { timer: effect.timer, ...effect.payload, error: error as Error });
  }
}
