import { backstopAt, type BattleDeadlineTimer } from '@plume/shared/battles';
import { getBattle } from '#battles/data/battles';
import { runMove } from './run-move.ts';

/*
 * The server-side deadline of each battle question (docs/battles.md, « How a deadline fires when nobody answers »).
 * API Gateway runs code only when a frame arrives, and the clients' nudges are the usual knock at the deadline; this
 * timer is the backstop for a room every client abandoned (or whose nudges were lost): set when the question is
 * shown (the engine's `showQuestion` effects), it fires once at deadline + 1 s and plays the `deadline` move, which
 * reveals as a nudge would; the save's condition makes any number of knocks one reveal.
 */

/** How long a timer that fired early (AWS allows some drift) waits for its question to become revealable. */
const EARLY_FIRE_WAIT_LIMIT_MS = 5_000;

/**
 * The timer fired: reveals the question it guards if it is still the current one and nobody revealed it yet (which
 * shows the next question and sets its timer, or ends the battle). A late, repeated or stale timer changes nothing.
 */
export async function revealAtDeadline(timer: BattleDeadlineTimer): Promise<'revealed' | 'already-revealed' | 'not-due'> {
  const battle = await getBattle(timer.battleId);
  if (!battle || battle.status !== 'playing' || battle.current !== timer.index || battle.revealed >= timer.index) return 'already-revealed';
  const early = backstopAt(battle.deadline) - Date.now();
  if (early > 0) {
    if (early > EARLY_FIRE_WAIT_LIMIT_MS) return 'not-due';
    await new Promise((resolve) => setTimeout(resolve, early));
  }
  const { before, after } = await runMove(timer.battleId, { type: 'deadline', index: timer.index, at: Date.now() });
  return before && after && before.revealed < timer.index && after.revealed >= timer.index ? 'revealed' : 'already-revealed';
}
