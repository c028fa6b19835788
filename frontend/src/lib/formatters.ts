/**
 * The numbers, ranks and prices of the page, one formatter each, without React or i18next: `useLocaleFormat`
 * (`locale-format.ts`) gives them the page's language, and i18next's `number` format (`{{count, number}}`) is
 * `formatNumber` too (`i18n.ts`).
 */
/** The grammatical gender of the noun an ordinal goes with: « 1ʳᵉ place », « 1ᵉʳ prix ». */
export type OrdinalGender = 'feminine' | 'masculine';
const englishOrdinalSuffixes: Record<Intl.LDMLPluralRule, string> = { zero: 'th', one: 'st', two: 'nd', few: 'rd', many: 'th', other: 'th' };

/**
 * Numbers in a language: French groups thousands with a narrow no-break space (U+202F), « 5 000 », as `Intl` does
 * for `fr`. Every number shown goes through this (or `useLocaleFormat().number`), never `toString()`.
 */
export function formatNumber(value: number, locale: string | undefined, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(locale, options).format(value);
}

/**
 * An ordinal as the Imprimerie nationale writes it: « 1ʳᵉ » or « 1ᵉʳ » (the noun's gender), « 2ᵉ », « 3ᵉ »…, the
 * letters in superscript. In English (and any other language) « 1st », « 2nd », « 3rd », « 4th », « 11th », « 21st »
 * from the ordinal plural rules.
 */
export function formatOrdinal(value: number, locale: string | undefined, gender: OrdinalGender = 'feminine'): string {
  const number = formatNumber(value, locale);
  if (locale?.split('-')[0] === 'fr') return value === 1 ? (gender === 'feminine' ? '1ʳᵉ' : '1ᵉʳ') : `${number}ᵉ`;
  return `${number}${englishOrdinalSuffixes[new Intl.PluralRules('en', { type: 'ordinal' }).select(value)]}`;
}

/** A sentence's first letter in capital, the rest as written: « Mardi 3 mars » (CSS `capitalize` would give « 3 Mars »). */
export function upperFirst(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/** A price in euros, « 9,99 € » in French, « €9.99 » in English. */
export function formatEuros(amountCents: number, locale: string | undefined): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(amountCents / 100);
}

