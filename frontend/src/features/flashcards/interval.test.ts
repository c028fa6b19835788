import { describe, expect, it } from 'vitest';
import { formatInterval, maskWord } from './interval';

const now = Date.parse('2026-11-25T10:00:00Z');
const after = (ms: number) => new Date(now + ms).toISOString();
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('interval labels', () => {
  it('writes minutes, hours, days, months and years as Anki does', () => {
    expect(plain(formatInterval(now, after(10 * 60_000), 'fr'))).toBe('10 min');
    expect(plain(formatInterval(now, after(3 * 3_600_000), 'fr'))).toBe('3 h');
    expect(plain(formatInterval(now, after(5 * 86_400_000), 'fr'))).toBe('5 j');
    expect(plain(formatInterval(now, after(61 * 86_400_000), 'fr'))).toBe('2 mois');
    expect(plain(formatInterval(now, after(365 * 86_400_000), 'fr'))).toBe('1 an');
    expect(plain(formatInterval(now, after(5 * 86_400_000), 'en'))).toBe('5 days');
    expect(plain(formatInterval(now, after(-5_000), 'fr'))).toBe('1 min');
  });

  it('hides the word in its sentence, whole words only', () => {
    expect(maskWord('Le chat joue dans le jardin.', 'jardin')).toBe('Le chat joue dans le ….');
    expect(maskWord('Le chat a mangé.', 'a')).toBe('Le chat … mangé.');
  });
});
