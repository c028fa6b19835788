import { FIRST_PAGES_LANGUAGE, type FirstPageName } from '@plume/shared/first-pages';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { HomeRoute } from '@/features/landing/routes/home';
import { PricingRoute } from '@/features/billing/routes/pricing';
import { FirstPage } from './first-page';
import { loadFirstPageWords } from './words';

/** Each first page's component: the one the app's router shows at that address, and its entry hydrates. */
const pages: Record<FirstPageName, ComponentType> = { home: HomeRoute, pricing: PricingRoute };

/**
 * Build time, in Node (vite.config.ts, `prerenderFirstPages`): a first page's markup in the product's language, which
 * the browser paints before any script runs and the page's entry then hydrates.
 */
export async function renderFirstPage(page: FirstPageName): Promise<{ html: string; language: string }> {
  await loadFirstPageWords(page, FIRST_PAGES_LANGUAGE);
  return { html: renderToString(<FirstPage Page={pages[page]} />), language: FIRST_PAGES_LANGUAGE };
}
