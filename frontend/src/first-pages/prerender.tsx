import { FIRST_PAGES_LANGUAGE, type FirstPageName } from '@plume/shared/first-pages';
import { renderToString } from 'react-dom/server';
import { FirstPage, loadFirstPage } from './first-page';
import { loadFirstPageWords } from './words';

/**
 * Build time, in Node (vite.config.ts, `prerenderFirstPages`): a first page's markup in the product's language, which
 * the browser paints before any script runs and `main.tsx` then hydrates.
 */
export async function renderFirstPage(page: FirstPageName): Promise<{ html: string; language: string }> {
  const [Page] = await Promise.all([loadFirstPage[page](), loadFirstPageWords(page, FIRST_PAGES_LANGUAGE)]);
  return { html: renderToString(<FirstPage Page={Page} />), language: FIRST_PAGES_LANGUAGE };
}
