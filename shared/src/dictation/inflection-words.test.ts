import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inflectionCoverage, MAX_FORMS, maxFormDistance, nearestForms, passageWords } from './inflection-words.ts';

describe('passageWords', () => {
  it('lists each word once, lower case, an elided word without its prefix', () => {
    expect(passageWords({ text: "Elle n'étaient pas là ; elle chantait, l'oiseau aussi." })).toEqual(['elle', 'étaient', 'pas', 'là', 'chantait', 'oiseau', 'aussi']);
  });
});

describe('nearestForms', () => {
  it('keeps the forms within the distance (3 letters for a word of 7 or more), in alphabetical order', () => {
    const forms = ['chantait', 'chantais', 'chantent', 'chanté', 'chanteraient', 'chantassions'];
    expect(nearestForms(forms, 'chantaient')).toEqual(['chantais', 'chantait', 'chantent', 'chanteraient']);
  });

  it('for any forms: at most 12, none farther than the limit, sorted, the same whatever their order', () => {
    const letters = fc.string({ unit: fc.constantFrom('a', 'e', 'é', 'n', 's', 't'), minLength: 1, maxLength: 9 });
    fc.assert(fc.property(fc.uniqueArray(letters, { maxLength: 40 }), letters, (forms, word) => {
      const kept = nearestForms(forms, word);
      expect(kept.length).toBeLessThanOrEqual(MAX_FORMS);
      expect(kept).toEqual([...kept].sort());
      expect(nearestForms([...forms].reverse(), word)).toEqual(kept);
      for (const form of kept) expect(forms).toContain(form);
      expect(maxFormDistance(word)).toBe(word.length >= 7 ? 3 : 2);
    }));
  });
});

describe('inflectionCoverage', () => {
  it('counts the distinct words the table holds', () => {
    const table = { chantait: { lemma: 'chanter', tag: 'I3s', forms: { chantaient: 'I3p' } } };
    expect(inflectionCoverage({ text: 'Elle chantait, elle chantait.' }, table)).toEqual({ words: 2, known: 1 });
  });
});
