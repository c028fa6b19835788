import { answerRequestSchema } from '@plume/shared';
import { httpHandler } from '#runtime/http';
import { answerQuestion } from '#games/answer-question';

export const handler = httpHandler(answerRequestSchema, async ({ body, identity }) => {
  const response = 'word' in body ? { word: body.word } : { choice: body.choice };
  return { message: 'answer_recorded', data: await answerQuestion(identity!.sub, body.gameId, body.index, response, Date.now()) };
});
