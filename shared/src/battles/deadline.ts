import * as z from 'zod';
import { entityId } from '../bounds.ts';
import { latestAcceptance } from './timing.ts';

/*
 * The server-side deadline of a battle question (docs/battles.md, « How a deadline fires when nobody answers »):
 * when a question is shown, a one-time timer is set for its deadline + 1 s; when it fires, the question is revealed
 * if nobody's nudge did it first, and the next question is shown (with its own timer).
 */

/** After the deadline, the backstop waits this long: past every answer still allowed (deadline + credit + grace). */
export const DEADLINE_BACKSTOP_MS = 1_000;

/** When the backstop of a question with this deadline fires (epoch ms). */
export function backstopAt(deadline: number): number {
  return Math.max(deadline + DEADLINE_BACKSTOP_MS, latestAcceptance(deadline) + 1);
}

/** What the timer carries to its handler: which battle, and which question it guards. */
export const battleDeadlineTimer = z.object({ battleId: entityId, index: z.int().min(0).max(99) });
export type BattleDeadlineTimer = z.infer<typeof battleDeadlineTimer>;

/**
 * The schedule's name: one per battle and question, so a retried show creates it once. Scheduler names are at most
 * 64 of [0-9a-zA-Z-_.]; a battle id is a UUID (36), but any id is reduced to those characters and cut to fit.
 */
export function battleDeadlineTimerName({ battleId, index }: BattleDeadlineTimer): string {
  const suffix = `-${index}`;
  const safeId = battleId.replace(/[^0-9a-zA-Z-_.]/g, '_').slice(0, 64 - 'battle-'.length - suffix.length);
  return `battle-${safeId}${suffix}`;
}
