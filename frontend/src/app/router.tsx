import type { SettingsType } from '@plume/shared';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullPageLoader } from '@/components/full-page-loader';
import { withHomeTranslations, withScreenTranslations } from '@/lib/i18n';
import { AppShell } from './app-shell';
import { RouteGuard } from './route-guard';
import { RouteError } from './routes/route-error';

/** Public text pages and the settings entry each one shows (seed §2: public routes). */
const contentPages: Record<string, SettingsType> = {
  'about-us': 'about_us',
  'terms-conditions': 'terms_conditions',
  'privacy-policy': 'privacy_policy',
  instruction: 'instructions',
};

/**
 * Every page is a lazy module: the first visit downloads only the page it lands on, and the router reports
 * "loading" between pages, which drives the progress bar. Pages beyond the landing ones bring their translations.
 */
export function createAppRouter(queryClient: QueryClient) {
  const pages: RouteObject[] = [
    { index: true, lazy: () => withHomeTranslations(import('@/features/landing/routes/home')).then(({ HomeRoute }) => ({ Component: HomeRoute })) },
    ...Object.entries(contentPages).map(([path, type]) => ({
      path,
      lazy: () => import('@/features/content-pages/routes/content-page').then(({ contentPageRoute }) => contentPageRoute(type, queryClient)),
    })),
    { path: 'contact-us', lazy: () => withScreenTranslations(import('./routes/contact-us').then(({ contactUsRoute }) => contactUsRoute(queryClient))) },
    { path: 'features', lazy: () => withScreenTranslations(import('@/features/landing/routes/features').then(({ FeaturesRoute }) => ({ Component: FeaturesRoute }))) },
    { path: 'guest-profile', lazy: () => withScreenTranslations(import('@/features/landing/routes/guest-profile').then(({ GuestProfileRoute }) => ({ Component: GuestProfileRoute }))) },
    { path: 'faq', lazy: () => withScreenTranslations(import('@/features/faq/routes/faq').then(({ FaqRoute }) => ({ Component: FaqRoute })), 'faq') },
    { path: 'pricing', lazy: () => withScreenTranslations(import('@/features/billing/routes/pricing').then(({ PricingRoute }) => ({ Component: PricingRoute }))) },
    { path: 'auth/login', lazy: () => withScreenTranslations(import('@/features/auth/routes/login').then(({ LoginRoute }) => ({ Component: LoginRoute }))) },
    { path: 'auth/sign-up', lazy: () => withScreenTranslations(import('@/features/auth/routes/sign-up').then(({ SignUpRoute }) => ({ Component: SignUpRoute }))) },
    { path: 'auth/otp-verify', lazy: () => withScreenTranslations(import('@/features/auth/routes/otp-verify').then(({ OtpVerifyRoute }) => ({ Component: OtpVerifyRoute }))) },
    { path: 'auth/reset-password', lazy: () => withScreenTranslations(import('@/features/auth/routes/reset-password').then(({ ResetPasswordRoute }) => ({ Component: ResetPasswordRoute }))) },
    { path: 'account/security', lazy: () => withScreenTranslations(import('@/features/auth/routes/secure-account').then(({ SecureAccountRoute }) => ({ Component: SecureAccountRoute }))) },
    { path: 'profileselector', lazy: () => withScreenTranslations(import('@/features/account/routes/profile-selector').then(({ ProfileSelectorRoute }) => ({ Component: ProfileSelectorRoute }))) },
    // the learner's home: where a subscriber lands after choosing a profile
    { path: 'home', lazy: () => withScreenTranslations(import('@/features/learner-home/routes/learner-home').then(({ LearnerHomeRoute }) => ({ Component: LearnerHomeRoute })), 'learnerHome', 'dictation') },
    { path: 'profile', lazy: () => withScreenTranslations(import('@/features/account/routes/account').then(({ AccountRoute }) => ({ Component: AccountRoute }))) },
    { path: 'payment', lazy: () => withScreenTranslations(import('@/features/billing/routes/payment').then(({ PaymentRoute }) => ({ Component: PaymentRoute }))) },
    { path: 'quiz', lazy: () => withScreenTranslations(import('@/features/quiz/routes/quiz-home').then(({ QuizHomeRoute }) => ({ Component: QuizHomeRoute })), 'quiz') },
    { path: 'quiz/coins', lazy: () => withScreenTranslations(import('@/features/quiz/routes/coins').then(({ CoinsRoute }) => ({ Component: CoinsRoute })), 'quiz') },
    { path: 'quiz/zone', lazy: () => withScreenTranslations(import('@/features/quiz/routes/zone-categories').then(({ ZoneCategoriesRoute }) => ({ Component: ZoneCategoriesRoute })), 'quiz') },
    { path: 'quiz/zone/:category', lazy: () => withScreenTranslations(import('@/features/quiz/routes/zone-subcategories').then(({ ZoneSubcategoriesRoute }) => ({ Component: ZoneSubcategoriesRoute })), 'quiz') },
    { path: 'quiz/zone/:category/:subcategory', lazy: () => withScreenTranslations(import('@/features/quiz/routes/zone-levels').then(({ ZoneLevelsRoute }) => ({ Component: ZoneLevelsRoute })), 'quiz') },
    { path: 'quiz/zone/:category/:subcategory/:level/play', lazy: () => withScreenTranslations(import('@/features/quiz/routes/play').then(({ PlayRoute }) => ({ Component: PlayRoute })), 'quiz') },
    { path: 'quiz/daily', lazy: () => withScreenTranslations(import('@/features/quiz/routes/daily').then(({ DailyRoute }) => ({ Component: DailyRoute })), 'quiz') },
    { path: 'quiz/true-false', lazy: () => withScreenTranslations(import('@/features/quiz/routes/mode-start').then(({ TrueFalseRoute }) => ({ Component: TrueFalseRoute })), 'quiz') },
    { path: 'quiz/audio', lazy: () => withScreenTranslations(import('@/features/quiz/routes/mode-start').then(({ AudioRoute }) => ({ Component: AudioRoute })), 'quiz') },
    { path: 'quiz/guess-the-word', lazy: () => withScreenTranslations(import('@/features/quiz/routes/mode-start').then(({ GuessTheWordRoute }) => ({ Component: GuessTheWordRoute })), 'quiz') },
    { path: 'quiz/fun-and-learn', lazy: () => withScreenTranslations(import('@/features/quiz/routes/fun-and-learn').then(({ FunAndLearnRoute }) => ({ Component: FunAndLearnRoute })), 'quiz') },
    { path: 'quiz/self-challenge', lazy: () => withScreenTranslations(import('@/features/quiz/routes/self-challenge').then(({ SelfChallengeRoute }) => ({ Component: SelfChallengeRoute })), 'quiz') },
    { path: 'quiz/family-challenge', lazy: () => withScreenTranslations(import('@/features/quiz/routes/family-challenges').then(({ FamilyChallengesRoute }) => ({ Component: FamilyChallengesRoute })), 'quiz') },
    { path: 'quiz/math-mania', lazy: () => withScreenTranslations(import('@/features/quiz/routes/math-mania').then(({ MathManiaRoute }) => ({ Component: MathManiaRoute })), 'quiz') },
    { path: 'quiz/bookmarks', lazy: () => withScreenTranslations(import('@/features/quiz/routes/bookmarks').then(({ BookmarksRoute }) => ({ Component: BookmarksRoute })), 'quiz') },
    // Every other mode's game: `/quiz/<mode>/play?<start parameters>`.
    { path: 'quiz/:mode/play', lazy: () => withScreenTranslations(import('@/features/quiz/routes/play').then(({ PlayRoute }) => ({ Component: PlayRoute })), 'quiz') },
    { path: 'quiz/badges', lazy: () => withScreenTranslations(import('@/features/badges/routes/badges').then(({ BadgesRoute }) => ({ Component: BadgesRoute })), 'badges') },
    { path: 'dictate-ai', lazy: () => withScreenTranslations(import('@/features/dictation/routes/dictation').then(({ DictationRoute }) => ({ Component: DictationRoute })), 'dictation') },
    { path: 'leaderboard', lazy: () => withScreenTranslations(import('@/features/leaderboard/routes/leaderboard').then(({ LeaderboardRoute }) => ({ Component: LeaderboardRoute })), 'leaderboard') },
    { path: 'notifications', lazy: () => withScreenTranslations(import('@/features/notifications/routes/notifications').then(({ NotificationsRoute }) => ({ Component: NotificationsRoute }))) },
    // the sheet of letters families who give their handwriting can write (docs/handwriting.md, « Real samples »)
    { path: 'profile/handwriting-sheet', lazy: () => withScreenTranslations(import('@/features/spelling/handwriting/sheet/handwriting-sheet').then(({ HandwritingSheetRoute }) => ({ Component: HandwritingSheetRoute })), 'spelling') },
    { path: 'profile/statistics', lazy: () => withScreenTranslations(import('@/features/statistics/routes/statistics').then(({ StatisticsRoute }) => ({ Component: StatisticsRoute })), 'statistics', 'quiz', 'dictation', 'flashcards', 'spelling') },
    { path: 'admin/questions', lazy: () => withScreenTranslations(import('@/features/admin-questions/routes/admin-questions').then(({ AdminQuestionsRoute }) => ({ Component: AdminQuestionsRoute })), 'adminQuestions') },
    { path: 'payment-success', lazy: () => withScreenTranslations(import('@/features/billing/routes/payment-success').then(({ PaymentSuccessRoute }) => ({ Component: PaymentSuccessRoute }))) },
    { path: 'crossword', lazy: () => withScreenTranslations(import('@/features/crosswords/routes/crossword').then(({ CrosswordRoute }) => ({ Component: CrosswordRoute })), 'crosswords') },
    { path: 'flashcard', lazy: () => withScreenTranslations(import('@/features/flashcards/routes/flashcards').then(({ FlashcardsRoute }) => ({ Component: FlashcardsRoute })), 'flashcards', 'dictation', 'spelling') },
    // Spelling: one practice screen, the way of spelling chosen per route (`spellingInputs`); parents' word lists.
    { path: 'keyboard-spelling', lazy: () => withScreenTranslations(import('@/features/spelling/routes/spelling').then(({ KeyboardSpellingRoute }) => ({ Component: KeyboardSpellingRoute })), 'spelling') },
    { path: 'voiceSpelling', lazy: () => withScreenTranslations(import('@/features/spelling/routes/spelling').then(({ VoiceSpellingRoute }) => ({ Component: VoiceSpellingRoute })), 'spelling') },
    { path: 'handwriting-spelling', lazy: () => withScreenTranslations(import('@/features/spelling/routes/spelling').then(({ HandwritingSpellingRoute }) => ({ Component: HandwritingSpellingRoute })), 'spelling') },
    { path: 'voiceSpelling/voice-spelling-lists', lazy: () => withScreenTranslations(import('@/features/spelling/routes/word-lists').then(({ WordListsRoute }) => ({ Component: WordListsRoute })), 'spelling') },
    { path: 'quiz/wallet', lazy: () => withScreenTranslations(import('@/features/wallet/routes/wallet').then(({ WalletRoute }) => ({ Component: WalletRoute })), 'wallet') },
    { path: 'quiz/refer-and-earn', lazy: () => withScreenTranslations(import('@/features/referrals/routes/refer-and-earn').then(({ ReferAndEarnRoute }) => ({ Component: ReferAndEarnRoute })), 'referral') },
    { path: 'finance/payouts', lazy: () => withScreenTranslations(import('@/features/payouts/routes/finance-payouts').then(({ FinancePayoutsRoute }) => ({ Component: FinancePayoutsRoute })), 'finance', 'wallet') },
    { path: 'quiz/battle', lazy: () => withScreenTranslations(import('@/features/battles/routes/battle-home').then(({ BattleHomeRoute }) => ({ Component: BattleHomeRoute })), 'battles', 'quiz', 'statistics') },
    { path: 'quiz/battle/room/:code', lazy: () => withScreenTranslations(import('@/features/battles/routes/battle-room').then(({ BattleRoomRoute }) => ({ Component: BattleRoomRoute })), 'battles', 'quiz', 'statistics') },
    // proctored exams (docs/exams.md): the learner's list, rules and attempt; the examinator's pages
    { path: 'quiz/exams', lazy: () => withScreenTranslations(import('@/features/exams/routes/exams').then(({ ExamsRoute }) => ({ Component: ExamsRoute })), 'exams') },
    { path: 'quiz/exams/attempt/:attemptId', lazy: () => withScreenTranslations(import('@/features/exams/routes/exam-attempt').then(({ ExamAttemptRoute }) => ({ Component: ExamAttemptRoute })), 'exams') },
    { path: 'examinator/exams', lazy: () => withScreenTranslations(import('@/features/exams/routes/examinator-exams').then(({ ExaminatorExamsRoute }) => ({ Component: ExaminatorExamsRoute })), 'exams') },
    { path: 'examinator/exams/:examId', lazy: () => withScreenTranslations(import('@/features/exams/routes/examinator-exam').then(({ ExaminatorExamRoute }) => ({ Component: ExaminatorExamRoute })), 'exams') },
    // the admin console (group admin, docs/admin.md): its hub and sections
    { path: 'admin', lazy: () => withScreenTranslations(import('@/features/admin/routes/admin-hub').then(({ AdminHubRoute }) => ({ Component: AdminHubRoute })), 'adminConsole') },
    { path: 'admin/accounts', lazy: () => withScreenTranslations(import('@/features/admin/routes/admin-accounts').then(({ AdminAccountsRoute }) => ({ Component: AdminAccountsRoute })), 'adminConsole') },
    { path: 'admin/configuration', lazy: () => withScreenTranslations(import('@/features/settings/routes/configuration-editor').then(({ ConfigurationEditorRoute }) => ({ Component: ConfigurationEditorRoute })), 'adminConsole', 'quiz') },
    { path: 'admin/dead-letters', lazy: () => withScreenTranslations(import('@/features/admin/routes/dead-letters').then(({ DeadLettersRoute }) => ({ Component: DeadLettersRoute })), 'adminConsole') },
    { path: 'quiz/group-battle', lazy: () => withScreenTranslations(import('@/features/battles/routes/group-battle-home').then(({ GroupBattleHomeRoute }) => ({ Component: GroupBattleHomeRoute })), 'battles', 'quiz', 'statistics') },
    { path: 'quiz/group-battle/room/:code', lazy: () => withScreenTranslations(import('@/features/battles/routes/battle-room').then(({ GroupBattleRoomRoute }) => ({ Component: GroupBattleRoomRoute })), 'battles', 'quiz', 'statistics') },
    { path: 'qanda', lazy: () => withScreenTranslations(import('@/features/battles/routes/qanda-home').then(({ QandaHomeRoute }) => ({ Component: QandaHomeRoute })), 'battles', 'quiz', 'statistics') },
    { path: 'home/qanda/play', lazy: () => withScreenTranslations(import('@/features/battles/routes/qanda-solo').then(({ QandaSoloRoute }) => ({ Component: QandaSoloRoute })), 'battles', 'quiz', 'statistics') },
    { path: 'qanda/multiplayer', lazy: () => withScreenTranslations(import('@/features/battles/routes/qanda-room-setup').then(({ QandaMultiplayerRoute }) => ({ Component: QandaMultiplayerRoute })), 'battles', 'quiz', 'statistics') },
    ...['qanda/collaborative-play', 'home/qanda/collaborative-play'].map((path) => ({
      path,
      lazy: () => withScreenTranslations(import('@/features/battles/routes/qanda-room-setup').then(({ QandaTeamRoute }) => ({ Component: QandaTeamRoute })), 'battles', 'quiz', 'statistics'),
    })),
    { path: 'qanda/room/:code', lazy: () => withScreenTranslations(import('@/features/battles/routes/battle-room').then(({ QandaRoomRoute }) => ({ Component: QandaRoomRoute })), 'battles', 'quiz', 'statistics') },
    // contests: the lists, the playboard (the quiz play page, mode `contest`), the leaderboard; the admin page
    { path: 'quiz/contests', lazy: () => withScreenTranslations(import('@/features/contests/routes/contests').then(({ ContestsRoute }) => ({ Component: ContestsRoute })), 'contests') },
    { path: 'quiz/contests/:contestId/play', lazy: () => import('@/features/contests/routes/contest-play').then(({ ContestPlayRoute }) => ({ Component: ContestPlayRoute })) },
    { path: 'quiz/contests/:contestId/leaderboard', lazy: () => withScreenTranslations(import('@/features/contests/routes/contest-leaderboard').then(({ ContestLeaderboardRoute }) => ({ Component: ContestLeaderboardRoute })), 'contests') },
    { path: 'admin/contests', lazy: () => withScreenTranslations(import('@/features/contests/routes/admin-contests').then(({ AdminContestsRoute }) => ({ Component: AdminContestsRoute })), 'contests') },
    { path: 'quiz/battle-stats', lazy: () => withScreenTranslations(import('@/features/battles/routes/battle-stats').then(({ BattleStatsRoute }) => ({ Component: BattleStatsRoute })), 'battles', 'quiz', 'statistics') },
    // the admin console's business metrics (docs/admin.md, « Business metrics »)
    { path: 'admin/metrics', lazy: () => withScreenTranslations(import('@/features/admin/routes/admin-metrics').then(({ AdminMetricsRoute }) => ({ Component: AdminMetricsRoute })), 'adminConsole') },
    // the admin console's content: the spelling word bank (docs/admin.md, « Mots d'orthographe »)
    { path: 'admin/words', lazy: () => withScreenTranslations(import('@/features/admin-words/routes/admin-words').then(({ AdminWordsRoute }) => ({ Component: AdminWordsRoute })), 'adminContent') },
    // the admin console's content: the dictation passages (docs/admin.md, « Dictation passages »)
    { path: 'admin/dictations', lazy: () => withScreenTranslations(import('@/features/admin-dictations/routes/admin-dictations').then(({ AdminDictationsRoute }) => ({ Component: AdminDictationsRoute })), 'adminContent', 'dictation') },
  ];
  // Under the guard too: an address no page answers is premium unless a public or auth prefix claims it (seed §2,
  // "every other route"), so an unknown address asks a free user to subscribe and a visitor to sign in; a
  // subscriber, or anyone under a public prefix, gets the 404 page.
  const notFound: RouteObject = { path: '*', lazy: () => import('./routes/not-found').then(({ NotFoundRoute }) => ({ Component: NotFoundRoute })) };
  return createBrowserRouter([
    {
      Component: AppShell,
      HydrateFallback: FullPageLoader,
      ErrorBoundary: RouteError,
      // A failing page keeps the header and footer around its error message.
      children: [{ ErrorBoundary: RouteError, children: [{ Component: RouteGuard, children: [...pages, notFound] }] }],
    },
  ]);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
