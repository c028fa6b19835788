import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { apiCall } from '@/lib/api-client';
import { quizKeys } from './query-keys';

const subcategorySchema = z.object({ id: z.string(), name: z.string(), levels: z.int(), questions: z.int() });
const categorySchema = z.object({ id: z.string(), name: z.string(), description: z.string(), subcategories: z.array(subcategorySchema) });
export type QuizCategory = z.infer<typeof categorySchema>;
const categoriesSchema = z.array(categorySchema);

/** `get_quiz_categories`: every category with its subcategories (404 `no_quizzes_available` when none is active). */
export function getQuizCategories(): Promise<QuizCategory[]> {
  return apiCall({ path: 'get_quiz_categories', showSuccessToast: false, schema: categoriesSchema });
}

export const quizCategoriesQueryOptions = () => queryOptions({ queryKey: quizKeys.categories(), queryFn: getQuizCategories, staleTime: 5 * 60_000 });

/** `enabled: false` where a screen only needs the names when its game has a category. */
export const useQuizCategories = ({ enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...quizCategoriesQueryOptions(), enabled });
