import { describe, expect, it } from 'vitest';
import { formatEuros, formatNumber, formatOrdinal, upperFirst } from './locale-format';
import { scoreBand } from './score-band';

describe('locale format', () => {
  it('groups French thousands with a narrow no-break space', () => {
    expect(formatNumber(5000, 'fr')).toBe('5\u202F000');
    expect(formatNumber(1234567, 'fr')).toBe('1\u202F234\u202F567');
    expect(formatNumber(999, 'fr')).toBe('999');
    expect(formatNumber(5000, 'en')).toBe('5,000');
  });

  it('writes French ordinals as the Imprimerie nationale does, by the noun’s gender', () => {
    expect(formatOrdinal(1, 'fr')).toBe('1ʳᵉ');
    expect(formatOrdinal(1, 'fr', 'masculine')).toBe('1ᵉʳ');
    expect([2, 3, 11, 21, 100].map((rank) => formatOrdinal(rank, 'fr'))).toEqual(['2ᵉ', '3ᵉ', '11ᵉ', '21ᵉ', '100ᵉ']);
    expect(formatOrdinal(1200, 'fr')).toBe('1\u202F200ᵉ');
  });

  it('writes English ordinals from the ordinal plural rules', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map((rank) => formatOrdinal(rank, 'en'))).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '23rd', '101st', '111th']);
  });

  it('writes a price in euros the way each language does', () => {
    expect(formatEuros(999, 'fr')).toBe('9,99\u00A0€');
    expect(formatEuros(999, 'en')).toBe('€9.99');
  });

  it('capitalises a sentence’s first letter only', () => {
    expect(upperFirst('mardi 3 mars 2026')).toBe('Mardi 3 mars 2026');
  });
});

describe('score bands', () => {
  it.each([[0, 'low'], [10, 'low'], [39, 'low'], [40, 'middle'], [69, 'middle'], [70, 'high'], [99, 'high'], [100, 'perfect']] as const)('%i %% is %s', (percentage, band) => {
    expect(scoreBand(percentage)).toBe(band);
  });
});
