import { boundingBox, distance, pathLength, type Box, type Point, type Stroke } from './geometry';
import { X_HEIGHT } from './guides';

/** What can sit above a French letter; `cedilla` hangs below the c. */
export type Mark = 'dot' | 'acute' | 'grave' | 'circumflex' | 'diaeresis' | 'cedilla';

export interface SplitInk {
  body: Stroke[];
  above: Stroke[];
  below: Stroke[];
}

/** At most this big (against the body's height, or the x-height if the body is smaller) to be a mark. */
const MARK_SIZE = 0.75;

/**
 * The letter's body apart from the small strokes above it (dot, accents, diaeresis) and a detached cedilla below.
 * A stroke is above when it is small and ends above the body's top (a « t » or « f » bar crosses the stem, so it
 * stays in the body); below when it is small, starts near the body's bottom and sits under the body.
 */
export function splitMarks(strokes: readonly Stroke[]): SplitInk {
  const inked = strokes.filter((stroke) => stroke.length > 0);
  const boxes = new Map(inked.map((stroke) => [stroke, boundingBox(stroke)]));
  const size = (stroke: Stroke) => Math.hypot(boxes.get(stroke)!.width, boxes.get(stroke)!.height) + pathLength(stroke) * 0.25;
  const byInk = [...inked].sort((a, b) => size(b) - size(a));
  if (byInk.length <= 1) return { body: byInk, above: [], below: [] };

  const classify = (body: Box, bodyInk: readonly Point[]) => {
    const scale = Math.max(body.height, X_HEIGHT) * MARK_SIZE;
    const tolerance = Math.max(body.height, X_HEIGHT) * 0.12;
    return (stroke: Stroke): 'body' | 'above' | 'below' => {
      const box = boxes.get(stroke)!;
      if (Math.max(box.width, box.height) > scale) return 'body';
      const centre = (box.left + box.right) / 2;
      // A diaeresis over a stem reaches well beyond it on both sides.
      const reach = Math.max(body.width, X_HEIGHT) * 0.5;
      if (centre < body.left - reach || centre > body.right + reach) return 'body';
      // Apart from the letter, not a piece of it the pen left for a moment (a stem lifted halfway).
      const apart = Math.min(...stroke.map((point) => Math.min(...bodyInk.map((other) => distance(point, other))))) > X_HEIGHT * 0.12;
      if (box.bottom < body.top + tolerance && apart) return 'above';
      if (box.top > body.bottom - tolerance * 2 && box.bottom > body.bottom + tolerance) return 'below';
      return 'body';
    };
  };
  // First against the biggest stroke alone, then against everything that was not a mark.
  let kinds = byInk.slice(1).map(classify(boxes.get(byInk[0]!)!, byInk[0]!));
  // Dots never stretch the body: a dot of a diaeresis taken for ink of the letter must not swallow the other one.
  const bodyStrokes = [byInk[0]!, ...byInk.slice(1).filter((stroke, i) => kinds[i] === 'body' && !isDot(boxes.get(stroke)!))];
  kinds = byInk.slice(1).map(classify(boundingBox(bodyStrokes.flat()), bodyStrokes.flat()));
  const pick = (kind: string) => inked.filter((stroke) => stroke !== byInk[0] && kinds[byInk.indexOf(stroke) - 1] === kind);
  return { body: inked.filter((stroke) => stroke === byInk[0] || kinds[byInk.indexOf(stroke) - 1] === 'body'), above: pick('above'), below: pick('below') };
}

/** Smaller than this (in the box's units) is a dot, whatever its shape. */
const DOT_SIZE = X_HEIGHT * 0.2;

const isDot = (box: Box) => Math.max(box.width, box.height) < DOT_SIZE;

/** Which mark the strokes above a letter make (`undefined` when they make none we know). */
export function classifyAbove(strokes: readonly Stroke[]): Mark | undefined {
  if (strokes.length === 0) return undefined;
  const boxes = strokes.map(boundingBox);
  if (strokes.length >= 2) {
    // Two strokes side by side with a gap: a diaeresis; two strokes that meet: an accent drawn in two movements.
    const sorted = strokes.map((stroke, i) => ({ stroke, box: boxes[i]! })).sort((a, b) => a.box.left - b.box.left);
    const first = sorted[0]!;
    const last = sorted[sorted.length - 1]!;
    const gap = last.box.left - first.box.right;
    const nearest = Math.min(...first.stroke.flatMap((a) => last.stroke.map((b) => distance(a, b))));
    const span = Math.max(first.box.width, first.box.height, last.box.width, last.box.height);
    if (gap > span * 0.25 || (nearest > span * 0.6 && sorted.every(({ box }) => isDot(box)))) return 'diaeresis';
    // Join the movements from left to right into one path, each from its end nearer the path so far.
    const path: Point[] = [];
    for (const { stroke } of sorted) {
      const tail = path[path.length - 1];
      const forwards = tail ? distance(stroke[0]!, tail) <= distance(stroke[stroke.length - 1]!, tail) : stroke[0]!.x <= stroke[stroke.length - 1]!.x;
      path.push(...(forwards ? stroke : [...stroke].reverse()));
    }
    return classifyOne(path);
  }
  return classifyOne(strokes[0]!);
}

function classifyOne(stroke: Stroke): Mark {
  const box = boundingBox(stroke);
  if (Math.max(box.width, box.height) < DOT_SIZE) return 'dot';
  const start = stroke[0]!;
  const end = stroke[stroke.length - 1]!;
  const [left, right] = start.x <= end.x ? [start, end] : [end, start];
  // A circumflex bends to a peak above the line joining its ends; an acute or a grave stays close to that line.
  const chord = distance(left, right) || 1;
  const bend = Math.max(...stroke.map((point) => ((right.x - left.x) * (left.y - point.y) - (right.y - left.y) * (left.x - point.x)) / chord));
  if (bend > chord * 0.18) return 'circumflex';
  // A single slanting line: the acute's top end is on the right (´), the grave's on the left (`).
  return right.y < left.y ? 'acute' : 'grave';
}
