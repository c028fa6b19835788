import { examinatorCreateExam as createContract, examinatorGetExamAttempts as attemptsContract, examinatorListExams as listContract } from '@plume/shared/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { quizCategoriesSchema } from '@plume/shared/quiz/quiz';
import type * as z from 'zod';
import { call } from '@/lib/api-client';
import { examKeys } from './query-keys';

export type ExaminatorExamList = z.infer<typeof listContract.response>;
export type ExamCreated = z.infer<typeof createContract.response>;

/** `examinator/list_exams`: every exam, newest first, and the latest rule violations. */
export const useExaminatorExams = () =>
  useQuery({ queryKey: examKeys.examinator(), queryFn: () => call('examinator/list_exams', {}, { showSuccessToast: false, schema: listContract.response }) });

/** `examinator/get_exam_attempts`: one exam's attempts with their violations. */
export const useExamAttempts = (examId: string) =>
  useQuery({ queryKey: examKeys.examinatorAttempts(examId), queryFn: () => call('examinator/get_exam_attempts', { examId }, { showSuccessToast: false, schema: attemptsContract.response }) });

export function useCreateExam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.input<typeof createContract.request>) => call('examinator/create_exam', input, { schema: createContract.response }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: examKeys.examinator() }),
  });
}

/** `get_quiz_categories`, names only: where an exam's questions come from. */
export const useExamCategories = () =>
  useQuery({ queryKey: examKeys.categories(), queryFn: () => call('get_quiz_categories', {}, { showSuccessToast: false, schema: quizCategoriesSchema }), staleTime: 5 * 60_000 });
