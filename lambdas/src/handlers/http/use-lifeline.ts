import { randomInt } from 'node:crypto';
import { lifelineRefusal, useLifelineRequestSchema, Refusal } from '@plume/shared';
import { httpHandler } from '#runtime/http';
import { completeGame, playableGame } from '#games/game-lifecycle';
import { answer, audiencePoll, fiftyFifty, type Game } from '@plume/shared';
import { getGame, saveMove } from '#data/games';
import { moveCoins } from '#data/wallet';

/**
 * 50/50, audience poll, skip or reset timer on the current question, each once per game, where the mode offers it
 * (seed §4). Each costs `quiz.lifelineCost` coins, paid once per game and lifeline; a balance too small for it
 * refuses the lifeline ('You Don't have enough coins'), and a move that loses a race is refunded.
 */
export const handler = httpHandler<typeof useLifelineRequestSchema, Record<string, unknown>>(useLifelineRequestSchema, async ({ body, identity }) => {
  const game = await playableGame(identity!, body.gameId, body.index);
  const refusal = game.lifelinesAllowed.includes(body.lifeline) ? lifelineRefusal(game.lifelines, body.lifeline) : 'lifeline_not_allowed';
  if (refusal) throw new Refusal('conflict', refusal);
  const balance = await pay(game, body.lifeline);
  const lifelines = [...game.lifelines, body.lifeline];
  const now = Date.now();
  const save = async (after: Game) => {
    if (await saveMove(game, after)) return;
    // Lost a race: refunded, unless the move that won recorded this very lifeline (then it was paid for and used).
    if (!(await getGame(game.gameId))?.lifelines.includes(body.lifeline)) await refund(game, body.lifeline);
    throw new Refusal('conflict', 'answer_already_given');
  };
  if (body.lifeline === 'skip') {
    const skipped = answer({ ...game, lifelines }, { skip: true }, now);
    await save(skipped.game);
    if (skipped.finished) await completeGame(skipped.game, skipped.finished);
    // A skipped question is not revealed: the player may meet it again in another game.
    return { message: 'lifeline_used', data: { lifeline: body.lifeline, balance, ...(skipped.finished ? { finished: skipped.finished } : {}) } };
  }
  const after = { ...game, lifelines, ...(body.lifeline === 'reset-timer' ? { deadline: now + game.questionMs } : {}) };
  await save(after);
  const help = body.lifeline === 'fifty-fifty' ? { removed: fiftyFifty(game, randomInt) } : body.lifeline === 'audience-poll' ? { votes: audiencePoll(game, randomInt) } : { deadline: after.deadline };
  return { message: 'lifeline_used', data: { lifeline: body.lifeline, balance, ...help } };
});

const paymentKey = (game: Game, lifeline: string) => `lifeline:${game.gameId}:${lifeline}`;

/** Pays for the lifeline once per game (an earlier try's payment counts); returns the balance after it when this call paid. */
async function pay(game: Game, lifeline: string): Promise<number | undefined> {
  const cost = game.rules.lifelineCost ?? 0;
  if (cost <= 0) return undefined;
  const paid = await moveCoins(game.profileId, -cost, `lifeline:${lifeline}`, paymentKey(game, lifeline));
  if (paid.status === 'insufficient') throw new Refusal('conflict', 'not_enough_coins', { balance: paid.balance, cost });
  return paid.status === 'applied' ? paid.entry.balanceAfter : undefined;
}

async function refund(game: Game, lifeline: string): Promise<void> {
  const cost = game.rules.lifelineCost ?? 0;
  if (cost > 0) await moveCoins(game.profileId, cost, 'refund:lifeline', `refund:${paymentKey(game, lifeline)}`);
}
