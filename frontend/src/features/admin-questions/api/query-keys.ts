export const adminQuestionKeys = {
  all: ['admin-questions'] as const,
  categories: () => [...adminQuestionKeys.all, 'categories'] as const,
  questions: () => [...adminQuestionKeys.all, 'questions'] as const,
  level: (category: string, subcategory: string, level: number) => [...adminQuestionKeys.questions(), category, subcategory, level] as const,
  reports: () => [...adminQuestionKeys.all, 'reports'] as const,
};
