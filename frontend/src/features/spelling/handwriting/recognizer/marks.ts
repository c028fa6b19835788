import { boundingBox, distance, pathLength, type Box, type Point, type Stroke } from './geometry';
import { X_HEIGHT } from './guides';

/** What can sit above a French letter; `cedilla` hangs below the c. */
export type Mark = 'dot' | 'acute' | 'grave' | 'circumflex' | 'diaeresis' | 'cedilla';

export interface SplitInk {
  body: Stroke[];
  above: Stroke[];
  below: Stroke[];
}

/**
 * At most this big (against the body's height, or the x-height if the body is smaller) to be a mark: a circumflex may
 * be as wide as the letter; a cedilla is smaller, and a bigger piece below is more often the end of a stem.
 */
const MARK_SIZE = { above: 0.85, below: 0.75 };

/**
 * The letter's body apart from the small strokes above it (dot, accents, diaeresis) and a detached cedilla below.
 * A stroke is above when it is small and ends above the body's top (a « t » or « f » bar crosses the stem, so it
 * stays in the body); below when it is small, starts near the body's bottom and sits under the body. Either way, not
 * when it goes on where a stroke of the body stopped: that is the rest of a line the pen left for a moment.
 */
export function splitMarks(strokes: readonly Stroke[]): SplitInk {
  const inked = strokes.filter((stroke) => stroke.length > 0);
  const boxes = new Map(inked.map((stroke) => [stroke, boundingBox(stroke)]));
  const size = (stroke: Stroke) => Math.hypot(boxes.get(stroke)!.width, boxes.get(stroke)!.height) + pathLength(stroke) * 0.25;
  const byInk = [...inked].sort((a, b) => size(b) - size(a));
  if (byInk.length <= 1) return { body: byInk, above: [], below: [] };

  const classify = (body: Box, bodyInk: readonly Point[], bodyStrokes: readonly Stroke[]) => {
    const scale = Math.max(body.height, X_HEIGHT);
    const tolerance = Math.max(body.height, X_HEIGHT) * 0.12;
    return (stroke: Stroke): 'body' | 'above' | 'below' => {
      const box = boxes.get(stroke)!;
      const extent = Math.max(box.width, box.height);
      const centre = (box.left + box.right) / 2;
      // A diaeresis over a stem reaches well beyond it on both sides.
      const reach = Math.max(body.width, X_HEIGHT) * 0.5;
      if (centre < body.left - reach || centre > body.right + reach) return 'body';
      // Apart from the letter, not a piece of it the pen left for a moment (a stem lifted halfway).
      const apart = Math.min(...stroke.map((point) => Math.min(...bodyInk.map((other) => distance(point, other))))) > X_HEIGHT * 0.12;
      if (extent <= scale * MARK_SIZE.above && box.bottom < body.top + tolerance && apart && !continuesAStroke(stroke, bodyStrokes, false)) return 'above';
      if (extent <= scale * MARK_SIZE.below && box.top > body.bottom - tolerance * 2 && box.bottom > body.bottom + tolerance && !continuesAStroke(stroke, bodyStrokes, true)) return 'below';
      return 'body';
    };
  };
  // First against the biggest stroke alone, then against everything that was not a mark.
  let kinds = byInk.slice(1).map(classify(boxes.get(byInk[0]!)!, byInk[0]!, [byInk[0]!]));
  // Dots never stretch the body: a dot of a diaeresis taken for ink of the letter must not swallow the other one.
  const bodyStrokes = [byInk[0]!, ...byInk.slice(1).filter((stroke, i) => kinds[i] === 'body' && !isDot(boxes.get(stroke)!))];
  kinds = byInk.slice(1).map(classify(boundingBox(bodyStrokes.flat()), bodyStrokes.flat(), bodyStrokes));
  const pick = (kind: string) => inked.filter((stroke) => stroke !== byInk[0] && kinds[byInk.indexOf(stroke) - 1] === kind);
  return { body: inked.filter((stroke) => stroke === byInk[0] || kinds[byInk.indexOf(stroke) - 1] === 'body'), above: pick('above'), below: pick('below') };
}

/** A pen lifted for a moment leaves at most this gap (box units) between the two pieces of one line. */
const LIFT_GAP = X_HEIGHT * 0.25;
/** How far back from an end its direction is read (points): past the tremor of the last one or two. */
const TANGENT_REACH = 3;

/**
 * Whether `piece` goes on where one of `strokes` stopped, as the rest of a line the pen left for a moment: one end of
 * each close together, and the line's direction kept across the gap (the piece's own, and the jump between them).
 * An accent begins somewhere else, or in another direction. A dot has no direction: above a letter it is a mark
 * (`dotsCount`: false), but below one it is as likely the end of a stem.
 */
function continuesAStroke(piece: Stroke, strokes: readonly Stroke[], dotsCount: boolean): boolean {
  if (piece.length < 2 || (!dotsCount && isDot(boundingBox(piece)))) return false;
  const ends = (stroke: Stroke) => {
    const reach = Math.min(TANGENT_REACH, stroke.length - 1);
    const first = stroke[0]!;
    const last = stroke[stroke.length - 1]!;
    return [
      { at: first, inward: direction(first, stroke[reach]!) },
      { at: last, inward: direction(last, stroke[stroke.length - 1 - reach]!) },
    ];
  };
  const pieceEnds = ends(piece);
  return strokes.some((stroke) => stroke !== piece && stroke.length >= 2 && ends(stroke).some((end) => pieceEnds.some((start) => {
    const gap = distance(end.at, start.at);
    // The stroke's way out of its end is the opposite of its way in.
    if (gap > LIFT_GAP || -dot(end.inward, start.inward) < 0.7) return false;
    return gap < 1 || -dot(end.inward, direction(end.at, start.at)) > 0.7;
  })));
}

const direction = (from: Point, to: Point): Point => {
  const length = distance(from, to) || 1;
  return { x: (to.x - from.x) / length, y: (to.y - from.y) / length };
};
const dot = (a: Point, b: Point) => a.x * b.x + a.y * b.y;

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
    // Two slanting lines, the left one rising to the right and the right one falling: the legs of a circumflex, even
    // far apart (a pen lifted at the top of it); the dots or dashes of a diaeresis do not lean towards each other.
    if (sorted.length === 2 && rises(first.stroke, 'right') && rises(last.stroke, 'left')) return 'circumflex';
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

/** Whether a stroke is a line whose `side` end is clearly higher than its other end (y points down). */
function rises(stroke: Stroke, side: 'left' | 'right'): boolean {
  const box = boundingBox(stroke);
  if (isDot(box)) return false;
  const leftmost = stroke.reduce((best, point) => (point.x < best.x ? point : best));
  const rightmost = stroke.reduce((best, point) => (point.x > best.x ? point : best));
  const [high, low] = side === 'right' ? [rightmost, leftmost] : [leftmost, rightmost];
  return low.y - high.y > 0.3 * Math.max(box.width, box.height);
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
