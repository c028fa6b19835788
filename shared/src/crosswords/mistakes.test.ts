import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_CLUE_CHARS } from './clue.ts';
import { blankWord, fitClue, MAX_MISTAKE_WORDS, mistakeClue, mistakeEntries } from './mistakes.ts';

describe('« Mes mots croisés » clues', () => {
  it('blanks every whole-word occurrence of the word, whatever its case, and nothing inside other words', () => {
    expect(blankWord('Le chat dort. Chat perché, le chaton rit.', 'chat')).toBe('Le ____ dort. ____ perché, le chaton rit.');
    expect(blankWord("L'élève écoute ; les élèves lisent.", 'élève')).toBe("L'____ écoute ; les élèves lisent.");
    expect(blankWord('Le chaton dort.', 'chat')).toBeUndefined();
  });

  it('prefers the bank clue, then the sentence blanked, then what was written, then a fallback', () => {
    expect(mistakeClue({ word: 'pluie', example: 'La pluie tombe.' }, 'Eau qui tombe du ciel')).toBe('Eau qui tombe du ciel');
    expect(mistakeClue({ word: 'pluie', written: 'pluit', example: 'La pluie tombe fort.' }, undefined)).toBe('La ____ tombe fort.');
    expect(mistakeClue({ word: 'pluie', written: 'pluit', example: 'Il fait beau.' }, undefined)).toBe('Vous aviez écrit « pluit » : corrigez');
    expect(mistakeClue({ word: 'élève', written: 'eleve' }, undefined)).toBe('Vous aviez écrit « eleve » (accents à revoir)');
    expect(mistakeClue({ word: 'jardin' }, undefined)).toBe('Un mot oublié dans une dictée');
    expect(mistakeClue({ word: 'dictée' }, undefined)).toBe('À retrouver : vos erreurs');
    expect(mistakeClue({ word: 'a', written: 'il a' }, undefined)).toBe('Un mot oublié dans une dictée');
  });

  it('cuts a long sentence around the blank, within the clue length, with ellipses', () => {
    const long = `${'Au début de la matinée, sous un ciel gris, '.repeat(2)}la ____ tombait sans bruit${' sur les toits de la vieille ville'.repeat(2)}.`;
    const clue = fitClue(long);
    expect(clue.length).toBeLessThanOrEqual(MAX_CLUE_CHARS);
    expect(clue).toContain('____');
    expect(clue.startsWith('…')).toBe(true);
    expect(clue.endsWith('…')).toBe(true);
  });

  it('never gives the word away and stays within the clue length (property)', () => {
    const letters = fc.constantFrom(...'abcdeéèêfgilmnoprstuàç');
    const word = fc.string({ unit: letters, minLength: 1, maxLength: 10 });
    const sentence = fc.array(fc.oneof(word, fc.constantFrom('le', 'la', 'chat', 'Chat', 'dictée', 'vous', '.', ',', "l'")), { maxLength: 40 }).map((parts) => parts.join(' '));
    fc.assert(fc.property(word, fc.option(word, { nil: undefined }), fc.option(sentence, { nil: undefined }), (mistaken, written, example) => {
      const clue = mistakeClue({ word: mistaken, ...(written === undefined ? {} : { written }), ...(example === undefined ? {} : { example }) }, undefined);
      expect(blankWord(clue, mistaken)).toBeUndefined();
      expect(clue.length).toBeLessThanOrEqual(MAX_CLUE_CHARS);
      expect(clue.length).toBeGreaterThan(0);
    }), { numRuns: 500 });
  });
});

describe('« Mes mots croisés » words', () => {
  it('keeps one entry per grid form, in order, only words a grid can hold, the bank clue when there is one', () => {
    const entries = mistakeEntries([
      { word: 'élève', written: 'eleve' },
      { word: 'Élève' },
      { word: 'arc-en-ciel', example: "Un arc-en-ciel brille." },
      { word: 'anticonstitutionnellement' },
      { word: '!' },
      { word: 'a' },
    ], new Map([['ELEVE', 'Il apprend à l’école']]));
    expect(entries).toEqual([
      { answer: 'ELEVE', word: 'élève', clue: 'Il apprend à l’école' },
      { answer: 'ARCENCIEL', word: 'arc-en-ciel', clue: 'Un ____ brille.' },
    ]);
  });

  it(`considers at most ${MAX_MISTAKE_WORDS} words`, () => {
    const cards = Array.from({ length: 100 }, (_, i) => ({ word: `mot${'abcdefghij'[i % 10]}${'abcdefghij'[Math.floor(i / 10)]}` }));
    expect(mistakeEntries(cards, new Map())).toHaveLength(MAX_MISTAKE_WORDS);
  });
});
