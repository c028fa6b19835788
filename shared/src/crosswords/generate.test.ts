import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateCrossword, maxTwoLetterWords, numberCells } from './generate.ts';
import { crosswordViolations } from './validate.ts';
import { seededRandom as seeded } from '../random.ts';


// Prepare (shared): a word list of every length from 2 to 13, made of common letters so words cross often.
const words = [
  'OS', 'ILE', 'AIR', 'ETE', 'RAT', 'NID', 'LAC', 'MER', 'SEL', 'ROI', 'TOIT', 'LION', 'LOUP', 'PAIN', 'RIZ', 'NOTE', 'SAUT', 'TRAIN', 'ARBRE', 'TIGRE',
  'POIRE', 'SALON', 'TABLE', 'LAPIN', 'SINGE', 'ORANGE', 'SOLEIL', 'RENARD', 'CANARD', 'PILOTE', 'MAISON', 'TOMATE', 'ETOILE', 'LETTRE', 'CAROTTE',
  'SALADE', 'LECTURE', 'CUISINE', 'PIERRE', 'RIVIERE', 'TORTUE', 'ELEPHANT', 'ESCALIER', 'PAPILLON', 'TRIANGLE', 'ORTEIL', 'CRAYON', 'CARTABLE',
  'POISSON', 'LIBRAIRE', 'ARTISANAT', 'TERRITOIRE', 'ORIENTATION', 'RESTAURATION', 'ORNITHORYNQUE', 'ALIMENTATION', 'LITTERATURE', 'ARCHITECTE',
  'CONTINENT', 'SCULPTURE', 'ASTRONAUTE', 'INSTITUTRICE', 'ENTRAINEMENT', 'CALLIGRAPHIE', 'ORCHESTRE', 'TRAINEAU', 'SERRURE', 'AIMANT', 'NATATION',
].map((answer) => ({ answer }));
const allowed = new Set(words.map((word) => word.answer));

describe('generateCrossword', () => {
  it('over 1,000 random generations (seeds and sizes), every grid keeps every rule of the independent validator', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.constantFrom(9, 11, 13), fc.integer({ min: 20, max: words.length }), (seed, size, count) => {
        // Act: a few attempts each, since the rules hold for any attempt, the best one kept or not.
        const layout = generateCrossword(words.slice(0, count), size, seeded(seed), { attempts: 3 });
        // Assess
        expect(layout).toBeDefined();
        expect(crosswordViolations(layout!, allowed)).toEqual([]);
        expect(layout!.words.length).toBeGreaterThanOrEqual(4);
        expect(new Set(layout!.words.map((word) => word.answer)).size).toBe(layout!.words.length);
        for (const word of layout!.words) expect(word.entry.answer).toBe(word.answer);
        expect(layout!.words.filter((word) => word.answer.length === 2).length).toBeLessThanOrEqual(maxTwoLetterWords(size));
      }),
      { numRuns: 1000 },
    );
  });

  it('fills a reasonable grid with its default search: at least 8 words on 9×9, more on larger grids', () => {
    // Act
    const counts = [9, 11, 13].map((size) => generateCrossword(words, size, seeded(size))!.words.length);
    // Assess
    expect(counts[0]).toBeGreaterThanOrEqual(8);
    expect(counts[1]).toBeGreaterThanOrEqual(10);
    expect(counts[2]).toBeGreaterThanOrEqual(12);
  });

  it('skips words longer than the grid and repeated answers, and gives up on a list that cannot cross', () => {
    // Act
    const layout = generateCrossword([{ answer: 'ORNITHORYNQUE' }, { answer: 'LION' }, { answer: 'LION' }, { answer: 'NID' }, { answer: 'OIE' }], 9, seeded(1));
    // Assess
    expect(layout!.words.map((word) => word.answer).sort()).not.toContain('ORNITHORYNQUE');
    expect(layout!.words.filter((word) => word.answer === 'LION').length).toBeLessThanOrEqual(1);
    expect(generateCrossword([{ answer: 'ABC' }, { answer: 'XYZ' }], 9, seeded(1))).toBeUndefined();
  });

  it('is deterministic for a given random source', () => {
    // Act, Assess
    expect(generateCrossword(words, 11, seeded(42))).toEqual(generateCrossword(words, 11, seeded(42)));
  });
});

describe('numberCells', () => {
  it('numbers starts of words row by row, across and down', () => {
    // Prepare: a plus-shaped 3×3 and a corner cell alone
    const filled = new Set([1, 3, 4, 5, 7]);
    // Act
    const numbers = numberCells(3, (r, c) => filled.has(r * 3 + c));
    // Assess: (0,1) starts down, (1,0) starts across
    expect([...numbers.entries()]).toEqual([[1, 1], [3, 2]]);
  });
});

describe('crosswordViolations (the validator itself)', () => {
  it('catches words side by side, a disagreement, an island, a bad number and a foreign word', () => {
    // Prepare
    const base = { answer: 'LION', row: 0, col: 0, direction: 'across' as const, number: 1 };
    // Act, Assess
    expect(crosswordViolations({ size: 9, words: [base, { answer: 'LOUP', row: 1, col: 0, direction: 'across', number: 2 }] }).join()).toMatch(/no word|crosses no word/);
    expect(crosswordViolations({ size: 9, words: [base, { answer: 'NID', row: 0, col: 1, direction: 'down', number: 2 }] }).join()).toMatch(/disagree/);
    expect(crosswordViolations({ size: 9, words: [base, { answer: 'IDEE', row: 0, col: 1, direction: 'down', number: 2 }, { answer: 'RAT', row: 6, col: 6, direction: 'across', number: 3 }] }).join()).toMatch(/crosses no word/);
    expect(crosswordViolations({ size: 9, words: [base, { answer: 'IDEE', row: 0, col: 1, direction: 'down', number: 3 }] }).join()).toMatch(/numbered 3, expected 2/);
    expect(crosswordViolations({ size: 9, words: [base, { answer: 'IDEE', row: 0, col: 1, direction: 'down', number: 2 }] }, new Set(['LION']))).toEqual(['word not in the list: IDEE']);
    expect(crosswordViolations({ size: 9, words: [base, { answer: 'IDEE', row: 0, col: 1, direction: 'down', number: 2 }] })).toEqual([]);
  });
});
