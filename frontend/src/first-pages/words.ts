import type { FirstPageName } from '@plume/shared/first-pages';
import { applyPreferredLanguage, i18n, i18nInitialized, loadHomeTranslations, loadPricingTranslations, type SupportedLanguage } from '@/lib/i18n';

/** What each page needs beyond the base catalogue (in the app, `/pricing` loads all the screens' words with its route). */
const extraWords: Record<FirstPageName, () => Promise<void>> = { home: loadHomeTranslations, pricing: loadPricingTranslations };

/**
 * Loads the words a first page shows, in `language` (the build's prerender) or in the visitor's preferred one (the
 * browser): the same words as the app's route for that page, so the markup matches.
 */
export async function loadFirstPageWords(page: FirstPageName, language?: SupportedLanguage): Promise<void> {
  await i18nInitialized;
  await (language ? i18n.changeLanguage(language) : applyPreferredLanguage());
  await extraWords[page]();
}
