import '@/app/base-styles';
import { FIRST_PAGES_LANGUAGE, type FirstPageName } from '@plume/shared/first-pages';
import { StrictMode, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { lastSystemConfiguration } from '@/features/system-configuration/api/last-configuration';
import { hasStoredSession } from '@/lib/amplify-storage';
import { i18n } from '@/lib/i18n';
import { FirstPage } from './first-page';
import { startFullApp } from './full-app';
import { loadFirstPageWords } from './words';

/**
 * Makes a prerendered first page (`/`, `/pricing`) live, from its own entry (`home.tsx`, `pricing.tsx`), with only what
 * the page uses: its markup is already painted. Whoever needs more than a visitor's page gets the full app, started
 * in place, exactly as on any other address: a browser holding a session (the edge already sends the app to those with
 * the `isAuthenticated` cookie), or a site in maintenance by the last configuration this browser received.
 */
export function startFirstPage(page: FirstPageName, Page: ComponentType): void {
  const container = document.getElementById('root');
  if (container?.dataset.firstPage !== page) throw new Error(`The ${page} entry needs #root with data-first-page="${page}"`);
  if (hasStoredSession() || lastSystemConfiguration()?.maintenanceMode) {
    void startFullApp();
    return;
  }
  void loadFirstPageWords(page).then(() => {
    const firstPage = (
      <StrictMode>
        <FirstPage Page={Page} />
      </StrictMode>
    );
    // The markup speaks the product's language: a visitor who chose another gets the page rendered afresh in theirs.
    if (i18n.language === FIRST_PAGES_LANGUAGE) hydrateRoot(container, firstPage);
    else createRoot(container).render(firstPage);
  });
}
