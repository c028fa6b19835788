import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifier, type ModelData } from './classifier';

const bytes = (values: number[]) => btoa(String.fromCharCode(...values.map((value) => value & 0xff)));

/** Two inputs, two rectified hidden units (one per input, scale 0.5), two classes: « a » follows input 0, « b » input 1. */
const model: ModelData = {
  classes: ['a', 'b'],
  layers: [
    { inputs: 2, outputs: 2, scale: 0.5, weights: bytes([2, 0, 0, 2]), bias: [0, 0] },
    { inputs: 2, outputs: 2, scale: 1, weights: bytes([1, -1, -1, 1]), bias: [0, 0] },
  ],
};

describe('classifier', () => {
  it('decodes signed 8-bit weights with their scale and gives softmax probabilities, most likely first', () => {
    const classify = classifier(model);
    const [best, other] = classify(Float32Array.from([2, 0]));
    expect(best!.label).toBe('a');
    // Hidden (2, 0) → scores (2, -2): softmax e^2 / (e^2 + e^-2).
    expect(best!.probability).toBeCloseTo(Math.exp(2) / (Math.exp(2) + Math.exp(-2)), 5);
    expect(other).toEqual({ label: 'b', probability: expect.closeTo(1 - best!.probability, 5) });
    // Negative weights survive the byte encoding, and the rectifier cuts negative sums.
    expect(classify(Float32Array.from([-3, 1]))[0]!.label).toBe('b');
  });

  it('gives every class a probability, summing to 1', () => {
    const classify = classifier(model);
    fc.assert(fc.property(fc.float({ min: -10, max: 10, noNaN: true }), fc.float({ min: -10, max: 10, noNaN: true }), (x, y) => {
      const ranking = classify(Float32Array.from([x, y]));
      expect(ranking.map(({ label }) => label).sort()).toEqual(['a', 'b']);
      expect(ranking[0]!.probability).toBeGreaterThanOrEqual(ranking[1]!.probability);
      expect(ranking.reduce((sum, { probability }) => sum + probability, 0)).toBeCloseTo(1, 5);
    }));
  });

  it('refuses a model whose layers do not match their sizes', () => {
    expect(() => classifier({ classes: ['a'], layers: [{ inputs: 3, outputs: 1, scale: 1, weights: bytes([1, 2]), bias: [0] }] })).toThrow(/sizes/);
  });
});
