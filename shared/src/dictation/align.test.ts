import { describe, expect, it } from 'vitest';
import { alignTokens } from './align.ts';
import { editDistance, tokenize } from '../french/text.ts';

const align = (reference: string, answer: string) => {
  const r = tokenize(reference);
  const a = tokenize(answer);
  return alignTokens(r, a).map((step) => `${step.ref.map((k) => r[k]!.text).join('+')}|${step.ans.map((k) => a[k]!.text).join('+')}`);
};

describe('alignTokens', () => {
  it('pairs accent and case variants cheaply', () => {
    expect(align('Il va à Paris.', 'il va a paris.')).toEqual(['Il|il', 'va|va', 'à|a', 'Paris|paris', '.|.']);
  });

  it('merges two or three reference words into one answer word, and splits the other way', () => {
    expect(align('lorsque la nuit', 'lors que la nuit')).toEqual(['lorsque|lors+que', 'la|la', 'nuit|nuit']);
    expect(align('parce que', 'parceque')).toEqual(['parce+que|parceque']);
    expect(align('tout à coup', 'toutacoup')).toEqual(['tout+à+coup|toutacoup']);
    expect(align("c'est-à-dire", "c'est à dire")).toEqual(["c'est-à-dire|c'est+à+dire"]);
    expect(align('quelquefois', 'quelques fois')).toEqual(['quelquefois|quelques+fois']);
  });

  it('never reads a dropped one-letter word as a join', () => {
    expect(align('il a chanté', 'il chanté')).toEqual(['il|il', 'a|', 'chanté|chanté']);
  });

  it('leaves out a punctuation mark without shifting the words', () => {
    expect(align('Le soir venu, il rentra.', 'Le soir venu il rentra.')).toEqual(['Le|Le', 'soir|soir', 'venu|venu', ',|', 'il|il', 'rentra|rentra', '.|.']);
  });

  it('aligns an empty side', () => {
    expect(align('', 'un mot')).toEqual(['|un', '|mot']);
    expect(align('un mot', '')).toEqual(['un|', 'mot|']);
  });
});

describe('editDistance', () => {
  it('is Levenshtein, with an early exit past the limit', () => {
    expect(editDistance('chat', 'chats')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('maison', 'raison', 0)).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
  });
});
