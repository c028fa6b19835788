export const quizKeys = {
  all: ['quiz'] as const,
  categories: () => [...quizKeys.all, 'categories'] as const,
  /** One game as `get_game` tells it (its player's own: no profile in the key). */
  game: (gameId: string) => [...quizKeys.all, 'game', gameId] as const,
  /** Everything that depends on one profile's play, the daily quiz's state included (`dailyQuizKey`, src/lib/activity): invalidated together when a game ends. */
  profile: (profileId: string) => [...quizKeys.all, 'profile', profileId] as const,
  levels: (profileId: string, category: string, subcategory: string) => [...quizKeys.profile(profileId), 'levels', category, subcategory] as const,
  mathMania: (profileId: string) => [...quizKeys.profile(profileId), 'math-mania'] as const,
  funAndLearn: (profileId: string, category: string | undefined) => [...quizKeys.profile(profileId), 'fun-and-learn', category ?? 'all'] as const,
  bookmarks: (profileId: string) => [...quizKeys.profile(profileId), 'bookmarks'] as const,
  coins: (profileId: string) => [...quizKeys.profile(profileId), 'coins'] as const,
  /** A profile's family challenges, both sides: under `profile`, so the end of a challenge round reads them again. */
  familyChallenges: (profileId: string) => [...quizKeys.profile(profileId), 'family-challenges'] as const,
};
