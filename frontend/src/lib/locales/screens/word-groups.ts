import type { screensEn } from './en';

/**
 * The screens' words that only some pages speak, by group: a route loads the core words (every section in no group:
 * the frame, sign-in, account, subscription, notifications…) and the groups it names in `app/router.tsx`, each a chunk
 * of its own built by the `screenWords` plugin of vite.config.ts. A new section is core until a group claims it.
 */
export const screenWordGroups = {
  quiz: ['quiz'],
  badges: ['badges'],
  leaderboard: ['leaderboard'],
  statistics: ['statistics', 'crosswordStatistics'],
  adminQuestions: ['adminQuestions'],
  dictation: ['dictationTerms', 'dictation'],
  crosswords: ['crossword', 'crosswordProgress'],
  flashcards: ['flashcards'],
  spelling: ['spelling', 'handwriting', 'handwritingSheet'],
  wallet: ['wallet'],
  finance: ['finance'],
  referral: ['referral'],
  battles: ['battles', 'qanda'],
  contests: ['contests'],
  exams: ['exams', 'examinator'],
  adminConsole: ['adminConsole'],
  adminContent: ['adminWords', 'adminDictations'],
  learnerHome: ['learnerHome'],
  faq: ['faq'],
} as const satisfies Record<string, readonly (keyof typeof screensEn)[]>;

export type ScreenWordGroup = keyof typeof screenWordGroups;

/** The words of one group (or the core, with every section no group claims), taken from a whole screens catalogue. */
export function screenWordsOf(catalogue: Record<string, unknown>, group: ScreenWordGroup | 'core'): Record<string, unknown> {
  const grouped = new Set<string>(Object.values(screenWordGroups).flat());
  const wanted = (section: string) => (group === 'core' ? !grouped.has(section) : (screenWordGroups[group] as readonly string[]).includes(section));
  return Object.fromEntries(Object.entries(catalogue).filter(([section]) => wanted(section)));
}
