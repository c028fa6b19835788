import { describe, expect, it } from 'vitest';
import { homophoneRule, homophoneWords, isLexicalHomophone } from './homophones.ts';

describe('grammatical homophones', () => {
  it('finds the group of a pair, in either order and any case', () => {
    expect(homophoneRule('à', 'a')).toBe('homophone.a-a');
    expect(homophoneRule('Est', 'et')).toBe('homophone.et-est');
    expect(homophoneRule('plus tôt', 'plutôt')).toBe('homophone.plutot');
    expect(homophoneRule("l'heure", 'leur')).toBe('homophone.leur-lheure');
  });

  it('leaves out two forms of one verb, and unrelated words', () => {
    expect(homophoneRule('peut', 'peux')).toBeUndefined();
    expect(homophoneRule('sait', 'sais')).toBeUndefined();
    expect(homophoneRule('chat', 'chien')).toBeUndefined();
  });

  it("knows c'/s' before the same word and a dropped n'", () => {
    expect(homophoneRule("s'était", "c'était")).toBe('homophone.c-s');
    expect(homophoneRule("n'a", 'a')).toBe('homophone.negation');
  });

  it('reads elided words spelt out', () => {
    expect(homophoneRule("n'ont", "n'on")).toBe('homophone.on-ont');
    expect(homophoneRule("quoi qu'il", "quoiqu'il")).toBe('homophone.quoique');
    expect(homophoneRule("lors qu'il", "lorsqu'il")).toBeUndefined();
  });

  it('knows lexical homophones, in the plural too', () => {
    expect(isLexicalHomophone('pâtes', 'pattes')).toBe(true);
    expect(isLexicalHomophone('excédent', 'excédant')).toBe(true);
    expect(isLexicalHomophone('chat', 'chats')).toBe(false);
  });

  it('lists single words for the generator', () => {
    expect(homophoneWords.has('où')).toBe(true);
    expect(homophoneWords.has('plus tôt')).toBe(false);
  });
});
