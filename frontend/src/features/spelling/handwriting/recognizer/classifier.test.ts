import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifier, readsMaps, type ConvolutionalData, type LayerData, type ModelData } from './classifier';

const bytes = (values: number[]) => btoa(String.fromCharCode(...values.map((value) => value & 0xff)));

/** Two inputs, two rectified hidden units (one per input, scale 0.5), two classes: « a » follows input 0, « b » input 1. */
const model: ModelData = {
  classes: ['a', 'b'],
  networks: [[
    { inputs: 2, outputs: 2, scale: 0.5, weights: bytes([2, 0, 0, 2]), bias: [0, 0] },
    { inputs: 2, outputs: 2, scale: 1, weights: bytes([1, -1, -1, 1]), bias: [0, 0] },
  ]],
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

  it('averages the probabilities of the networks of an ensemble', () => {
    const [first] = model.networks as LayerData[][];
    // The same network with its output rows swapped: it reads « b » where the first reads « a ».
    const swapped = [first![0]!, { ...first![1]!, weights: bytes([-1, 1, 1, -1]) }];
    const single = classifier(model)(Float32Array.from([2, 0]));
    const ensemble = classifier({ ...model, networks: [first!, swapped] })(Float32Array.from([2, 0]));
    // Each class gets the mean of its two probabilities: p and 1 - p average to one half.
    expect(ensemble.map(({ probability }) => probability)).toEqual([expect.closeTo(0.5, 5), expect.closeTo(0.5, 5)]);
    const three = classifier({ ...model, networks: [first!, first!, swapped] })(Float32Array.from([2, 0]));
    expect(three[0]).toEqual({ label: 'a', probability: expect.closeTo((2 * single[0]!.probability + single[1]!.probability) / 3, 5) });
  });

  it('reads direction maps with a convolutional network: convolution, pooling, then dense layers over the pooled maps and the zone features', () => {
    // Features: a 2 × 2 map of one channel, then one zone feature. The convolution keeps each cell (kernel centre 1),
    // the pooling keeps the largest cell, and the dense layer scores « a » by that cell and « b » by the zone feature.
    const convolutional: ModelData = {
      classes: ['a', 'b'],
      networks: [{
        kind: 'convolutional', mapsAt: 0, size: 2, channels: 1, zoneAt: 4, zone: 1,
        convolutions: [{ inputs: 1, outputs: 1, scale: 1, weights: bytes([0, 0, 0, 0, 1, 0, 0, 0, 0]), bias: [0] }],
        dense: [{ inputs: 2, outputs: 2, scale: 1, weights: bytes([1, 0, 0, 1]), bias: [0, 0] }],
      }],
    };
    const classify = classifier(convolutional);
    expect(readsMaps(convolutional)).toBe(true);
    expect(readsMaps(model)).toBe(false);
    const [best] = classify(Float32Array.from([0, 3, 1, 0, 1]));
    expect(best).toEqual({ label: 'a', probability: expect.closeTo(Math.exp(3) / (Math.exp(3) + Math.exp(1)), 5) });
    // Negative cells are rectified away before the pooling: the largest is 0.
    expect(classify(Float32Array.from([-4, -1, -2, -3, 0.5]))[0]).toEqual({ label: 'b', probability: expect.closeTo(Math.exp(0.5) / (1 + Math.exp(0.5)), 5) });
    // A convolution whose kernel does not match its channels is refused.
    const [network] = convolutional.networks as [ConvolutionalData];
    expect(() => classifier({ ...convolutional, networks: [{ ...network, convolutions: [{ ...network.convolutions[0]!, weights: bytes([1, 2, 3]) }] }] })).toThrow(/sizes/);
  });

  it('refuses a model whose layers do not match their sizes', () => {
    expect(() => classifier({ classes: ['a'], networks: [[{ inputs: 3, outputs: 1, scale: 1, weights: bytes([1, 2]), bias: [0] }]] })).toThrow(/sizes/);
  });
});
