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
    { path: 'pricing', lazy: () => withScreenTranslations(import('@/features/subscription/routes/pricing').then(({ PricingRoute }) => ({ Component: PricingRoute }))) },
    { path: 'auth/login', lazy: () => withScreenTranslations(import('@/features/auth/routes/login').then(({ LoginRoute }) => ({ Component: LoginRoute }))) },
    { path: 'auth/sign-up', lazy: () => withScreenTranslations(import('@/features/auth/routes/sign-up').then(({ SignUpRoute }) => ({ Component: SignUpRoute }))) },
    { path: 'auth/otp-verify', lazy: () => withScreenTranslations(import('@/features/auth/routes/otp-verify').then(({ OtpVerifyRoute }) => ({ Component: OtpVerifyRoute }))) },
    { path: 'auth/reset-password', lazy: () => withScreenTranslations(import('@/features/auth/routes/reset-password').then(({ ResetPasswordRoute }) => ({ Component: ResetPasswordRoute }))) },
    { path: 'profileselector', lazy: () => withScreenTranslations(import('@/features/account/routes/profile-selector').then(({ ProfileSelectorRoute }) => ({ Component: ProfileSelectorRoute }))) },
    { path: 'profile', lazy: () => withScreenTranslations(import('@/features/account/routes/account').then(({ AccountRoute }) => ({ Component: AccountRoute }))) },
    { path: 'payment', lazy: () => withScreenTranslations(import('@/features/subscription/routes/payment').then(({ PaymentRoute }) => ({ Component: PaymentRoute }))) },
    { path: 'quiz', lazy: () => withScreenTranslations(import('@/features/quiz/routes/quiz-home').then(({ QuizHomeRoute }) => ({ Component: QuizHomeRoute }))) },
    { path: 'quiz/coins', lazy: () => withScreenTranslations(import('@/features/quiz/routes/coins').then(({ CoinsRoute }) => ({ Component: CoinsRoute }))) },
    { path: 'quiz/zone', lazy: () => withScreenTranslations(import('@/features/quiz/routes/zone-categories').then(({ ZoneCategoriesRoute }) => ({ Component: ZoneCategoriesRoute }))) },
    { path: 'quiz/zone/:category', lazy: () => withScreenTranslations(import('@/features/quiz/routes/zone-subcategories').then(({ ZoneSubcategoriesRoute }) => ({ Component: ZoneSubcategoriesRoute }))) },
    { path: 'quiz/zone/:category/:subcategory', lazy: () => withScreenTranslations(import('@/features/quiz/routes/zone-levels').then(({ ZoneLevelsRoute }) => ({ Component: ZoneLevelsRoute }))) },
    { path: 'quiz/zone/:category/:subcategory/:level/play', lazy: () => withScreenTranslations(import('@/features/quiz/routes/play').then(({ PlayRoute }) => ({ Component: PlayRoute }))) },
    { path: 'quiz/daily', lazy: () => withScreenTranslations(import('@/features/quiz/routes/daily').then(({ DailyRoute }) => ({ Component: DailyRoute }))) },
    { path: 'quiz/true-false', lazy: () => withScreenTranslations(import('@/features/quiz/routes/mode-start').then(({ TrueFalseRoute }) => ({ Component: TrueFalseRoute }))) },
    { path: 'quiz/audio', lazy: () => withScreenTranslations(import('@/features/quiz/routes/mode-start').then(({ AudioRoute }) => ({ Component: AudioRoute }))) },
    { path: 'quiz/guess-the-word', lazy: () => withScreenTranslations(import('@/features/quiz/routes/mode-start').then(({ GuessTheWordRoute }) => ({ Component: GuessTheWordRoute }))) },
    { path: 'quiz/fun-and-learn', lazy: () => withScreenTranslations(import('@/features/quiz/routes/fun-and-learn').then(({ FunAndLearnRoute }) => ({ Component: FunAndLearnRoute }))) },
    { path: 'quiz/self-challenge', lazy: () => withScreenTranslations(import('@/features/quiz/routes/self-challenge').then(({ SelfChallengeRoute }) => ({ Component: SelfChallengeRoute }))) },
    { path: 'quiz/math-mania', lazy: () => withScreenTranslations(import('@/features/quiz/routes/math-mania').then(({ MathManiaRoute }) => ({ Component: MathManiaRoute }))) },
    { path: 'quiz/bookmarks', lazy: () => withScreenTranslations(import('@/features/quiz/routes/bookmarks').then(({ BookmarksRoute }) => ({ Component: BookmarksRoute }))) },
    // Every other mode's game: `/quiz/<mode>/play?<start parameters>`.
    { path: 'quiz/:mode/play', lazy: () => withScreenTranslations(import('@/features/quiz/routes/play').then(({ PlayRoute }) => ({ Component: PlayRoute }))) },
    { path: 'quiz/badges', lazy: () => withScreenTranslations(import('@/features/badges/routes/badges').then(({ BadgesRoute }) => ({ Component: BadgesRoute }))) },
    { path: 'dictate-ai', lazy: () => withScreenTranslations(import('@/features/dictation/routes/dictation').then(({ DictationRoute }) => ({ Component: DictationRoute }))) },
    { path: 'leaderboard', lazy: () => withScreenTranslations(import('@/features/leaderboard/routes/leaderboard').then(({ LeaderboardRoute }) => ({ Component: LeaderboardRoute }))) },
    { path: 'notifications', lazy: () => withScreenTranslations(import('@/features/notifications/routes/notifications').then(({ NotificationsRoute }) => ({ Component: NotificationsRoute }))) },
    { path: 'profile/statistics', lazy: () => withScreenTranslations(import('@/features/statistics/routes/statistics').then(({ StatisticsRoute }) => ({ Component: StatisticsRoute }))) },
    { path: 'admin/questions', lazy: () => withScreenTranslations(import('@/features/admin-questions/routes/admin-questions').then(({ AdminQuestionsRoute }) => ({ Component: AdminQuestionsRoute }))) },
    { path: 'payment-success', lazy: () => withScreenTranslations(import('@/features/subscription/routes/payment-success').then(({ PaymentSuccessRoute }) => ({ Component: PaymentSuccessRoute }))) },
    { path: 'crossword', lazy: () => withScreenTranslations(import('@/features/crosswords/routes/crossword').then(({ CrosswordRoute }) => ({ Component: CrosswordRoute }))) },
    { path: 'flashcard', lazy: () => withScreenTranslations(import('@/features/flashcards/routes/flashcards').then(({ FlashcardsRoute }) => ({ Component: FlashcardsRoute }))) },
    // Spelling: one practice screen, the way of spelling chosen per route (`spellingInputs`); parents' word lists.
    { path: 'keyboard-spelling', lazy: () => withScreenTranslations(import('@/features/spelling/routes/spelling').then(({ KeyboardSpellingRoute }) => ({ Component: KeyboardSpellingRoute }))) },
    { path: 'voiceSpelling', lazy: () => withScreenTranslations(import('@/features/spelling/routes/spelling').then(({ VoiceSpellingRoute }) => ({ Component: VoiceSpellingRoute }))) },
    { path: 'handwriting-spelling', lazy: () => withScreenTranslations(import('@/features/spelling/routes/spelling').then(({ HandwritingSpellingRoute }) => ({ Component: HandwritingSpellingRoute }))) },
    { path: 'voiceSpelling/voice-spelling-lists', lazy: () => withScreenTranslations(import('@/features/spelling/routes/word-lists').then(({ WordListsRoute }) => ({ Component: WordListsRoute }))) },
    { path: 'quiz/wallet', lazy: () => withScreenTranslations(import('@/features/wallet/routes/wallet').then(({ WalletRoute }) => ({ Component: WalletRoute }))) },
    { path: 'quiz/refer-and-earn', lazy: () => withScreenTranslations(import('@/features/referral/routes/refer-and-earn').then(({ ReferAndEarnRoute }) => ({ Component: ReferAndEarnRoute }))) },
    { path: 'finance/payouts', lazy: () => withScreenTranslations(import('@/features/finance-payouts/routes/finance-payouts').then(({ FinancePayoutsRoute }) => ({ Component: FinancePayoutsRoute }))) },
    { path: 'quiz/battle', lazy: () => withScreenTranslations(import('@/features/battles/routes/battle-home').then(({ BattleHomeRoute }) => ({ Component: BattleHomeRoute }))) },
    { path: 'quiz/battle/room/:code', lazy: () => withScreenTranslations(import('@/features/battles/routes/battle-room').then(({ BattleRoomRoute }) => ({ Component: BattleRoomRoute }))) },    { path: 'quiz/battle-stats', lazy: () => withScreenTranslations(import('@/features/battles/routes/battle-stats').then(({ BattleStatsRoute }) => ({ Component: BattleStatsRoute }))) },
  ];
  // Under the guard too: an address no page answers is premium unless a public or auth prefix claims it (seed §2,
  // "every other route"), so a pending feature (/crossword/, /flashcard/…) asks a free user to subscribe and a
  // visitor to sign in, as it will once built; a subscriber, or anyone under a public prefix, gets the 404 page.
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
