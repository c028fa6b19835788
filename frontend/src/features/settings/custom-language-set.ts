import { CUSTOM_LANGUAGE_MAX_CHARACTERS, CUSTOM_LANGUAGE_MAX_KEYS, CUSTOM_LANGUAGE_MAX_VALUE, customLanguageWordsSchema, type CustomLanguageWords } from '@plume/shared/settings';

/** Why a pasted or uploaded translation set cannot be saved, each with the keys at fault. */
export type CustomSetProblem =
  | { kind: 'notJson' }
  | { kind: 'notObject' }
  | { kind: 'notText'; keys: string[] }
  | { kind: 'tooLong'; keys: string[] }
  | { kind: 'unknownKeys'; keys: string[] }
  | { kind: 'tooLarge' };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `{ nav: { home: 'x' } }` → `{ 'nav.home': 'x' }`; keys already dotted stay as they are, non-objects are leaves. */
export function flattenWords(value: Record<string, unknown>, prefix = '', out: Record<string, unknown> = {}): Record<string, unknown> {
  for (const [key, child] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isObject(child)) flattenWords(child, path, out);
    else out[path] = child;
  }
  return out;
}

/**
 * An admin's text (pasted or from a file) as the set `admin/update_custom_language` takes: a JSON object, flat or
 * nested, whose leaves are texts under keys the catalogues have (`knownKeys`), within the contract's limits (the
 * same schema as the server's, which checks again).
 */
export function readCustomSet(text: string, knownKeys: ReadonlySet<string>): { words: CustomLanguageWords } | { problem: CustomSetProblem } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { problem: { kind: 'notJson' } };
  }
  if (!isObject(parsed)) return { problem: { kind: 'notObject' } };
  const flat = flattenWords(parsed);
  const keys = Object.keys(flat);
  const notText = keys.filter((key) => typeof flat[key] !== 'string');
  if (notText.length > 0) return { problem: { kind: 'notText', keys: notText } };
  const tooLong = keys.filter((key) => (flat[key] as string).length > CUSTOM_LANGUAGE_MAX_VALUE);
  if (tooLong.length > 0) return { problem: { kind: 'tooLong', keys: tooLong } };
  const unknownKeys = keys.filter((key) => !knownKeys.has(key));
  if (unknownKeys.length > 0) return { problem: { kind: 'unknownKeys', keys: unknownKeys } };
  const checked = customLanguageWordsSchema.safeParse(flat);
  return checked.success ? { words: checked.data } : { problem: { kind: 'tooLarge' } };
}

export const customSetLimits = { maxKeys: CUSTOM_LANGUAGE_MAX_KEYS, maxCharacters: CUSTOM_LANGUAGE_MAX_CHARACTERS, maxValue: CUSTOM_LANGUAGE_MAX_VALUE };

/** Every key of the catalogues (base, landing, screens, server messages), dotted: what a custom set may translate. */
export async function loadCatalogueKeys(): Promise<Set<string>> {
  const [{ en }, { homeEn }, { screensEn }, { default: messages }] = await Promise.all([
    import('@/lib/locales/en'),
    import('@/lib/locales/home-en'),
    import('@/lib/locales/screens/en'),
    import('virtual:server-messages/en'),
  ]);
  return new Set(Object.keys(flattenWords({ ...en, ...homeEn, ...screensEn, messages })));
}
