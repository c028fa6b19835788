import '@/app/base-styles';
import { FIRST_PAGES_LANGUAGE, isFirstPageName } from '@plume/shared/first-pages';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { lastSystemConfiguration } from '@/features/system-configuration/api/last-configuration';
import { mayHaveSession } from '@/lib/amplify';
import { i18n } from '@/lib/i18n';
import { FirstPage, loadFirstPage } from './first-page';
import { startFullApp } from './full-app';
import { loadFirstPageWords } from './words';

/**
 * The entry of a prerendered first page (`/`, `/pricing`): its markup is already painted; this makes it live with only
 * what the page uses. Whoever needs more than a visitor's page gets the full app, started in place, exactly as on any
 * other address: a browser holding a session (the edge already sends the app to those with the `isAuthenticated`
 * cookie), or a site in maintenance.
 */
const container = document.getElementById('root');
const page = container?.dataset.firstPage;
if (!container || !isFirstPageName(page)) throw new Error('A first page needs #root with data-first-page');

if (mayHaveSession() || lastSystemConfiguration()?.maintenanceMode) {
  void startFullApp();
} else {
  void Promise.all([loadFirstPage[page](), loadFirstPageWords(page)]).then(([Page]) => {
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
