/** The learner's home reads each activity's own endpoint; its keys are its own (fetched again at each visit). */
export const learnerHomeKeys = {
  all: ['learner-home'] as const,
  profile: (profileId: string) => [...learnerHomeKeys.all, profileId] as const,
  flashcards: (profileId: string) => [...learnerHomeKeys.profile(profileId), 'flashcards'] as const,
  daily: (profileId: string) => [...learnerHomeKeys.profile(profileId), 'daily'] as const,
  dictations: (profileId: string) => [...learnerHomeKeys.profile(profileId), 'dictations'] as const,
  dictationHistory: (profileId: string) => [...learnerHomeKeys.profile(profileId), 'dictation-history'] as const,
  crosswords: (profileId: string) => [...learnerHomeKeys.profile(profileId), 'crosswords'] as const,
  statistics: (profileId: string) => [...learnerHomeKeys.profile(profileId), 'statistics'] as const,
};
