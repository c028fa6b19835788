import { randomInt } from 'node:crypto';
import { lifelineMove, Refusal, type Game, type Lifeline } from '@plume/shared';
import { moveWrite, saveMove } from '#quiz/data/games';
import { moveCoins } from '#wallet/data/wallet';
import { completeGame, playableGame } from './game-lifecycle.ts';

/**
 * 50/50, audience poll, skip or reset timer on the current question, each once per game, where the mode offers it
 * (seed §4), for `quiz.lifelineCost` coins. The payment and the claim on the game are ONE transaction: of N copies
 * sent at once, exactly one pays and is granted; the others are refused with 'Lifeline already used' and pay nothing.
 * After the question's deadline a lifeline is refused, and a skip counts as a timed-out answer.
 */
export async function useLifeline(uid: string, gameId: string, index: number, lifeline: Lifeline, now: number) {
  const game = await playableGame(uid, gameId, index);
  const move = lifelineMove(game, lifeline, now, randomInt);
  if (move.kind === 'refused') throw new Refusal('conflict', move.key);
  if (move.kind === 'timed-out') {
    if (!(await saveMove(game, move.outcome.game))) throw new Refusal('conflict', 'answer_already_given');
    if (move.outcome.finished) await completeGame(move.outcome.game, move.outcome.finished);
    return { kind: 'timed-out' as const, answer: { ...move.outcome.reveal, score: move.outcome.game.points, ...(move.outcome.finished ? { finished: move.outcome.finished } : {}) } };
  }
  const balance = await claim(game, move.game, lifeline, now);
  if (move.finished) await completeGame(move.game, move.finished);
  return { kind: 'granted' as const, granted: { lifeline, ...(balance === undefined ? {} : { balance }), ...move.help, ...(move.finished ? { finished: move.finished } : {}) } };
}

/** Pays for and records the lifeline together; returns the balance after payment when it cost something. */
async function claim(before: Game, after: Game, lifeline: Lifeline, now: number): Promise<number | undefined> {
  const claimed = { lifeline, now };
  const cost = before.rules.lifelineCost ?? 0;
  if (cost <= 0) {
    if (!(await saveMove(before, after, claimed))) throw new Refusal('conflict', 'lifeline_already_used');
    return undefined;
  }
  const paid = await moveCoins(before.profileId, -cost, `lifeline:${lifeline}`, `lifeline:${before.gameId}:${lifeline}`, [{ Update: moveWrite(before, after, claimed) }]);
  if (paid.status === 'insufficient') throw new Refusal('conflict', 'not_enough_coins', { balance: paid.balance, cost });
  if (paid.status !== 'applied') throw new Refusal('conflict', 'lifeline_already_used');
  return paid.entry.balanceAfter;
}
