import { describe, expect, it } from 'vitest';
import { markSegments } from './correction-marks';

describe('correction marks', () => {
  it('cuts the reference at each error, in reading order, keeping every character once', () => {
    const reference = 'Les enfants sont partis.';
    const segments = markSegments(reference, [
      { start: 17, end: 23 },
      { start: 4, end: 11 },
    ]);
    expect(segments).toEqual([
      { kind: 'text', text: 'Les ' },
      { kind: 'error', text: 'enfants', errors: [1] },
      { kind: 'text', text: ' sont ' },
      { kind: 'error', text: 'partis', errors: [0] },
      { kind: 'text', text: '.' },
    ]);
    expect(segments.map((segment) => segment.text).join('')).toBe(reference);
  });

  it('gives an extra word an empty place, and clamps overlapping or out-of-range offsets', () => {
    expect(markSegments('Il pleut.', [{ start: 2, end: 2 }])).toEqual([
      { kind: 'text', text: 'Il' },
      { kind: 'error', text: '', errors: [0] },
      { kind: 'text', text: ' pleut.' },
    ]);
    expect(markSegments('abcdef', [{ start: 1, end: 4 }, { start: 3, end: 99 }])).toEqual([
      { kind: 'text', text: 'a' },
      { kind: 'error', text: 'bcd', errors: [0] },
      { kind: 'error', text: 'ef', errors: [1] },
    ]);
    expect(markSegments('', [])).toEqual([{ kind: 'text', text: '' }]);
  });

  it('marks a word with two mistakes once, naming both, and keeps two extra words at one place apart', () => {
    expect(markSegments('Les élèves', [{ start: 4, end: 10 }, { start: 4, end: 10 }])).toEqual([
      { kind: 'text', text: 'Les ' },
      { kind: 'error', text: 'élèves', errors: [0, 1] },
    ]);
    expect(markSegments('Il pleut.', [{ start: 2, end: 2 }, { start: 2, end: 2 }])).toEqual([
      { kind: 'text', text: 'Il' },
      { kind: 'error', text: '', errors: [0] },
      { kind: 'error', text: '', errors: [1] },
      { kind: 'text', text: ' pleut.' },
    ]);
  });
});
