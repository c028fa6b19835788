import { quizCategoriesSchema, type QuizCategory } from '@plume/shared/quiz/quiz';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { quizKeys } from './query-keys';

export type { QuizCategory } from '@plume/shared/quiz/quiz';

/** `get_quiz_categories`: every category with its subcategories (404 `no_quizzes_available` when none is active). */
export function getQuizCategories(): Promise<QuizCategory[]> {
  return call('get_quiz_categories', {}, { showSuccessToast: false, schema: quizCategoriesSchema });
}

export const quizCategoriesQueryOptions = () => queryOptions({ queryKey: quizKeys.categories(), queryFn: getQuizCategories, staleTime: 5 * 60_000 });

/** `enabled: false` where a screen only needs the names when its game has a category. */
export const useQuizCategories = ({ enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...quizCategoriesQueryOptions(), enabled });
