export const quizKeys = {
  all: ['quiz'] as const,
  categories: () => [...quizKeys.all, 'categories'] as const,
  levels: (profileId: string, category: string, subcategory: string) => [...quizKeys.all, 'levels', profileId, category, subcategory] as const,
  coins: (profileId: string) => [...quizKeys.all, 'coins', profileId] as const,
};
