import { describe, expect, it } from 'vitest';
import { fromStatement, fromWord, pickDailySet, seededIndex } from './set-up-game.ts';
import type { StoredQuestion } from '#questions/data/catalog';

const pool = (category: string) => Array.from({ length: 50 }, (_, n): StoredQuestion => ({
  id: `${category}-${n}`, category, subcategory: 's', level: 1 + (n % 5), difficulty: 'facile', question: `${category} ${n} ?`,
  options: ['a', 'b', 'c', 'd'], answer: 0, explanation: 'x', language: 'fr',
}));
const categories = ['orthographe', 'histoire', 'sciences'].map(pool);

describe('daily quiz set', () => {
  it('is the same for everyone on a day, one question per category, from the easier levels', () => {
    const set = pickDailySet('2026-11-23', categories);
    expect(pickDailySet('2026-11-23', categories)).toEqual(set);
    expect(set.map((q) => q.category)).toEqual(['orthographe', 'histoire', 'sciences']);
    expect(set.every((q) => q.level <= 3)).toBe(true);
  });

  it('changes from day to day', () => {
    const days = Array.from({ length: 10 }, (_, i) => `2026-11-${String(10 + i).padStart(2, '0')}`);
    const firstQuestions = new Set(days.map((day) => pickDailySet(day, categories)[0]!.id));
    expect(firstQuestions.size).toBeGreaterThan(5);
  });

  it('skips a category with no question', () => {
    expect(pickDailySet('2026-11-23', [[], pool('sciences')])).toHaveLength(1);
  });

  it('draws indices in range', () => {
    for (let i = 0; i < 200; i++) expect(seededIndex(`seed-${i}`, 7)).toBeLessThan(7);
  });
});

describe('mode content as game questions', () => {
  it('true/false: Vrai is option 0', () => {
    expect(fromStatement({ id: 't', category: 'sciences', statement: 'Le Soleil est une étoile.', isTrue: true, explanation: 'Oui.', language: 'fr' })).toMatchObject({ options: ['Vrai', 'Faux'], answer: 0 });
    expect(fromStatement({ id: 'f', category: 'sciences', statement: 'La Lune est une planète.', isTrue: false, explanation: 'Non.', language: 'fr' }).answer).toBe(1);
  });

  it('guess the word: letters without accents, the word as written kept for the reveal', () => {
    expect(fromWord({ id: 'w', word: 'ELEPHANT', display: 'éléphant', clues: ['Grand', 'Trompe'], category: 'sciences', difficulty: 'facile' })).toMatchObject({ kind: 'word', word: 'ELEPHANT', display: 'éléphant', options: [], question: 'Grand', clues: ['Trompe'] });
  });
});
