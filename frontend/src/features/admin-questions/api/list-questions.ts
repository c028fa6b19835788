import { adminQuestionSchema } from '@plume/shared/quiz/play-requests';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { apiCall } from '@/lib/api-client';
import type { CategoryId } from './get-categories';
import { adminQuestionKeys } from './query-keys';

// Read leniently: a field the server adds later must not hide the whole list.
const questionsSchema = z.object({ questions: z.array(z.object(adminQuestionSchema.shape)) });

export interface LevelSelection {
  category: CategoryId;
  subcategory: string;
  level: number;
}

/** `admin/list_questions`: every question of one level, hidden ones included. */
export function listQuestions(selection: LevelSelection) {
  return apiCall({ path: 'admin/list_questions', data: selection, showSuccessToast: false, schema: questionsSchema }).then(({ questions }) => questions);
}

export const adminQuestionsQueryOptions = (selection: LevelSelection) =>
  queryOptions({ queryKey: adminQuestionKeys.level(selection.category, selection.subcategory, selection.level), queryFn: () => listQuestions(selection) });

export const useAdminQuestions = (selection: LevelSelection) => useQuery(adminQuestionsQueryOptions(selection));
