import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { serveQuestion } from '#quiz/serve-question';

export const handler = httpHandler(api.nextQuestion, async ({ body, identity }) => {
  const question = await serveQuestion(identity.sub, body.gameId, body.index, Date.now());
  return { message: 'next_question', data: { question, serverTime: Date.now() } };
});
