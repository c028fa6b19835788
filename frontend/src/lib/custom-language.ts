// Without the app's API client: the language menu sits in the frame of the prerendered first pages too.
import { isEnvelope } from './api-envelope';
import { createStore, useStore } from './create-store';
import { chooseCustomLanguage, CUSTOM_LANGUAGE, i18n } from './i18n';
import { loadApiBaseUrl } from './runtime-config';

/**
 * The admins' custom translation set (issue 24, « A custom translation set can be loaded under a language called
 * custom and switched to at once »): offered in the language menu when the system configuration says so
 * (`customLanguageOffered`), fetched from the public `GET get_custom_language` only when someone chooses it.
 */
const offeredStore = createStore(false);

/** Set by whoever reads the system configuration (the app's `BootGate`). */
export const offerCustomLanguage = (offered: boolean) => offeredStore.set(offered);
export const useCustomLanguageOffered = () => useStore(offeredStore);

/** `{ 'nav.home': 'x' }` → `{ nav: { home: 'x' } }`, as the catalogues are written (a key under a text is dropped). */
export function nestWords(words: Record<string, string>): Record<string, unknown> {
  const nested: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(words)) {
    const parts = key.split('.');
    let node: Record<string, unknown> | undefined = nested;
    for (const part of parts.slice(0, -1)) {
      const next: unknown = Object.hasOwn(node, part) ? node[part] : (node[part] = {});
      node = typeof next === 'object' && next !== null ? (next as Record<string, unknown>) : undefined;
      if (!node) break;
    }
    if (node) node[parts.at(-1)!] = value;
  }
  return nested;
}

/** The set as the public GET serves it (the edge may keep it a minute), checked by hand: texts under keys. */
export async function fetchCustomWords(): Promise<Record<string, string>> {
  const response = await fetch(`${await loadApiBaseUrl()}/get_custom_language`, { headers: { accept: 'application/json', 'accept-language': i18n.language } });
  const body: unknown = await response.json().catch(() => undefined);
  const words = response.ok && isEnvelope(body) && !body.error ? (body.data as { words?: unknown } | undefined)?.words : undefined;
  if (typeof words !== 'object' || words === null || !Object.values(words).every((value) => typeof value === 'string')) {
    throw new Error(`get_custom_language answered HTTP ${response.status} without a translation set`);
  }
  return words as Record<string, string>;
}

/** Loads the set under `custom` and speaks it at once (remembered); missing keys fall back to English (`lib/i18n.ts`). */
export async function switchToCustomLanguage(): Promise<void> {
  await chooseCustomLanguage(nestWords(await fetchCustomWords()));
}

export const speaksCustomLanguage = () => i18n.language === CUSTOM_LANGUAGE;
