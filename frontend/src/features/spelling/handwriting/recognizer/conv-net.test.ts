import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convolve, KERNEL, pool, type Convolution } from './conv-net';

/** A 3 × 3 kernel per output over one input channel, row by row. */
const convolution = (size: number, kernels: number[][], bias: number[]): Convolution => ({
  size, inputs: 1, outputs: kernels.length, weights: Float32Array.from(kernels.flat()), bias: Float32Array.from(bias),
});

describe('convolution', () => {
  it('sums each cell with its neighbours by the kernel, zero beyond the border, then rectifies', () => {
    // Output 0 sums the 3 × 3 neighbourhood; output 1 is the cell on the left, negated, plus 1.
    const layer = convolution(3, [[1, 1, 1, 1, 1, 1, 1, 1, 1], [0, 0, 0, -1, 0, 0, 0, 0, 0]], [0, 1]);
    const input = Float32Array.from([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const output = new Float32Array(9 * 2);
    convolve(layer, input, output);
    const sums = Array.from({ length: 9 }, (_, cell) => output[cell * 2]);
    const left = Array.from({ length: 9 }, (_, cell) => output[cell * 2 + 1]);
    expect(sums).toEqual([12, 21, 16, 27, 45, 33, 24, 39, 28]);
    // 1 − the left neighbour (0 at the left border), never below 0.
    expect(left).toEqual([1, 0, 0, 1, 0, 0, 1, 0, 0]);
  });

  it('moves with its input: a map shifted one cell gives the output shifted one cell, away from the borders', () => {
    const size = 6;
    fc.assert(fc.property(
      fc.array(fc.float({ min: -1, max: 1, noNaN: true }), { minLength: KERNEL * KERNEL, maxLength: KERNEL * KERNEL }),
      fc.array(fc.float({ min: 0, max: 1, noNaN: true }), { minLength: size * size, maxLength: size * size }),
      (kernel, cells) => {
        const layer = convolution(size, [kernel], [0]);
        const input = Float32Array.from(cells);
        // The same map one cell to the right (the last column falls off, the first is 0).
        const shifted = Float32Array.from({ length: size * size }, (_, i) => (i % size === 0 ? 0 : input[i - 1]!));
        const [output, outputShifted] = [new Float32Array(size * size), new Float32Array(size * size)];
        convolve(layer, input, output);
        convolve(layer, shifted, outputShifted);
        for (let y = 1; y < size - 1; y++) for (let x = 2; x < size - 1; x++) expect(outputShifted[y * size + x]).toBeCloseTo(output[y * size + x - 1]!, 4);
      },
    ));
  });
});

describe('pooling', () => {
  it('keeps the largest of each 2 × 2 block per channel, and where it came from', () => {
    // « + 0 » turns −0 into 0: beside a 0, either is the largest, and toBe tells them apart.
    fc.assert(fc.property(fc.array(fc.float({ min: -5, max: 5, noNaN: true }).map((value) => value + 0), { minLength: 4 * 4 * 2, maxLength: 4 * 4 * 2 }), (values) => {
      const input = Float32Array.from(values);
      const output = new Float32Array(2 * 2 * 2);
      const from = new Int32Array(output.length);
      pool(input, 4, 2, output, from);
      for (let y = 0; y < 2; y++) {
        for (let x = 0; x < 2; x++) {
          for (let c = 0; c < 2; c++) {
            const block = [0, 1].flatMap((dy) => [0, 1].map((dx) => input[((2 * y + dy) * 4 + 2 * x + dx) * 2 + c]!));
            const at = (y * 2 + x) * 2 + c;
            expect(output[at]).toBe(Math.max(...block));
            expect(input[from[at]!]).toBe(output[at]);
          }
        }
      }
    }));
  });
});
