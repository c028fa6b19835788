import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Stroke } from './geometry';
import { BASELINE, X_HEIGHT } from './guides';
import type { Classify } from './classifier';
import { reader, recognize } from './recognize';
import { bodyTemplates } from './templates';

/** A template (x-height 1, baseline 0, y already down) written in the letter box on its guide lines. */
const inBox = (strokes: readonly Stroke[], dx = 0, dy = 0): Stroke[] => strokes.map((stroke) => stroke.map(({ x, y }) => ({ x: 38 + dx + x * X_HEIGHT, y: BASELINE + dy + y * X_HEIGHT })));
const template = (label: string, index = 0) => bodyTemplates.filter((t) => t.label === label)[index]!.strokes;
const line = (x1: number, y1: number, x2: number, y2: number): Stroke => Array.from({ length: 10 }, (_, i) => ({ x: x1 + ((x2 - x1) * i) / 9, y: y1 + ((y2 - y1) * i) / 9 }));

describe('recognize', () => {
  it('reads nothing in an empty box', () => {
    expect(recognize([])).toBeUndefined();
    expect(recognize([[]])).toBeUndefined();
  });

  it('reads every template as its own letter', () => {
    const expected = (label: string) => ({ ı: 'i', ȷ: 'j' })[label] ?? label;
    for (const { label, strokes } of bodyTemplates) expect(recognize(inBox(strokes))?.letter, `template ${label}`).toBe(expected(label));
  });

  it('sets the marks on the base letter', () => {
    const e = inBox(template('e'));
    expect(recognize([...e, line(48, 38, 56, 30)])?.letter).toBe('é');
    expect(recognize([...e, line(46, 30, 54, 38)])?.letter).toBe('è');
    expect(recognize([...e, [...line(44, 38, 50, 31), ...line(50, 31, 56, 38)]])?.letter).toBe('ê');
    expect(recognize([...e, line(44, 33, 45, 34), line(56, 33, 57, 34)])?.letter).toBe('ë');
    const stem = inBox(template('ı'));
    expect(recognize([...stem, line(50, 33, 51, 34)])?.letter).toBe('i');
    expect(recognize(stem)?.letter).toBe('i');
    expect(recognize(inBox(template('l')))?.letter).toBe('l');
    expect(recognize([...inBox(template('c')), line(52, 70, 49, 77)])?.letter).toBe('ç');
  });

  it('offers the other accents as alternatives, and never the letter read', () => {
    const reading = recognize([...inBox(template('e')), line(48, 38, 56, 30)])!;
    expect(reading.alternatives).toContain('è');
    expect(reading.alternatives).not.toContain(reading.letter);
    expect(reading.alternatives.length).toBeLessThanOrEqual(4);
  });

  it('reads a hyphen and an apostrophe', () => {
    expect(recognize([line(42, 56, 58, 56)])?.letter).toBe('-');
    expect(recognize([line(50, 28, 48, 38)])?.letter).toBe('\'');
  });

  it('reads the same letter wherever it sits near its guide lines, whatever the stroke order', () => {
    const letters = ['a', 'b', 'k', 'x', 'm', 'g'];
    fc.assert(fc.property(fc.constantFrom(...letters), fc.integer({ min: -4, max: 4 }), fc.integer({ min: -3, max: 3 }), fc.boolean(), (label, dx, dy, reversed) => {
      const strokes = inBox(template(label), dx, dy);
      const drawn = reversed ? strokes.reverse().map((stroke) => [...stroke].reverse()) : strokes;
      expect(recognize(drawn)?.letter).toBe(label);
    }), { numRuns: 60 });
  });

  it('averages the readings of the body seen in each view', () => {
    // A stand-in classifier that answers each view differently: « a » wins one view, « b » the average.
    const answers = [{ a: 0.6, b: 0.4 }, { a: 0.1, b: 0.9 }, { a: 0.5, b: 0.5 }];
    let call = 0;
    const classify: Classify = () => {
      const { a, b } = answers[call++ % answers.length]!;
      return [{ label: 'a', probability: a }, { label: 'b', probability: b }].sort((x, y) => y.probability - x.probability);
    };
    const stem = inBox(template('l'));
    expect(reader(classify)(stem)?.letter).toBe('a');
    call = 0;
    const views = [{ rotation: 0, stretch: 1 }, { rotation: 0.1, stretch: 1 }, { rotation: -0.1, stretch: 1 }];
    const reading = reader(classify, views)(stem)!;
    expect(call).toBe(3);
    expect(reading).toEqual({ letter: 'b', alternatives: ['a'] });
  });
});
