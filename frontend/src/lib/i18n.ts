import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { formatNumber } from './formatters';
import type { en } from './locales/en';
import type { homeEn } from './locales/home-en';
import type { screensEn } from './locales/screens/en';
import type { ScreenWordGroup } from './locales/screens/word-groups';
import type serverMessagesEn from 'virtual:server-messages/en';

const NAMESPACE = 'translations';
/** A translation set supplied at runtime (e.g. by an admin) lives under this language code. */
export const CUSTOM_LANGUAGE = 'custom';
/** The product speaks French until told otherwise (stored choice or system configuration). */
const PRODUCT_LANGUAGE = 'fr';
const STORAGE_KEY = 'plume.language';
/** The deployment's default language, as the last system configuration named it: the next visit starts in it. */
const DEFAULT_LANGUAGE_KEY = 'plume.defaultLanguage';

/** Languages with a catalogue, named in their own language as switchers do. */
export const supportedLanguages = [
  { code: 'fr', name: 'Français' },
  { code: 'en', name: 'English' },
] as const;
export type SupportedLanguage = (typeof supportedLanguages)[number]['code'];

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof NAMESPACE;
    resources: { translations: typeof en & typeof homeEn & typeof screensEn & { messages: typeof serverMessagesEn } };
  }
}

type Words = Record<string, unknown>;

/** Each catalogue is its own chunk: a page downloads the words of its language only. */
const catalogues: Record<SupportedLanguage, () => Promise<Words>> = {
  fr: () => import('./locales/fr').then(({ fr }) => fr),
  en: () => import('./locales/en').then(({ en }) => en),
};
type Catalogue = Record<SupportedLanguage, () => Promise<Words>>;
type WordsModule = () => Promise<{ default: Words }>;
const wordGroup = (fr: WordsModule, en: WordsModule): Catalogue => ({ fr: () => fr().then(({ default: words }) => words), en: () => en().then(({ default: words }) => words) });
/**
 * The screens' core words (see `screenWordGroups`) with the server messages the screens name in their code
 * (`virtual:server-messages/<language>/screens`, vite.config.ts). The API's answers bring their message translated.
 */
const screenCatalogues: Catalogue = {
  fr: () => Promise.all([import('virtual:screen-words/fr/core'), import('virtual:server-messages/fr/screens')]).then(([words, messages]) => ({ ...words.default, messages: messages.default })),
  en: () => Promise.all([import('virtual:screen-words/en/core'), import('virtual:server-messages/en/screens')]).then(([words, messages]) => ({ ...words.default, messages: messages.default })),
};
/** Every server message, for the screens that show a code they are given (see {@link GROUPS_SHOWING_CODES}). */
const serverMessageCatalogues: Catalogue = {
  fr: () => import('virtual:server-messages/fr').then(({ default: messages }) => ({ messages })),
  en: () => import('virtual:server-messages/en').then(({ default: messages }) => ({ messages })),
};
/**
 * The groups whose screens show a server message by the code they were given rather than by name: the battles (the
 * socket's errors, `t(`messages.${error.code}`)`) and the content admin (a passage's rules). They load every message.
 */
