import { adminQuestionListSchema } from '@plume/shared/quiz/play-requests';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import type { CategoryId } from './get-categories';
import { adminQuestionKeys } from './query-keys';

export interface LevelSelection {
  category: CategoryId;
  subcategory: string;
  level: number;
}

/** `admin/list_questions`: every question of one level, hidden ones included. */
export function listQuestions(selection: LevelSelection) {
  return call('admin/list_questions', selection, { showSuccessToast: false, schema: adminQuestionListSchema }).then(({ questions }) => questions);
}

export const adminQuestionsQueryOptions = (selection: LevelSelection) =>
  queryOptions({ queryKey: adminQuestionKeys.level(selection.category, selection.subcategory, selection.level), queryFn: () => listQuestions(selection) });

export const useAdminQuestions = (selection: LevelSelection) => useQuery(adminQuestionsQueryOptions(selection));
