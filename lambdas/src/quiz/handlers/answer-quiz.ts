import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { answerQuestion } from '#quiz/answer-question';

export const handler = httpHandler(api.answerQuiz, async ({ body, identity }) => {
  const response = 'word' in body ? { word: body.word } : { choice: body.choice };
  return { message: 'answer_recorded', data: await answerQuestion(identity.sub, body.gameId, body.index, response, Date.now()) };
});