const GROUPS_SHOWING_CODES: readonly ScreenWordGroup[] = ['battles', 'adminContent'];
/** Each group's words, a chunk per language (the import paths are spelled out so the bundler sees every chunk). */
const screenGroupCatalogues: Record<ScreenWordGroup, Catalogue> = {
  quiz: wordGroup(() => import('virtual:screen-words/fr/quiz'), () => import('virtual:screen-words/en/quiz')),
  badges: wordGroup(() => import('virtual:screen-words/fr/badges'), () => import('virtual:screen-words/en/badges')),
  leaderboard: wordGroup(() => import('virtual:screen-words/fr/leaderboard'), () => import('virtual:screen-words/en/leaderboard')),
  statistics: wordGroup(() => import('virtual:screen-words/fr/statistics'), () => import('virtual:screen-words/en/statistics')),
  adminQuestions: wordGroup(() => import('virtual:screen-words/fr/adminQuestions'), () => import('virtual:screen-words/en/adminQuestions')),
  dictation: wordGroup(() => import('virtual:screen-words/fr/dictation'), () => import('virtual:screen-words/en/dictation')),
  crosswords: wordGroup(() => import('virtual:screen-words/fr/crosswords'), () => import('virtual:screen-words/en/crosswords')),
  flashcards: wordGroup(() => import('virtual:screen-words/fr/flashcards'), () => import('virtual:screen-words/en/flashcards')),
  spelling: wordGroup(() => import('virtual:screen-words/fr/spelling'), () => import('virtual:screen-words/en/spelling')),
  wallet: wordGroup(() => import('virtual:screen-words/fr/wallet'), () => import('virtual:screen-words/en/wallet')),
  finance: wordGroup(() => import('virtual:screen-words/fr/finance'), () => import('virtual:screen-words/en/finance')),
  referral: wordGroup(() => import('virtual:screen-words/fr/referral'), () => import('virtual:screen-words/en/referral')),
  battles: wordGroup(() => import('virtual:screen-words/fr/battles'), () => import('virtual:screen-words/en/battles')),
  contests: wordGroup(() => import('virtual:screen-words/fr/contests'), () => import('virtual:screen-words/en/contests')),
  exams: wordGroup(() => import('virtual:screen-words/fr/exams'), () => import('virtual:screen-words/en/exams')),
  adminConsole: wordGroup(() => import('virtual:screen-words/fr/adminConsole'), () => import('virtual:screen-words/en/adminConsole')),
  adminContent: wordGroup(() => import('virtual:screen-words/fr/adminContent'), () => import('virtual:screen-words/en/adminContent')),
  learnerHome: wordGroup(() => import('virtual:screen-words/fr/learnerHome'), () => import('virtual:screen-words/en/learnerHome')),
  faq: wordGroup(() => import('virtual:screen-words/fr/faq'), () => import('virtual:screen-words/en/faq')),
};
/** The plans and the pricing page alone (a part of the screens' catalogue), for the prerendered `/pricing`. */
const pricingCatalogues: Catalogue = {
  fr: () => import('./locales/screens/pricing-fr').then(({ pricingScreenFr }) => pricingScreenFr),
  en: () => import('./locales/screens/pricing-en').then(({ pricingScreenEn }) => pricingScreenEn),
};
/** The landing page's words, for it and the pages that reuse its parts (features, guest profile). */
const homeCatalogues: Catalogue = {
  fr: () => import('./locales/home-fr').then(({ homeFr }) => homeFr),
  en: () => import('./locales/home-en').then(({ homeEn }) => homeEn),
};
/** Catalogues beyond the base one that a page has asked for: every language loaded from then on brings them too. */
const wantedCatalogues = new Set<Catalogue>();

/** i18next loads a language through this before switching to it, so no key ever shows untranslated. */
const catalogueBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read(language, _namespace, callback) {
    // The custom set is added whole by `loadCustomLanguage`; there is nothing to fetch for it.
    if (!isSupportedLanguage(language)) return callback(null, {});
    Promise.all([catalogues[language](), ...[...wantedCatalogues].map((catalogue) => catalogue[language]())])
      .then(([words, ...wanted]) => wanted.reduce<Words>((merged, extra) => mergeWords(extra, merged), words))
      .then((words) => callback(null, words), (error: unknown) => callback(error as Error, null));
  },
};

/** Settles once i18next has loaded its first language: until then `useTranslation` suspends (fatal in a prerender). */
export const i18nInitialized: Promise<unknown> = i18n
  .use(catalogueBackend)
  .use(initReactI18next)
  .init({
    lng: preferredLanguage(),
    // The catalogues are complete (their types say so); only a custom set falls back, to English.
    fallbackLng: { [CUSTOM_LANGUAGE]: ['en'], default: [] },
    ns: [NAMESPACE],
    defaultNS: NAMESPACE,
    interpolation: { escapeValue: false }, // React escapes what it renders
  });

// A count is written `{{count, number}}`: i18next's `number` format is the page's one formatter, so « 5 000 » takes a
// narrow no-break space in French (a custom set does not say its language: the browser's then).
i18n.services.formatter?.add('number', (value: number, language: string | undefined, options: Intl.NumberFormatOptions) =>
  formatNumber(value, isSupportedLanguage(language) ? language : undefined, options),
);

i18n.on('languageChanged', (language) => {
  // A custom set does not say which language it is written in, so the page keeps its last real language tag. The
  // first pages' prerender runs in Node, without a document: it writes the tag into the file itself.
  if (language !== CUSTOM_LANGUAGE && typeof document !== 'undefined') document.documentElement.lang = language;
});

export function isSupportedLanguage(code: string | null | undefined): code is SupportedLanguage {
  return supportedLanguages.some((language) => language.code === code);
}

/** The visitor's own choice, else the deployment's default language (given, or remembered from the last visit), else French. */
export function preferredLanguage(defaultLanguage?: string): SupportedLanguage {
  const stored = readStorage(STORAGE_KEY);
  if (isSupportedLanguage(stored)) return stored;
  const deploymentDefault = defaultLanguage ?? readStorage(DEFAULT_LANGUAGE_KEY);
  return isSupportedLanguage(deploymentDefault) ? deploymentDefault : PRODUCT_LANGUAGE;
}

