import { boundingBox, type Stroke } from './geometry';

/** Cells per side of the grid the ink is spread over, and pen orientations told apart (0°, 45°, 90°, 135°). */
const GRID = 8;
export const ORIENTATIONS = 4;
export const FEATURE_LENGTH = GRID * GRID * ORIENTATIONS;

/**
 * The « directional element » features of on-line character recognition: how much ink runs in each of four
 * orientations in each cell of an 8 × 8 grid over the letter (scaled uniformly, centred), spread smoothly over the
 * neighbouring cells and orientations, as a unit vector. Orientation, not direction: a stroke drawn backwards gives
 * the same features, and so does any stroke order. `grid`: cells per side (a finer grid gives the convolutional
 * network its direction maps: `body-features.ts`); the values are laid out cell by cell, the orientations of a cell
 * together.
 */
export function directionFeatures(strokes: readonly Stroke[], fit: 'uniform' | 'stretched' = 'uniform', grid = GRID): Float32Array {
  const features = new Float32Array(grid * grid * ORIENTATIONS);
  const box = boundingBox(strokes.flat());
  const size = Math.max(box.width, box.height) || 1;
  // Uniform: the letter sits in the middle of the grid whatever its proportions, so a tall « l » stays a thin line.
  // Stretched: each side fills the grid (but never beyond 4 times its own length, so a stem stays a stem), so the
  // narrow loop of a « b » or an « h » keeps several cells of detail that the uniform grid squeezes into one.
  const sizeX = fit === 'uniform' ? size : Math.max(box.width, box.height / 4) || 1;
  const sizeY = fit === 'uniform' ? size : Math.max(box.height, box.width / 4) || 1;
  const offsetX = (sizeX - box.width) / 2 - box.left;
  const offsetY = (sizeY - box.height) / 2 - box.top;
  const cellX = (value: number) => (value / sizeX) * grid - 0.5;
  const cellY = (value: number) => (value / sizeY) * grid - 0.5;
  for (const stroke of strokes) {
    for (let i = 1; i < stroke.length; i++) {
      const a = stroke[i - 1]!;
      const b = stroke[i]!;
      const dx = b.x - a.x;
      const dy = b.y - a.y;
      const length = Math.hypot(dx, dy);
      if (length === 0) continue;
      // Orientation in [0, 4): 0 horizontal, 2 vertical; split between the two nearest bins.
      // Stretched, a segment's orientation is the one it has on the stretched grid.
      let orientation = ((Math.atan2(dy / sizeY, dx / sizeX) + Math.PI) % Math.PI) / (Math.PI / ORIENTATIONS);
      if (orientation >= ORIENTATIONS) orientation -= ORIENTATIONS;
      const o0 = Math.floor(orientation);
      const o1 = (o0 + 1) % ORIENTATIONS;
      const ow = orientation - o0;
      // Long segments spread along their length, one piece per half cell.
      const pieces = Math.max(1, Math.ceil(Math.hypot(dx / sizeX, dy / sizeY) * grid * 2));
      for (let piece = 0; piece < pieces; piece++) {
        const t = (piece + 0.5) / pieces;
        const cx = cellX(a.x + dx * t + offsetX);
        const cy = cellY(a.y + dy * t + offsetY);
        const x0 = Math.floor(cx);
        const y0 = Math.floor(cy);
        // Ink length measured on the grid (the same share of the total as in box units when the fit is uniform).
        const weight = Math.hypot(dx / sizeX, dy / sizeY) / pieces;
        for (const [gx, wx] of [[x0, 1 - (cx - x0)], [x0 + 1, cx - x0]] as const) {
          if (gx < 0 || gx >= grid) continue;
          for (const [gy, wy] of [[y0, 1 - (cy - y0)], [y0 + 1, cy - y0]] as const) {
            if (gy < 0 || gy >= grid) continue;
            const cell = (gy * grid + gx) * ORIENTATIONS;
            features[cell + o0] = features[cell + o0]! + weight * wx * wy * (1 - ow);
            features[cell + o1] = features[cell + o1]! + weight * wx * wy * ow;
          }
        }
      }
    }
  }
  return normalize(blur(features, grid));
}

/** A light blur over neighbouring cells, so a line drawn a little off still meets the template's. */
function blur(features: Float32Array, grid: number): Float32Array {
  const result = new Float32Array(features.length);
  for (let y = 0; y < grid; y++) {
    for (let x = 0; x < grid; x++) {
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= grid || ny >= grid) continue;
          const weight = dx === 0 && dy === 0 ? 1 : dx === 0 || dy === 0 ? 0.5 : 0.25;
          for (let o = 0; o < ORIENTATIONS; o++) {
            const index = (y * grid + x) * ORIENTATIONS + o;
            result[index] = result[index]! + weight * features[(ny * grid + nx) * ORIENTATIONS + o]!;
          }
        }
      }
    }
  }
  return result;
}

function normalize(features: Float32Array): Float32Array {
  let norm = 0;
  for (const value of features) norm += value * value;
  norm = Math.sqrt(norm) || 1;
  for (let i = 0; i < features.length; i++) features[i] = features[i]! / norm;
  return features;
}
