import { holdsGroup } from '@plume/shared/route-access';

/** The site's main pages, shown in the header on wide screens and in the mobile menu on narrow ones. */
export const pageLinks = [
  { to: '/pricing', label: 'nav.pricing' },
  { to: '/about-us/', label: 'nav.about' },
] as const;

/** A signed-in learner's own page: what to do today (`/home`), first in the header and the mobile menu. */
export const homeLink = { to: '/home', label: 'nav.home' } as const;

/** The learning activities: the header's « Activités » menu for a signed-in person (and the mobile menu). */
export const learningLinks = [
  { to: '/quiz', label: 'nav.quiz' },
  { to: '/dictate-ai/', label: 'nav.dictation' },
  { to: '/crossword/', label: 'nav.crossword' },
  { to: '/flashcard/', label: 'nav.flashcards' },
  { to: '/keyboard-spelling', label: 'nav.spelling' },
  { to: '/qanda', label: 'nav.qanda' },
] as const;

/** A signed-in person's progress: the header's « Progression » menu (and the mobile menu). */
export const progressLinks = [
  { to: '/quiz/badges', label: 'nav.badges' },
  { to: '/leaderboard', label: 'nav.leaderboard' },
  { to: '/profile/statistics', label: 'nav.statistics' },
  { to: '/quiz/wallet', label: 'nav.wallet' },
  { to: '/quiz/refer-and-earn', label: 'nav.referral' },
] as const;

/** Staff pages, shown to members of the group that may use them. */
export const staffLinks = [
  { to: '/admin/questions', label: 'nav.adminQuestions', group: 'admin' },
  { to: '/finance/payouts', label: 'nav.financePayouts', group: 'finance' },
  { to: '/admin', label: 'nav.adminConsole', group: 'admin' },
  { to: '/examinator/exams', label: 'nav.examinatorExams', group: 'examinator' },
  { to: '/admin/contests', label: 'nav.adminContests', group: 'admin' },
] as const;

/** What a signed-in person reaches from their avatar menu (and the mobile menu). */
export const accountLinks = [
  { to: '/profileselector', label: 'nav.switchProfile' },
  { to: '/profile/', label: 'nav.myAccount' },
] as const;

/** The staff links a session's groups open. */
export const staffLinksFor = (groups: readonly string[] = []) => staffLinks.filter((link) => holdsGroup(groups, link.group));