/**
 * Speaks the preferred language (see {@link preferredLanguage}), once its catalogue is loaded. A default language
 * from the system configuration is remembered, so the next visit paints in it before the configuration answers.
 */
export async function applyPreferredLanguage(defaultLanguage?: string): Promise<void> {
  if (defaultLanguage !== undefined) writeStorage(DEFAULT_LANGUAGE_KEY, defaultLanguage);
  await i18n.changeLanguage(preferredLanguage(defaultLanguage));
}

/** Switches language on the visitor's request and remembers it for the next visits. */
export async function chooseLanguage(code: SupportedLanguage): Promise<void> {
  writeStorage(STORAGE_KEY, code);
  await i18n.changeLanguage(code);
}

/** Adds a translation set under the `custom` language and switches to it at once; missing keys fall back to English. */
export async function loadCustomLanguage(resources: Record<string, unknown>): Promise<void> {
  i18n.addResourceBundle(CUSTOM_LANGUAGE, NAMESPACE, resources, true, true);
  await i18n.changeLanguage(CUSTOM_LANGUAGE);
}

/** Speaks a custom translation set on the visitor's request (see {@link loadCustomLanguage}), and remembers the choice. */
export async function chooseCustomLanguage(resources: Record<string, unknown>): Promise<void> {
  writeStorage(STORAGE_KEY, CUSTOM_LANGUAGE);
  await loadCustomLanguage(resources);
}

/**
 * Whether the visitor chose the custom set last: the page starts in the preferred real language and switches to the
 * set once the configuration says it is still offered (the set is fetched only then).
 */
export const customLanguageChosen = (): boolean => readStorage(STORAGE_KEY) === CUSTOM_LANGUAGE;

/**
 * Adds a catalogue to the one `translations` namespace, in the languages already loaded (the current one and its
 * fallback), and to every language loaded later.
 */
const loadingCatalogues = new Map<Catalogue, Promise<void>>();
function loadCatalogue(catalogue: Catalogue): Promise<void> {
  wantedCatalogues.add(catalogue);
  const loading =
    loadingCatalogues.get(catalogue) ??
    Promise.all(
      supportedLanguages
        .map(({ code }) => code)
        .filter((code) => i18n.hasResourceBundle(code, NAMESPACE))
        .map(async (code) => i18n.addResourceBundle(code, NAMESPACE, await catalogue[code](), true, false)),
    ).then(
      () => undefined,
      (error: unknown) => {
        loadingCatalogues.delete(catalogue);
        throw error;
      },
    );
  loadingCatalogues.set(catalogue, loading);
  return loading;
}

/**
 * The screens' core words (the frame, sign-in, account, subscription…) and those of the groups named, fetched with the
 * first screen that needs them so the landing page does not carry them.
 */
export const loadScreenTranslations = (...groups: ScreenWordGroup[]): Promise<void> =>
  Promise.all(
    [
      screenCatalogues,
      ...groups.map((group) => screenGroupCatalogues[group]),
      ...(groups.some((group) => GROUPS_SHOWING_CODES.includes(group)) ? [serverMessageCatalogues] : []),
    ].map(loadCatalogue),
  ).then(() => undefined);

/** The words of the plans and the pricing page only: what the prerendered `/pricing` needs beyond the base catalogue. */
export const loadPricingTranslations = (): Promise<void> => loadCatalogue(pricingCatalogues);

/** The landing page's words (also used by the features and guest pages): not in the base catalogue other pages load. */
export const loadHomeTranslations = (): Promise<void> => loadCatalogue(homeCatalogues);

/** Loads a lazy module together with the landing page's words. */
export async function withHomeTranslations<T>(load: Promise<T>): Promise<T> {
  const [module] = await Promise.all([load, loadHomeTranslations()]);
  return module;
}

/** Loads a lazy module together with the screen translations it speaks with: the core words and its groups. */
export async function withScreenTranslations<T>(load: Promise<T>, ...groups: ScreenWordGroup[]): Promise<T> {
  const [module] = await Promise.all([load, loadScreenTranslations(...groups)]);
  return module;
}

/** `base` deep-merged under `words`: a key of `words` wins, as `addResourceBundle(…, deep, no overwrite)` does. */
function mergeWords(base: Words, words: Words): Words {
  const merged: Words = { ...base };
  for (const [key, value] of Object.entries(words)) {
    const under = merged[key];
    merged[key] = isWords(value) && isWords(under) ? mergeWords(under, value) : value;
  }
  return merged;
}

const isWords = (value: unknown): value is Words => typeof value === 'object' && value !== null;

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // private mode or full storage: the choice lasts for this page only
  }
}

export { i18n };
