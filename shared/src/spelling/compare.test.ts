import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareSpelling } from './compare.ts';

describe('compareSpelling', () => {
  it.each([
    ['été', 'été'],
    ['été', 'e\u0301te\u0301'],
    ["aujourd'hui", 'aujourd’hui'],
    ['arc-en-ciel', ' arc‑en‑ciel '],
  ])('« %s » typed « %s » is correct (NFC, apostrophes, hyphens and spaces normalised)', (expected, typed) => {
    expect(compareSpelling(expected, typed)).toBe('correct');
  });

  it.each([
    ['été', 'ete', [0, 2]],
    ['été', 'eté', [0]],
    ['mère', 'mére', [1]],
    ['fête', 'fete', [1]],
    ['garçon', 'garcon', [3]],
    ['Noël', 'Noel', [2]],
    ['cœur', 'coeur', [1]],
    ['été', 'Ete', [0, 2]],
  ])('« %s » typed « %s » is an accent mistake at %j, not a wrong word', (expected, typed, positions) => {
    expect(compareSpelling(expected, typed)).toEqual({ kind: 'accent', positions });
  });

  it.each([
    ['Paris', 'paris', [0]],
    ['lundi', 'Lundi', [0]],
    ['France', 'FRANCE', [1, 2, 3, 4, 5]],
  ])('« %s » typed « %s » is a capital mistake at %j', (expected, typed, positions) => {
    expect(compareSpelling(expected, typed)).toEqual({ kind: 'capital', positions });
  });

  it.each([
    ['arc-en-ciel', 'arc en ciel', [3, 6]],
    ["aujourd'hui", 'aujourdhui', [7]],
    ['peut-être', 'peut etre', [4, 5]],
    ['grand-mère', 'grandmère', [5]],
  ])('« %s » typed « %s » is a hyphen or apostrophe mistake at %j', (expected, typed, positions) => {
    expect(compareSpelling(expected, typed)).toEqual({ kind: 'hyphen-apostrophe', positions });
  });

  it.each([
    ['pomme', 'pome', [2]],
    ['appeler', 'appeller', [4]],
    ['rythme', 'rhytme', [1, 3]],
    ['bateau', 'bato', [3, 4, 5]],
    ['été', 'étés', [2]],
    ['chat', '', [0, 1, 2, 3]],
  ])('« %s » typed « %s » is wrong at %j', (expected, typed, positions) => {
    expect(compareSpelling(expected, typed)).toEqual({ kind: 'wrong', positions });
  });

  it('finds the word correct when typed as given, and never calls an accent-stripped word wrong', () => {
    const letters = [...'abcdefghijklmnopqrstuvwxyzàâçéèêëîïôùûüÿœ'];
    fc.assert(fc.property(fc.array(fc.constantFrom(...letters), { minLength: 1, maxLength: 12 }).map((chars) => chars.join('')), (word) => {
      expect(compareSpelling(word, word)).toBe('correct');
      const stripped = word.normalize('NFD').replace(/\p{M}/gu, '').replace(/œ/g, 'oe');
      const result = compareSpelling(word, stripped);
      expect(result === 'correct' || result.kind === 'accent').toBe(true);
    }));
  });
});
