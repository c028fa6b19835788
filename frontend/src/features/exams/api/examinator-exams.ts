import { examinatorCreateExam as createContract, examinatorGetExamAttempts as attemptsContract, examinatorListExams as listContract } from '@plume/shared/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod';
import { apiCall } from '@/lib/api-client';
import { examKeys } from './query-keys';

export type ExaminatorExamList = z.infer<typeof listContract.response>;
export type ExamCreated = z.infer<typeof createContract.response>;

/** `examinator/list_exams`: every exam, newest first, and the latest rule violations. */
export const useExaminatorExams = () =>
  useQuery({ queryKey: examKeys.examinator(), queryFn: () => apiCall({ path: listContract.name, showSuccessToast: false, schema: listContract.response }) });

/** `examinator/get_exam_attempts`: one exam's attempts with their violations. */
export const useExamAttempts = (examId: string) =>
  useQuery({ queryKey: examKeys.examinatorAttempts(examId), queryFn: () => apiCall({ path: attemptsContract.name, data: { examId }, showSuccessToast: false, schema: attemptsContract.response }) });

export function useCreateExam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.input<typeof createContract.request>) => apiCall({ path: createContract.name, data: input, schema: createContract.response }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: examKeys.examinator() }),
  });
}

const categoriesSchema = z.array(z.object({ id: z.string(), name: z.string() }));

/** `get_quiz_categories`, names only: where an exam's questions come from. */
export const useExamCategories = () =>
  useQuery({ queryKey: examKeys.categories(), queryFn: () => apiCall({ path: 'get_quiz_categories', showSuccessToast: false, schema: categoriesSchema }), staleTime: 5 * 60_000 });
