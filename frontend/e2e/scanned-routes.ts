/**
 * Every path of the router (`frontend/src/app/router.tsx`) and who opens it for the accessibility scan
 * (`accessibility.spec.ts`). `frontend/src/app/router.test.ts` fails when the router has a path this file does not
 * name, or names a path the router lost: a new page cannot escape the scan.
 */
export type Scanner = 'visitor' | 'free' | 'subscriber' | 'admin' | 'finance' | 'examinator';

export interface PageScan {
  /** The router's path pattern, with a leading slash (`/*` is the 404 page). */
  route: string;
  /** What the browser opens; the route itself when left out. */
  url?: string;
  as: Scanner;
}

/** Pages opened by their address. */
export const pageScans: readonly PageScan[] = [
  { route: '/', as: 'visitor' },
  { route: '/pricing', as: 'visitor' },
  { route: '/features', as: 'visitor' },
  { route: '/contact-us', url: '/contact-us/', as: 'visitor' },
  { route: '/about-us', url: '/about-us/', as: 'visitor' },
  { route: '/terms-conditions', url: '/terms-conditions/', as: 'visitor' },
  { route: '/privacy-policy', url: '/privacy-policy/', as: 'visitor' },
  { route: '/faq', url: '/faq/', as: 'visitor' },
  { route: '/instruction', url: '/instruction/', as: 'visitor' },
  { route: '/guest-profile', url: '/guest-profile/', as: 'visitor' },
  // An unknown address under a public page: the 404 page as anyone sees it.
  { route: '/*', url: '/instruction/page-inconnue', as: 'visitor' },
  { route: '/auth/login', url: '/auth/login/', as: 'visitor' },
  { route: '/auth/sign-up', url: '/auth/sign-up/', as: 'visitor' },
  { route: '/auth/otp-verify', url: '/auth/otp-verify/?email=camille%40plume.test', as: 'visitor' },
  { route: '/auth/reset-password', url: '/auth/reset-password/', as: 'visitor' },
  { route: '/profileselector', as: 'free' },
  // As a staff member who has set it up (demo accounts): the set-up itself is scanned by staff-mfa.spec.ts.
  { route: '/account/security', as: 'admin' },
  { route: '/payment', as: 'free' },
  { route: '/profile', url: '/profile/', as: 'subscriber' },
  // As the demo subscriber, as its consent stands (off unless a journey left it on); handwriting-sheet.spec.ts scans
  // the sheet, its thanks and the refusal.
  { route: '/profile/handwriting-sheet', as: 'subscriber' },
  { route: '/profile/statistics', url: '/profile/statistics/', as: 'subscriber' },
  { route: '/payment-success', as: 'subscriber' },
  { route: '/home', as: 'subscriber' },
  { route: '/quiz', as: 'subscriber' },
  { route: '/quiz/coins', as: 'subscriber' },
  { route: '/quiz/zone', as: 'subscriber' },
  { route: '/quiz/daily', as: 'subscriber' },
  { route: '/quiz/true-false', as: 'subscriber' },
  { route: '/quiz/audio', as: 'subscriber' },
  { route: '/quiz/guess-the-word', as: 'subscriber' },
  { route: '/quiz/fun-and-learn', as: 'subscriber' },
  { route: '/quiz/self-challenge', as: 'subscriber' },
  // the challenges as the demo subscriber's holder has them (family-challenges.spec.ts scans a round's screens on the way)
  { route: '/quiz/family-challenge', as: 'subscriber' },
  { route: '/quiz/math-mania', as: 'subscriber' },
  { route: '/quiz/bookmarks', as: 'subscriber' },
  { route: '/quiz/badges', as: 'subscriber' },
  { route: '/dictate-ai', url: '/dictate-ai/', as: 'subscriber' },
  { route: '/leaderboard', as: 'subscriber' },
  { route: '/notifications', as: 'subscriber' },
  { route: '/admin/questions', as: 'admin' },
  { route: '/crossword', url: '/crossword/', as: 'subscriber' },
  { route: '/flashcard', url: '/flashcard/', as: 'subscriber' },
  { route: '/keyboard-spelling', as: 'subscriber' },
  { route: '/voiceSpelling', as: 'subscriber' },
  { route: '/handwriting-spelling', as: 'subscriber' },
  { route: '/voiceSpelling/voice-spelling-lists', as: 'subscriber' },
  { route: '/quiz/wallet', as: 'subscriber' },
  { route: '/finance/payouts', as: 'finance' },
  { route: '/quiz/refer-and-earn', as: 'subscriber' },
  { route: '/quiz/battle', as: 'subscriber' },
  // A code no room has: the room page's refusal (« Ce code de salle n'est pas valide. »); the lobby and the game are
  // scanned by battles.spec.ts on the way.
  { route: '/quiz/battle/room/:code', url: '/quiz/battle/room/ZZZZZZ', as: 'subscriber' },
  // proctored exams: ids no exam or attempt has show the pages' refusals; exams.spec.ts scans the real screens on the way
  { route: '/quiz/exams', as: 'subscriber' },
  { route: '/quiz/exams/attempt/:attemptId', url: '/quiz/exams/attempt/inconnue', as: 'subscriber' },
  { route: '/examinator/exams', as: 'examinator' },
  { route: '/examinator/exams/:examId', url: '/examinator/exams/inconnu', as: 'examinator' },
  { route: '/admin', as: 'admin' },
  { route: '/admin/accounts', as: 'admin' },
  { route: '/admin/configuration', as: 'admin' },
  { route: '/admin/dead-letters', as: 'admin' },
  // Group battles: the lobby, the game and the podium are scanned by group-battles.spec.ts on the way.
  { route: '/quiz/group-battle', as: 'subscriber' },
  { route: '/quiz/group-battle/room/:code', url: '/quiz/group-battle/room/ZZZZZZ', as: 'subscriber' },
  // Q&A (docs/qanda.md): the team's lobby, question and discussion are scanned by qanda.spec.ts on the way.
  { route: '/qanda', as: 'subscriber' },
  { route: '/home/qanda/play', url: '/home/qanda/play/', as: 'subscriber' },
  { route: '/qanda/multiplayer', as: 'subscriber' },
  { route: '/qanda/collaborative-play', as: 'subscriber' },
  { route: '/home/qanda/collaborative-play', as: 'subscriber' },
  { route: '/qanda/room/:code', url: '/qanda/room/ZZZZZZ', as: 'subscriber' },
  // contests: the lists, the admin page; a contest no one created (its leaderboard and playboard say so). The journey
  // in contests.spec.ts scans a real contest's screens on the way.
  { route: '/quiz/contests', as: 'subscriber' },
  { route: '/admin/contests', as: 'admin' },
  { route: '/quiz/contests/:contestId/leaderboard', url: '/quiz/contests/concours-inconnu/leaderboard', as: 'subscriber' },
  { route: '/quiz/contests/:contestId/play', url: '/quiz/contests/concours-inconnu/play', as: 'subscriber' },
  { route: '/quiz/battle-stats', as: 'subscriber' },
  // the admin console's business metrics (admin-metrics.spec.ts scans the other periods on the way)
  { route: '/admin/metrics', as: 'admin' },
  // the admin console's spelling word bank (admin-content.spec.ts scans its form on the way)
  { route: '/admin/words', as: 'admin' },
  // the admin console's dictation passages (admin-content.spec.ts scans its form on the way)
  { route: '/admin/dictations', as: 'admin' },
];

/**
 * Pages whose address holds ids from the content pack or a started game: the spec reaches them by playing (a
 * quiz-zone level from its category to its result; a true-or-false game), and scans each screen on the way.
 */
export const reachedByPlaying = [
  '/quiz/zone/:category',
  '/quiz/zone/:category/:subcategory',
  '/quiz/zone/:category/:subcategory/:level/play',
  '/quiz/:mode/play',
] as const;

export const scannedRoutePatterns = (): string[] => [...pageScans.map((scan) => scan.route), ...reachedByPlaying];
