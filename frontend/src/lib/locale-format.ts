import { useTranslation } from 'react-i18next';
import { formatEuros, formatNumber, formatOrdinal, type OrdinalGender } from './formatters';
import { CUSTOM_LANGUAGE } from './i18n';

export { formatEuros, formatNumber, formatOrdinal, upperFirst, type OrdinalGender } from './formatters';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** The largest unit that fits, from the smallest: 42 minutes, 5 hours, 3 days, 2 weeks… */
const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * DAY],
  ['month', 30 * DAY],
  ['week', 7 * DAY],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
];

/**
 * Numbers and dates in the page's language (a custom translation set does not say its language: the browser's then).
 * Formatters are built per call: these screens format a few dozen values, not thousands.
 */
export function useLocaleFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.language === CUSTOM_LANGUAGE ? undefined : i18n.language;
  return {
    locale,
    number: (value: number, options?: Intl.NumberFormatOptions) => formatNumber(value, locale, options),
    /** « 1ʳᵉ », « 2ᵉ » (« 1ᵉʳ » with `masculine`); « 1st », « 2nd ». */
    ordinal: (value: number, gender?: OrdinalGender) => formatOrdinal(value, locale, gender),
    /** « 9,99 € ». */
    euros: (amountCents: number) => formatEuros(amountCents, locale),
    /** Dates keep the language's own case: French months are lower case (« 3 mars »), never capitalised. */
    date: (value: string | number | Date, options: Intl.DateTimeFormatOptions = { dateStyle: 'long' }) => new Intl.DateTimeFormat(locale, options).format(new Date(value)),
    /** « il y a 5 minutes », « hier », « maintenant ». */
    relative: (value: string | number | Date, now = Date.now()) => {
      const elapsed = new Date(value).getTime() - now;
      const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
      const [unit, size] = units.find(([, length]) => Math.abs(elapsed) >= length) ?? ['second', Infinity];
      return format.format(size === Infinity ? 0 : Math.round(elapsed / size), unit);
    },
  };
}
