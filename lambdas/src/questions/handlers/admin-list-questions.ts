import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { levelQuestions } from '#questions/data/catalog';

/** A level's questions for the editor, hidden ones included. */
export const handler = httpHandler(api.adminListQuestions, async ({ body }) => {
  const questions = await levelQuestions(body.category, body.subcategory, body.level, { includeHidden: true });
  return { message: 'questions_loaded', data: { questions: questions.map(({ category: _category, ...q }) => q) } };
});
