import * as api from '@plume/shared/endpoints';
import { Refusal } from '@plume/shared';
import { httpHandler } from '#runtime/http';
import { listCategories } from '#questions/data/catalog';

export const handler = httpHandler(api.getQuizCategories, async () => {
  const categories = await listCategories();
  if (!categories.length) throw new Refusal('not_found', 'no_quizzes_available');
  return { message: 'categories_loaded', data: categories };
});
