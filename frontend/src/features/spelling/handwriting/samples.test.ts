import { MAX_SAMPLE_LETTERS, MAX_SAMPLE_POINTS, MAX_SAMPLE_STROKES, MAX_STROKE_POINTS } from '@plume/shared/spelling/handwriting-samples';
import { describe, expect, it } from 'vitest';
import type { Stroke } from './recognizer';
import { flatStroke, handwritingSamples } from './samples';

const line = (points: number, y = 50): Stroke => Array.from({ length: points }, (_, i) => ({ x: (i % 100) + 0.04, y }));

describe('handwritingSamples', () => {
  it('flattens each stroke to [x0, y0, x1, y1, …] rounded to a tenth', () => {
    expect(flatStroke([{ x: 10.04, y: 20.06 }, { x: -3.15, y: 99.99 }])).toEqual([10, 20.1, -3.1, 100]);
  });

  it('gives the boxes that hold ink with their letter, and leaves out the typed ones', () => {
    const samples = handwritingSamples([
      { strokes: [[{ x: 1, y: 2 }, { x: 3, y: 4 }], [{ x: 5, y: 6 }]], letter: 'i' },
      { strokes: [], letter: 'l' },
      { strokes: [[{ x: 7.26, y: 8 }]], letter: "'" },
    ]);
    expect(samples).toEqual([
      { letter: 'i', strokes: [[1, 2, 3, 4], [5, 6]] },
      { letter: "'", strokes: [[7.3, 8]] },
    ]);
  });

  it('leaves out, whole, a letter beyond the limits, and keeps the others', () => {
    const ok = { strokes: [line(3)], letter: 'a' };
    const samples = handwritingSamples([
      { strokes: Array.from({ length: MAX_SAMPLE_STROKES + 1 }, () => line(2)), letter: 'b' },
      { strokes: [line(MAX_STROKE_POINTS + 1)], letter: 'c' },
      { strokes: [line(MAX_STROKE_POINTS), line(MAX_STROKE_POINTS), line(MAX_STROKE_POINTS), line(MAX_SAMPLE_POINTS - 3 * MAX_STROKE_POINTS + 1)], letter: 'd' },
      { strokes: [[{ x: 10, y: 200 }]], letter: 'e' },
      { strokes: [line(2)], letter: 'A' },
      ok,
    ]);
    expect(samples).toEqual([{ letter: 'a', strokes: [[0, 50, 1, 50, 2, 50]] }]);
    // At the limits exactly, a letter is given.
    const full = Array.from({ length: MAX_SAMPLE_STROKES }, (_, i) => line(i < 3 ? MAX_STROKE_POINTS : 30));
    expect(full.reduce((sum, stroke) => sum + stroke.length, 0)).toBeLessThanOrEqual(MAX_SAMPLE_POINTS);
    expect(handwritingSamples([{ strokes: full, letter: 'm' }])).toHaveLength(1);
  });

  it('gives at most the 30 first letters of a word', () => {
    const boxes = Array.from({ length: MAX_SAMPLE_LETTERS + 2 }, (_, i) => ({ strokes: [[{ x: i, y: 50 }]], letter: 'o' }));
    const samples = handwritingSamples(boxes);
    expect(samples).toHaveLength(MAX_SAMPLE_LETTERS);
    expect(samples.at(-1)).toEqual({ letter: 'o', strokes: [[MAX_SAMPLE_LETTERS - 1, 50]] });
  });
});
