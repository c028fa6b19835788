import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Stroke } from './geometry';
import { cloudDissimilarity, rankLabels, toCloud } from './point-cloud';

const square: Stroke[] = [[{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 10 }, { x: 0, y: 10 }, { x: 0, y: 0 }]];
const cross: Stroke[] = [[{ x: 0, y: 0 }, { x: 10, y: 10 }], [{ x: 10, y: 0 }, { x: 0, y: 10 }]];

describe('$P+ point clouds', () => {
  it('puts a cloud at distance 0 from itself and farther from another shape', () => {
    expect(cloudDissimilarity(toCloud(square), toCloud(square))).toBeCloseTo(0, 10);
    expect(cloudDissimilarity(toCloud(square), toCloud(cross))).toBeGreaterThan(1);
  });

  it('ignores stroke order, stroke direction, position and size', () => {
    fc.assert(fc.property(fc.double({ min: -500, max: 500, noNaN: true }), fc.double({ min: -500, max: 500, noNaN: true }), fc.double({ min: 0.2, max: 20, noNaN: true }), (dx, dy, scale) => {
      const moved = [...cross].reverse().map((stroke) => [...stroke].reverse().map(({ x, y }) => ({ x: x * scale + dx, y: y * scale + dy })));
      expect(cloudDissimilarity(toCloud(cross), toCloud(moved))).toBeLessThan(0.05);
    }));
  });

  it('ranks every label once, nearest first', () => {
    const ranking = rankLabels(toCloud(cross), [
      { label: 'square', cloud: toCloud(square) },
      { label: 'cross', cloud: toCloud(cross) },
      { label: 'cross', cloud: toCloud([cross[0]!]) },
    ]);
    expect(ranking.map(({ label }) => label)).toEqual(['cross', 'square']);
  });
});
