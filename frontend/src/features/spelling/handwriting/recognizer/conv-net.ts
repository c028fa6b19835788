/**
 * The forward pass of a small convolutional network over square maps stored cell by cell, a cell's channels together
 * (`(y × size + x) × channels + channel`): 3 × 3 convolutions with zero padding, rectified, each followed by a 2 × 2
 * max-pooling. Shared by the recognizer (`classifier.ts`) and the offline training (`bench/handwriting-model.ts`,
 * which adds the backward pass), so the network trained is the network shipped.
 */
export const KERNEL = 3;

export interface Convolution {
  /** Cells per side of the map it reads (and writes: zero padding keeps the size). */
  size: number;
  inputs: number;
  outputs: number;
  /** `((output × KERNEL + ky) × KERNEL + kx) × inputs + input`. */
  weights: Float32Array;
  bias: Float32Array;
}

/** `output` (size × size × outputs) = rectified convolution of `input` (size × size × inputs). */
export function convolve({ size, inputs, outputs, weights, bias }: Convolution, input: Float32Array, output: Float32Array): void {
  const half = (KERNEL - 1) / 2;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const cell = (y * size + x) * outputs;
      for (let o = 0; o < outputs; o++) output[cell + o] = bias[o]!;
      for (let ky = 0; ky < KERNEL; ky++) {
        const yy = y + ky - half;
        if (yy < 0 || yy >= size) continue;
        for (let kx = 0; kx < KERNEL; kx++) {
          const xx = x + kx - half;
          if (xx < 0 || xx >= size) continue;
          const from = (yy * size + xx) * inputs;
          for (let o = 0; o < outputs; o++) {
            const row = ((o * KERNEL + ky) * KERNEL + kx) * inputs;
            let sum = 0;
            for (let i = 0; i < inputs; i++) sum += weights[row + i]! * input[from + i]!;
            output[cell + o] = output[cell + o]! + sum;
          }
        }
      }
      for (let o = 0; o < outputs; o++) if (output[cell + o]! < 0) output[cell + o] = 0;
    }
  }
}

/**
 * `output` ((size / 2)² × channels) = the largest of each 2 × 2 block of `input`; `from`, when given, records the
 * index in `input` each value came from (for the backward pass).
 */
export function pool(input: Float32Array, size: number, channels: number, output: Float32Array, from?: Int32Array): void {
  const half = size / 2;
  for (let y = 0; y < half; y++) {
    for (let x = 0; x < half; x++) {
      for (let c = 0; c < channels; c++) {
        let best = -Infinity;
        let bestAt = 0;
        for (let dy = 0; dy < 2; dy++) {
          for (let dx = 0; dx < 2; dx++) {
            const at = ((2 * y + dy) * size + 2 * x + dx) * channels + c;
            if (input[at]! > best) {
              best = input[at]!;
              bestAt = at;
            }
          }
        }
        const to = (y * half + x) * channels + c;
        output[to] = best;
        if (from) from[to] = bestAt;
      }
    }
  }
}
