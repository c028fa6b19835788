import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adminAddSpellingWordRequestSchema, adminLevelWords, adminUpdateSpellingWordRequestSchema, mergeBank, newSpellingWordId, sentenceContainsWord, servedWords, type SpellingWordEdit } from './admin.ts';
import { spellingWordSchema, type SpellingWord } from './words.ts';

const word = (id: string, patch: Partial<SpellingWord> = {}): SpellingWord => ({ id, word: id.split('-')[1]!, level: 'ce1', category: 'nom', rule: 'lettres-simples', sentence: `Le ${id.split('-')[1]!} est là.`, ...patch });
const seeded = [word('ce1-arbre'), word('ce1-ecole', { word: 'école', sentence: 'Je vais à l\'école.' }), word('cp-papa', { level: 'cp' })];

describe('sentenceContainsWord', () => {
  it('finds the whole word, case aside, after an apostrophe, not inside another word', () => {
    expect(sentenceContainsWord('Je vais à l\'école.', 'école')).toBe(true);
    expect(sentenceContainsWord('Papa lit.', 'papa')).toBe(true);
    expect(sentenceContainsWord('Les arbres poussent.', 'arbre')).toBe(false);
    expect(sentenceContainsWord('Un porte-plume.', 'plume')).toBe(false);
  });
});

describe('newSpellingWordId', () => {
  it('folds accents and ligatures into a slug under the level', () => {
    expect(newSpellingWordId('ce1', 'Forêt')).toBe('ce1-foret');
    expect(newSpellingWordId('3e', 'cœur')).toBe('3e-coeur');
    expect(newSpellingWordId('cm2', "aujourd'hui")).toBe('cm2-aujourd-hui');
  });

  it('always gives an id the bank accepts, for any word the bank accepts', () => {
    const letter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzéèêàâîïôûùçœæÉÀ');
    const part = fc.array(letter, { minLength: 1, maxLength: 10 }).map((letters) => letters.join(''));
    const frenchWord = fc.tuple(part, fc.option(fc.tuple(fc.constantFrom("'", '-'), part))).map(([first, rest]) => (rest ? `${first}${rest[0]}${rest[1]}` : first));
    fc.assert(fc.property(frenchWord, fc.constantFrom('cp', 'ce1', '6e', '3e' as const), (spelt, level) => {
      const id = newSpellingWordId(level, spelt);
      expect(spellingWordSchema.shape.id.safeParse(id).success).toBe(true);
      expect(id.startsWith(`${level}-`)).toBe(true);
    }));
  });
});

describe('mergeBank and servedWords', () => {
  it('lays edits over the seed, appends added words, and serves no hidden word', () => {
    // Prepare
    const edits: SpellingWordEdit[] = [
      { word: word('ce1-arbre', { sentence: 'Un arbre immense.' }), hidden: false, version: 2 },
      { word: seeded[1]!, hidden: true, version: 1 },
      { word: word('ce1-lune'), hidden: false, version: 1 },
    ];
    // Act
    const merged = mergeBank(seeded, edits);
    // Assess
    expect(merged.map((w) => [w.id, w.origin, w.version, w.hidden])).toEqual([
      ['ce1-arbre', 'seed', 2, false], ['ce1-ecole', 'seed', 1, true], ['cp-papa', 'seed', 0, false], ['ce1-lune', 'admin', 1, false],
    ]);
    expect(merged[0]!.sentence).toBe('Un arbre immense.');
    expect(servedWords(merged)).toEqual([word('ce1-arbre', { sentence: 'Un arbre immense.' }), seeded[2], word('ce1-lune')]);
  });

  it('for any edits: one word per id, every hidden id withheld, every other id served', () => {
    const ids = ['ce1-arbre', 'ce1-ecole', 'cp-papa', 'ce1-lune', 'ce1-mer'];
    const edit = fc.record({ id: fc.constantFrom(...ids), hidden: fc.boolean(), version: fc.integer({ min: 1, max: 50 }) });
    fc.assert(fc.property(fc.uniqueArray(edit, { selector: (e) => e.id }), (drawn) => {
      const merged = mergeBank(seeded, drawn.map((e) => ({ word: word(e.id), hidden: e.hidden, version: e.version })));
      const served = new Set(servedWords(merged).map((w) => w.id));
      expect(new Set(merged.map((w) => w.id)).size).toBe(merged.length);
      for (const e of drawn) expect(served.has(e.id)).toBe(!e.hidden);
      for (const w of seeded) if (!drawn.some((e) => e.id === w.id)) expect(served.has(w.id)).toBe(true);
    }));
  });
});

describe('adminLevelWords', () => {
  it('lists a level, or those of its words matching the search, accents aside', () => {
    const merged = mergeBank(seeded, []);
    expect(adminLevelWords(merged, 'ce1', undefined).map((w) => w.id)).toEqual(['ce1-arbre', 'ce1-ecole']);
    expect(adminLevelWords(merged, 'ce1', 'ECOL').map((w) => w.id)).toEqual(['ce1-ecole']);
    expect(adminLevelWords(merged, 'ce1', '  ').map((w) => w.id)).toEqual(['ce1-arbre', 'ce1-ecole']);
  });
});

describe('request schemas', () => {
  it('refuse a sentence without the word, with the catalogue key as message', () => {
    const parsed = adminAddSpellingWordRequestSchema.safeParse({ word: 'lune', level: 'cp', category: 'nom', rule: 'lettres-simples', sentence: 'Il fait nuit.' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('spelling_sentence_missing_word');
  });

  it('refuse an oversized word as too long, without testing the sentence', () => {
    const long = 'a'.repeat(100_000);
    const parsed = adminAddSpellingWordRequestSchema.safeParse({ word: long, level: 'cp', category: 'nom', rule: 'lettres-simples', sentence: `Le ${long}.` });
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['word', 'sentence']);
    expect(parsed.error?.issues.map((issue) => issue.message)).not.toContain('spelling_sentence_missing_word');
  });

  it('refuse an edit that tries to move the word to another level or has no version', () => {
    const edit = { id: 'cp-lune', word: 'lune', category: 'nom', rule: 'lettres-simples', sentence: 'La lune brille.', version: 1, hidden: false };
    expect(adminUpdateSpellingWordRequestSchema.safeParse(edit).success).toBe(true);
    expect(adminUpdateSpellingWordRequestSchema.safeParse({ ...edit, level: 'ce1' }).success).toBe(false);
    expect(adminUpdateSpellingWordRequestSchema.safeParse({ ...edit, version: undefined }).success).toBe(false);
  });
});
