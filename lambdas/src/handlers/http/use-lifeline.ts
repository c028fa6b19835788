import { lifelineRefusal, useLifelineRequestSchema } from '@plume/shared';
import { HttpError, httpHandler } from '#lib/http';
import { completeGame, playableGame } from '#lib/games';
import { answer, audiencePoll, fiftyFifty } from '#lib/quiz-game';
import { saveMove } from '#data/games';

/** 50/50, audience poll, skip or reset timer on the current question, each once per game, where the mode offers it (seed §4). */
export const handler = httpHandler<typeof useLifelineRequestSchema, Record<string, unknown>>(useLifelineRequestSchema, async ({ body, identity }) => {
  const game = await playableGame(identity!, body.gameId, body.index);
  const refusal = game.lifelinesAllowed.includes(body.lifeline) ? lifelineRefusal(game.lifelines, body.lifeline) : 'lifeline_not_allowed';
  if (refusal) throw new HttpError(409, refusal);
  const lifelines = [...game.lifelines, body.lifeline];
  const now = Date.now();
  if (body.lifeline === 'skip') {
    const skipped = answer({ ...game, lifelines }, { skip: true }, now);
    if (!(await saveMove(game, skipped.game))) throw new HttpError(409, 'answer_already_given');
    if (skipped.finished) await completeGame(skipped.game, skipped.finished);
    // A skipped question is not revealed: the player may meet it again in another game.
    return { message: 'lifeline_used', data: { lifeline: body.lifeline, ...(skipped.finished ? { finished: skipped.finished } : {}) } };
  }
  const after = { ...game, lifelines, ...(body.lifeline === 'reset-timer' ? { deadline: now + game.questionMs } : {}) };
  if (!(await saveMove(game, after))) throw new HttpError(409, 'answer_already_given');
  const help = body.lifeline === 'fifty-fifty' ? { removed: fiftyFifty(game) } : body.lifeline === 'audience-poll' ? { votes: audiencePoll(game) } : { deadline: after.deadline };
  return { message: 'lifeline_used', data: { lifeline: body.lifeline, ...help } };
});
