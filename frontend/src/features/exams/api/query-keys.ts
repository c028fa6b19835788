export const examKeys = {
  all: ['exams'] as const,
  list: (profileId: string) => [...examKeys.all, 'list', profileId] as const,
  attempt: (profileId: string, attemptId: string) => [...examKeys.all, 'attempt', profileId, attemptId] as const,
  examinator: () => [...examKeys.all, 'examinator'] as const,
  examinatorAttempts: (examId: string) => [...examKeys.all, 'examinator', examId] as const,
  categories: () => [...examKeys.all, 'categories'] as const,
};
