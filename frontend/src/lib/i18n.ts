import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadOnce } from './load-once';
import { en } from './locales/en';
import { fr } from './locales/fr';
import type { screensEn } from './locales/screens/en';

const NAMESPACE = 'translations';
/** A translation set supplied at runtime (e.g. by an admin) lives under this language code. */
export const CUSTOM_LANGUAGE = 'custom';
/** The product speaks French until told otherwise (stored choice or system configuration). */
const PRODUCT_LANGUAGE = 'fr';
const STORAGE_KEY = 'plume.language';

/** Languages with a catalogue, named in their own language as switchers do. */
export const supportedLanguages = [
  { code: 'fr', name: 'Français' },
  { code: 'en', name: 'English' },
] as const;
export type SupportedLanguage = (typeof supportedLanguages)[number]['code'];

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof NAMESPACE;
    resources: { translations: typeof en & typeof screensEn };
  }
}

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  ns: [NAMESPACE],
  defaultNS: NAMESPACE,
  resources: { en: { [NAMESPACE]: en }, fr: { [NAMESPACE]: fr } },
  // The catalogues are bundled, so initialising synchronously lets the first render already speak the right language.
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes what it renders
});

i18n.on('languageChanged', (language) => {
  // A custom set does not say which language it is written in, so the page keeps its last real language tag.
  if (language !== CUSTOM_LANGUAGE) document.documentElement.lang = language;
});

export function isSupportedLanguage(code: string | null | undefined): code is SupportedLanguage {
  return supportedLanguages.some((language) => language.code === code);
}

/** The visitor's own choice, else the deployment's default language, else French. */
export function preferredLanguage(defaultLanguage?: string): SupportedLanguage {
  const stored = localStorage.getItem(STORAGE_KEY);
  if (isSupportedLanguage(stored)) return stored;
  return isSupportedLanguage(defaultLanguage) ? defaultLanguage : PRODUCT_LANGUAGE;
}

/** Speaks the preferred language (see {@link preferredLanguage}). */
export async function applyPreferredLanguage(defaultLanguage?: string): Promise<void> {
  await i18n.changeLanguage(preferredLanguage(defaultLanguage));
}

/** Switches language on the visitor's request and remembers it for the next visits. */
export async function chooseLanguage(code: SupportedLanguage): Promise<void> {
  localStorage.setItem(STORAGE_KEY, code);
  await i18n.changeLanguage(code);
}

/** Adds a translation set under the `custom` language and switches to it at once; missing keys fall back to English. */
export async function loadCustomLanguage(resources: Record<string, unknown>): Promise<void> {
  i18n.addResourceBundle(CUSTOM_LANGUAGE, NAMESPACE, resources, true, true);
  await i18n.changeLanguage(CUSTOM_LANGUAGE);
}

/**
 * The words of the account, sign-in and subscription screens, fetched with the first of those screens so the landing
 * page does not carry them. Merged into the one `translations` namespace.
 */
export const loadScreenTranslations = loadOnce(async () => {
  const [{ screensEn }, { screensFr }] = await Promise.all([import('./locales/screens/en'), import('./locales/screens/fr')]);
  i18n.addResourceBundle('en', NAMESPACE, screensEn, true, false);
  i18n.addResourceBundle('fr', NAMESPACE, screensFr, true, false);
});

/** Loads a lazy module together with the screen translations it speaks with. */
export async function withScreenTranslations<T>(load: Promise<T>): Promise<T> {
  const [module] = await Promise.all([load, loadScreenTranslations()]);
  return module;
}

export { i18n };
