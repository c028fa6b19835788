import { backstopAt, battleDeadlineTimerName, type BattleDeadlineTimer } from '@plume/shared/battles';
import { logger } from '#clients/logger';
import { countMetric } from '#clients/metrics';
import { setTimer } from '#clients/timers';
import { getBattle, type Battle } from '#data/battles';
import { broadcast, questionFrame } from './battle-views.ts';
import { revealIfDue } from './play.ts';

/*
 * The server-side deadline of each battle question (docs/battles.md, « How a deadline fires when nobody answers »).
 * API Gateway runs code only when a frame arrives, and the clients' nudges are the usual knock at the deadline; this
 * timer is the backstop for a room every client abandoned (or whose nudges were lost): set when the question is
 * shown, it fires once at deadline + 1 s and calls the same reveal as a nudge, whose conditional write makes any
 * number of knocks one reveal.
 */

/** The timer's name in the manifest (`timers`). */
const BATTLE_DEADLINE_TIMER = 'battle-deadline';

/**
 * Shows the battle's current question to every player and sets its deadline timer. Call it only after the write that
 * made this question current won (a start, a match, a reveal), so each question is shown, and its timer set, once.
 * Every way a battle starts (a room's start, a group's, a match, a bot battle) shows its first question here once, so
 * this is where a battle counts as started (`BattlesStarted`), as `announceIfFinished` is where it counts as finished:
 * the two count the same battles (Q&A rounds in neither), and the finished never outnumber the started.
 */
export async function showQuestion(battle: Battle): Promise<void> {
  if (battle.current === 0 && battle.status === 'playing') countBattle(battle, 'BattlesStarted');
  const serverTime = Date.now();
  await Promise.all([broadcast(battle, (id) => questionFrame(battle, id, serverTime)), armDeadline(battle)]);
}

/**
 * Sets the timer of the current question. A failure is logged, not thrown: the question is shown and written already,
 * and the players' nudges still reveal it; only a room nobody nudges would wait for its item's TTL.
 */
export async function armDeadline(battle: Battle): Promise<void> {
  if (battle.status !== 'playing') return;
  const timer: BattleDeadlineTimer = { battleId: battle.battleId, index: battle.current };
  try {
    await setTimer(BATTLE_DEADLINE_TIMER, battleDeadlineTimerName(timer), backstopAt(battle.deadline), timer);
  } catch (error) {
    logger.error('battle deadline timer not set', { battleId: battle.battleId, index: battle.current, error: error as Error });
  }
}

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
  return (await revealIfDue(battle, Date.now())) ? 'revealed' : 'already-revealed';
}

/** The admin's battle figures (docs/admin.md) count duels, random, bot and group battles; Q&A rounds are learning, not battles. */
export function countBattle(battle: Battle, metric: 'BattlesStarted' | 'BattlesFinished'): void {
  if (!battle.qanda) countMetric(metric);
}
