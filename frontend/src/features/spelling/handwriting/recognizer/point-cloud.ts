import { boundingBox, resample, type Stroke } from './geometry';

/** A normalized point: position in the unit box around the centroid, and how sharply the pen turns there (0–1). */
interface CloudPoint {
  x: number;
  y: number;
  turn: number;
}

export type Cloud = readonly CloudPoint[];

/** Points per cloud: 16–24 read best in the accuracy test (more points weigh small details such as serifs too much). */
export const CLOUD_SIZE = 24;

/**
 * The $P+ point cloud of some strokes (Vatavu 2017, « Improving gesture recognition accuracy on touch screens for
 * users with low vision »): the $P resampling, scaled uniformly to the unit box (so a tall « l » stays tall and a
 * wide « m » wide), centred on the centroid, each point carrying its turning angle. Stroke order and direction do
 * not matter, which is what letters written by different hands need.
 */
export function toCloud(strokes: readonly Stroke[]): Cloud {
  const sampled = resample(strokes, CLOUD_SIZE);
  const box = boundingBox(sampled.map(({ point }) => point));
  const size = Math.max(box.width, box.height) || 1;
  const centroid = sampled.reduce((sum, { point }) => ({ x: sum.x + point.x / sampled.length, y: sum.y + point.y / sampled.length }), { x: 0, y: 0 });
  return sampled.map(({ point, stroke }, i) => {
    const previous = sampled[i - 1];
    const next = sampled[i + 1];
    let turn = 0;
    if (previous?.stroke === stroke && next?.stroke === stroke) {
      const inX = point.x - previous.point.x;
      const inY = point.y - previous.point.y;
      const outX = next.point.x - point.x;
      const outY = next.point.y - point.y;
      const lengths = Math.hypot(inX, inY) * Math.hypot(outX, outY);
      if (lengths > 0) turn = Math.acos(Math.max(-1, Math.min(1, (inX * outX + inY * outY) / lengths))) / Math.PI;
    }
    return { x: (point.x - centroid.x) / size, y: (point.y - centroid.y) / size, turn };
  });
}

function pointDistance(a: CloudPoint, b: CloudPoint): number {
  return Math.sqrt((a.x - b.x) ** 2 + (a.y - b.y) ** 2 + (a.turn - b.turn) ** 2);
}

/** $P+ matching: every point of `from` to its nearest in `to`, then every point of `to` nobody chose to its nearest in `from`. */
function cloudDistance(from: Cloud, to: Cloud): number {
  const chosen = new Array<boolean>(to.length).fill(false);
  let sum = 0;
  for (const point of from) {
    let nearest = 0;
    let best = Infinity;
    to.forEach((candidate, index) => {
      const d = pointDistance(point, candidate);
      if (d < best) {
        best = d;
        nearest = index;
      }
    });
    chosen[nearest] = true;
    sum += best;
  }
  to.forEach((point, index) => {
    if (chosen[index]) return;
    let best = Infinity;
    for (const candidate of from) best = Math.min(best, pointDistance(point, candidate));
    sum += best;
  });
  return sum;
}

/** How far apart two clouds are (0 for the same cloud; symmetric). */
export function cloudDissimilarity(a: Cloud, b: Cloud): number {
  return Math.min(cloudDistance(a, b), cloudDistance(b, a));
}

export interface Template<Label extends string = string> {
  label: Label;
  cloud: Cloud;
}

/** Every label once, nearest first, with its best template's distance. */
export function rankLabels<Label extends string>(cloud: Cloud, templates: readonly Template<Label>[]): { label: Label; distance: number }[] {
  const best = new Map<Label, number>();
  for (const template of templates) {
    const d = cloudDissimilarity(cloud, template.cloud);
    if (d < (best.get(template.label) ?? Infinity)) best.set(template.label, d);
  }
  return [...best].map(([label, distance]) => ({ label, distance })).sort((a, b) => a.distance - b.distance);
}
