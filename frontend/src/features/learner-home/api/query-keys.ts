/**
 * The learner's home reads each activity's own endpoint; its keys are its own (fetched again at each visit), but for
 * the daily quiz, the dictation history and the statistics, shared with their features (`src/lib/activity`).
 */
export const learnerHomeKeys = {
  all: ['learner-home'] as const,
  profile: (profileId: string) => [...learnerHomeKeys.all, profileId] as const,
  flashcards: (profileId: string) => [...learnerHomeKeys.profile(profileId), 'flashcards'] as const,
  dictations: (profileId: string) => [...learnerHomeKeys.profile(profileId), 'dictations'] as const,
  crosswords: (profileId: string) => [...learnerHomeKeys.profile(profileId), 'crosswords'] as const,
  family: (profileId: string) => [...learnerHomeKeys.profile(profileId), 'family'] as const,
};
