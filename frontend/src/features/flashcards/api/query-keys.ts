export const flashcardKeys = {
  all: ['flashcards'] as const,
  /** Everything that depends on one profile's cards: invalidated together after a review or an edit. */
  profile: (profileId: string) => [...flashcardKeys.all, 'profile', profileId] as const,
  decks: (profileId: string) => [...flashcardKeys.profile(profileId), 'decks'] as const,
  due: (profileId: string, deckId: string) => [...flashcardKeys.profile(profileId), 'due', deckId] as const,
  statistics: (profileId: string) => [...flashcardKeys.profile(profileId), 'statistics'] as const,
};
