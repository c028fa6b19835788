import * as api from '@plume/shared/endpoints';
import { questionProblems, Refusal } from '@plume/shared';
import { httpHandler } from '#runtime/http';
import { getCategory, levelQuestions, saveQuestions } from '#questions/data/catalog';

/** Creates or replaces one question (also how a question is hidden or shown again). */
export const handler = httpHandler(api.adminSaveQuestion, async ({ body, identity }) => {
  const category = await getCategory(body.category);
  if (!category) throw new Refusal('not_found', 'no_questions_found');
  const problems = questionProblems(body.question);
  if (problems.length) throw new Refusal('invalid', 'invalid_request', { problems });
  const existed = (await levelQuestions(body.category, body.question.subcategory, body.question.level, { includeHidden: true })).some((q) => q.id === body.question.id);
  await saveQuestions(body.category, [body.question], identity.sub);
  return { status: existed ? 200 : 201, message: 'question_saved', data: { id: body.question.id } };
});
