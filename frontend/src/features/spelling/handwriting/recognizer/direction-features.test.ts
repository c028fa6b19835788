import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { directionFeatures, FEATURE_LENGTH } from './direction-features';
import type { Stroke } from './geometry';

/** An ellipse `width` wide and `height` tall, as one stroke. */
const loop = (width: number, height: number): Stroke => Array.from({ length: 49 }, (_, i) => ({ x: 50 + (width / 2) * Math.cos((i / 48) * 2 * Math.PI), y: 50 + (height / 2) * Math.sin((i / 48) * 2 * Math.PI) }));
const cellsInked = (features: Float32Array) => {
  let cells = 0;
  for (let cell = 0; cell < FEATURE_LENGTH; cell += 4) if (features.subarray(cell, cell + 4).some((value) => value > 0.02)) cells++;
  return cells;
};

describe('directionFeatures', () => {
  it('is a unit vector that ignores stroke order and direction, on either grid, at 8 or 16 cells a side', () => {
    fc.assert(fc.property(fc.constantFrom('uniform' as const, 'stretched' as const), fc.constantFrom(8, 16), fc.integer({ min: 4, max: 60 }), fc.integer({ min: 4, max: 60 }), (fit, grid, width, height) => {
      const strokes: Stroke[] = [loop(width, height), [{ x: 20, y: 20 }, { x: 40, y: 70 }]];
      const features = directionFeatures(strokes, fit, grid);
      const reversed = directionFeatures([...strokes].reverse().map((stroke) => [...stroke].reverse()), fit, grid);
      expect(features).toHaveLength(grid * grid * 4);
      expect(Math.hypot(...features)).toBeCloseTo(1, 4);
      features.forEach((value, i) => expect(reversed[i]).toBeCloseTo(value, 5));
    }), { numRuns: 40 });
  });

  it('gives a narrow loop more cells on the stretched grid, and a round one the same', () => {
    const narrow = [loop(8, 60)];
    expect(cellsInked(directionFeatures(narrow, 'stretched'))).toBeGreaterThan(cellsInked(directionFeatures(narrow)) * 1.5);
    const round = [loop(60, 60)];
    directionFeatures(round, 'stretched').forEach((value, i) => expect(value).toBeCloseTo(directionFeatures(round)[i]!, 5));
  });
});
