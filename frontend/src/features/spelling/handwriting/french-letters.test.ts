import { describe, expect, it } from 'vitest';
import { FRENCH_LETTERS, typedLetter } from './french-letters';

describe('typedLetter', () => {
  it('takes the French letters, lowered, and the typographic apostrophe as the plain one', () => {
    expect(typedLetter('é')).toBe('é');
    expect(typedLetter('Ç')).toBe('ç');
    expect(typedLetter('Œ')).toBe('œ');
    expect(typedLetter('’')).toBe('\'');
    expect(typedLetter('-')).toBe('-');
  });

  it('refuses keys that are no French letter', () => {
    for (const key of ['Enter', 'Dead', '1', ' ', 'ñ', 'ß', '?', 'ab']) expect(typedLetter(key), key).toBeUndefined();
  });

  it('holds the 41 letters and 2 signs of French words', () => {
    expect(FRENCH_LETTERS.size).toBe(43);
  });
});
