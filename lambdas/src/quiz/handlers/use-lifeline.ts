import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { useLifeline } from '#quiz/use-lifeline';

export const handler = httpHandler(api.useLifeline, async ({ body, identity }) => {
  const outcome = await useLifeline(identity.sub, body.gameId, body.index, body.lifeline, Date.now());
  // Too late for a lifeline: a skip became a timed-out answer, revealed like any answer.
  return outcome.kind === 'timed-out' ? { message: 'question_timed_out', data: outcome.answer } : { message: 'lifeline_used', data: outcome.granted };
});
