const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long until a card comes back, as Anki writes it on its buttons: « 10 min », « 3 h », « 5 j », « 2 mois »,
 * « 1 an » (French), « 10 min », « 3 hr », « 5 days », « 2 months », « 1 year » (English).
 */
export function formatInterval(fromMs: number, toIso: string, locale: string | undefined): string {
  const span = Math.max(0, Date.parse(toIso) - fromMs);
  const unit = (value: number, name: 'minute' | 'hour' | 'day' | 'month' | 'year', display: 'short' | 'long') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: display, maximumFractionDigits: name === 'year' ? 1 : 0 }).format(value);
  if (span < HOUR) return unit(Math.max(1, Math.round(span / MINUTE)), 'minute', 'short');
  if (span < DAY) return unit(Math.round(span / HOUR), 'hour', 'short');
  if (span < 30 * DAY) return unit(Math.round(span / DAY), 'day', 'short');
  if (span < 365 * DAY) return unit(Math.round(span / (30 * DAY)), 'month', 'long');
  return unit(Math.round((span / (365 * DAY)) * 10) / 10, 'year', 'long');
}

/** The example sentence with the word to spell hidden, for a card's front. */
export function maskWord(sentence: string, word: string): string {
  const escaped = word.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return sentence.replace(new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}(?=$|[^\\p{L}\\p{N}])`, 'u'), (_whole, before: string) => `${before}…`);
}
