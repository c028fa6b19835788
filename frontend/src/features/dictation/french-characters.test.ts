import { describe, expect, it } from 'vitest';
import { frenchCharacters, insertAtCaret } from './french-characters';

describe('French character row', () => {
  it('offers the accented letters, the ligature and the French quotation marks, each once', () => {
    expect(frenchCharacters.map(({ char }) => char).join(' ')).toBe('é è ê ë à â ç ù û î ï ô œ « »');
    expect(new Set(frenchCharacters.map(({ name }) => name)).size).toBe(frenchCharacters.length);
  });

  it('types at the caret and puts the caret after the character', () => {
    expect(insertAtCaret('le chat a mang', 14, 14, 'é')).toEqual({ value: 'le chat a mangé', caret: 15 });
    expect(insertAtCaret('il ete la', 4, 4, 'é')).toEqual({ value: 'il eéte la', caret: 5 });
    expect(insertAtCaret('', 0, 0, 'À')).toEqual({ value: 'À', caret: 1 });
  });

  it('replaces the selection, as typing does', () => {
    expect(insertAtCaret('il etait', 3, 4, 'é')).toEqual({ value: 'il étais'.replace('s', 't'), caret: 4 });
  });

  it('types at the end without a caret, and keeps positions inside the text', () => {
    expect(insertAtCaret('noel', null, null, 'ë')).toEqual({ value: 'noelë', caret: 5 });
    expect(insertAtCaret('abc', 10, 12, 'ç')).toEqual({ value: 'abcç', caret: 4 });
    expect(insertAtCaret('abc', 2, 1, 'ç')).toEqual({ value: 'abçc', caret: 3 });
  });

  it('changes nothing past the maximum length', () => {
    expect(insertAtCaret('abcd', 2, 2, 'é', 4)).toEqual({ value: 'abcd', caret: 2 });
    expect(insertAtCaret('abcd', 1, 2, 'é', 4)).toEqual({ value: 'aécd', caret: 2 });
  });
});
