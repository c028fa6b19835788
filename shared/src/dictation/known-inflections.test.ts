import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inflectionCoverage, inflectionLexicon, knownInflections, MAX_FORMS } from './known-inflections.ts';
import type { InflectionTable } from './passage.ts';

// Two tables as the build writes them (Lefff notation): « chantaient » and « la » in one, « petite » in the other.
const first: InflectionTable = {
  chantaient: { lemma: 'chanter', tag: 'I3p', forms: { chantait: 'I3s', chantais: 'I12s', chantent: 'P3p', chanté: 'Kms', chantée: 'Kfs' } },
  la: { lemma: 'le', tag: 'fs', forms: { le: 'ms', les: 'mp|fp' } },
};
const second: InflectionTable = {
  petite: { lemma: 'petit', tag: 'fs', forms: { petit: 'ms', petits: 'mp', petites: 'fp' } },
};
const lexicon = inflectionLexicon([first, second]);

describe('knownInflections', () => {
  it('reuses the entry of a word a table holds, as it is', () => {
    const table = knownInflections({ text: 'La petite chantaient.' }, lexicon);
    expect(table).toEqual({ chantaient: first.chantaient, la: first.la, petite: second.petite });
  });

  it('derives an entry for a word a table lists as a form: same lemma, the entry’s word among its forms', () => {
    const table = knownInflections({ text: 'Elle chantait, les petits.' }, lexicon);
    expect(table.chantait).toEqual({ lemma: 'chanter', tag: 'I3s', forms: { chantaient: 'I3p', chantais: 'I12s', chantent: 'P3p', chanté: 'Kms', chantée: 'Kfs' } });
    expect(table.petits).toEqual({ lemma: 'petit', tag: 'mp', forms: { petit: 'ms', petite: 'fs', petites: 'fp' } });
    expect(table.les).toMatchObject({ lemma: 'le', tag: 'mp|fp' });
    // A word no table knows has no entry: the rules on endings judge it.
    expect(table.elle).toBeUndefined();
    expect(inflectionCoverage({ text: 'Elle chantait, les petits.' }, table)).toEqual({ words: 4, known: 3 });
  });

  it('for any text: keys are its words, no entry lists its own word, at most 12 forms, whatever the tables’ order', () => {
    const vocabulary = ['la', 'petite', 'petits', 'chantaient', 'chantait', 'chanté', 'les', 'elle', 'Petite', 'soleil'];
    fc.assert(fc.property(fc.array(fc.constantFrom(...vocabulary), { minLength: 1, maxLength: 20 }), fc.boolean(), (words, reversed) => {
      const text = `${words.join(' ')}.`;
      const table = knownInflections({ text }, inflectionLexicon(reversed ? [second, first] : [first, second]));
      expect(table).toEqual(knownInflections({ text }, lexicon));
      const lowered = new Set(words.map((w) => w.toLowerCase()));
      for (const [word, entry] of Object.entries(table)) {
        expect(lowered.has(word)).toBe(true);
        expect(Object.hasOwn(entry.forms, word)).toBe(false);
        expect(Object.keys(entry.forms).length).toBeLessThanOrEqual(MAX_FORMS);
      }
    }));
  });
});
