import { questionImportSchema, type QuestionImport } from '@plume/shared/quiz/play-requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, call } from '@/lib/api-client';
import { adminQuestionKeys } from './query-keys';

/** The columns of an import file, in order (`answer` is 1 to 4). */
export const CSV_COLUMNS = ['category', 'subcategory', 'level', 'difficulty', 'question', 'option1', 'option2', 'option3', 'option4', 'answer', 'explanation', 'audio'] as const;

export type ImportResult = QuestionImport;

/** `admin/import_questions`: all or nothing; when a line is wrong nothing is written and `errors` says which. */
export async function importQuestions(input: { csv: string }): Promise<ImportResult> {
  try {
    return await call('admin/import_questions', input, { showSuccessToast: false, schema: questionImportSchema });
  } catch (error) {
    // A refused import (400 `import_rejected`) names its wrong lines: they are the answer to show, not a failure.
    const rejected = error instanceof ApiError ? questionImportSchema.safeParse(error.data) : undefined;
    if (rejected?.success) return rejected.data;
    throw error;
  }
}

export function useImportQuestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importQuestions,
    onSuccess: ({ imported }) => (imported > 0 ? queryClient.invalidateQueries({ queryKey: adminQuestionKeys.all }) : undefined),
  });
}
