import type { SettingsType } from '@plume/shared';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullPageLoader } from '@/components/full-page-loader';
import { SiteLayout } from '@/components/layout/site-layout';
import { RouteError } from './routes/route-error';

/** Public text pages and the settings entry each one shows (seed §2: public routes). */
const contentPages: Record<string, SettingsType> = {
  'about-us': 'about_us',
  'contact-us': 'contact_us',
  'terms-conditions': 'terms_conditions',
  'privacy-policy': 'privacy_policy',
  instruction: 'instructions',
};

/**
 * Every page is a lazy module: the first visit downloads only the page it lands on, and the router reports
 * "loading" between pages, which drives the progress bar.
 */
export function createAppRouter(queryClient: QueryClient) {
  const pages: RouteObject[] = [
    { index: true, lazy: () => import('@/features/landing/routes/home').then(({ HomeRoute }) => ({ Component: HomeRoute })) },
    ...Object.entries(contentPages).map(([path, type]) => ({
      path,
      lazy: () => import('@/features/content-pages/routes/content-page').then(({ contentPageRoute }) => contentPageRoute(type, queryClient)),
    })),
    { path: '*', lazy: () => import('./routes/not-found').then(({ NotFoundRoute }) => ({ Component: NotFoundRoute })) },
  ];
  return createBrowserRouter([
    {
      Component: SiteLayout,
      HydrateFallback: FullPageLoader,
      ErrorBoundary: RouteError,
      // A failing page keeps the header and footer around its error message.
      children: [{ ErrorBoundary: RouteError, children: pages }],
    },
  ]);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
