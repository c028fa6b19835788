import { emptyBody, HttpError, httpHandler } from '#lib/http';
import { listCategories } from '#data/catalog';

export const handler = httpHandler(emptyBody, async () => {
  const categories = await listCategories();
  if (!categories.length) throw new HttpError(404, 'no_quizzes_available');
  return { message: 'categories_loaded', data: categories };
});
