import { categoryIds, type CategoryFile } from '@plume/shared/content';
import { quizCategoriesSchema } from '@plume/shared/quiz/quiz';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { adminQuestionKeys } from './query-keys';

export type CategoryId = CategoryFile['category']['id'];

/** `get_quiz_categories`: the categories an editor can pick from (only those the content schema knows can be saved). */
export async function getAdminCategories() {
  const categories = await call('get_quiz_categories', {}, { showSuccessToast: false, schema: quizCategoriesSchema });
  return categories.flatMap(({ id, ...category }) => (categoryIds.some((known) => known === id) ? [{ ...category, id: id as CategoryId }] : []));
}

export const adminCategoriesQueryOptions = () => queryOptions({ queryKey: adminQuestionKeys.categories(), queryFn: getAdminCategories, staleTime: 5 * 60_000 });

export const useAdminCategories = () => useQuery(adminCategoriesQueryOptions());
