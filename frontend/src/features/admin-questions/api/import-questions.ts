import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod';
import { ApiError, apiCall } from '@/lib/api-client';
import { adminQuestionKeys } from './query-keys';

/** The columns of an import file, in order (`answer` is 1 to 4). */
export const CSV_COLUMNS = ['category', 'subcategory', 'level', 'difficulty', 'question', 'option1', 'option2', 'option3', 'option4', 'answer', 'explanation', 'audio'] as const;

const importResultSchema = z.object({ imported: z.int(), errors: z.array(z.object({ line: z.int(), message: z.string() })) });
export type ImportResult = z.infer<typeof importResultSchema>;

/** `admin/import_questions`: all or nothing; when a line is wrong nothing is written and `errors` says which. */
export async function importQuestions(input: { csv: string }): Promise<ImportResult> {
  try {
    return await apiCall({ path: 'admin/import_questions', data: input, showSuccessToast: false, schema: importResultSchema });
  } catch (error) {
    // A refused import (400 `import_rejected`) names its wrong lines: they are the answer to show, not a failure.
    const rejected = error instanceof ApiError ? importResultSchema.safeParse(error.data) : undefined;
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
