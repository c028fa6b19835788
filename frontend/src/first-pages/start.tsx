import '@/app/base-styles';
import { FIRST_PAGES_LANGUAGE, type FirstPageName } from '@plume/shared/first-pages';
import { StrictMode, type ComponentType } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { lastSystemConfiguration } from '@/features/settings/api/last-configuration';
import { fetchShellConfiguration } from '@/features/settings/api/public-configuration';
import { hasStoredSession } from '@/lib/amplify-storage';
import { offerCustomLanguage, switchToCustomLanguage } from '@/lib/custom-language';
import { applyPreferredLanguage, customLanguageChosen, i18n } from '@/lib/i18n';
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
    let root: Root;
    if (i18n.language === FIRST_PAGES_LANGUAGE) root = hydrateRoot(container, firstPage);
    else (root = createRoot(container)).render(firstPage);
    followConfiguration(() => {
      root.unmount();
      void startFullApp();
    });
  });
}

/**
 * As the app's shell (`BootGate`) does on every page: the current configuration may have put the site in maintenance
 * (the full app then shows its maintenance page) or name the deployment's language for a visitor who chose none.
 */
function followConfiguration(enterMaintenance: () => void): void {
  fetchShellConfiguration().then(
    (configuration) => (configuration.maintenanceMode ? enterMaintenance() : followLanguage(configuration.defaultLanguage, configuration.customLanguageOffered === true)),
    // The page stays as it is, as the app's pages do when the configuration cannot be read.
    (error: unknown) => console.error('The system configuration could not be read', error),
  );
}

/** As the app's `BootGate`: the deployment's default language, and the custom translation set when it is offered. */
async function followLanguage(defaultLanguage: string, customLanguageOffered: boolean): Promise<void> {
  offerCustomLanguage(customLanguageOffered);
  await applyPreferredLanguage(defaultLanguage);
  if (customLanguageOffered && customLanguageChosen()) {
    await switchToCustomLanguage().catch((error: unknown) => console.error('The custom translation set could not be loaded', error));
  }
}
