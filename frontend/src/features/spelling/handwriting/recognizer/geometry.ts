/** A pen position in the drawing's own units, y pointing down as on a canvas. */
export interface Point {
  x: number;
  y: number;
}

/** The points of one pen-down … pen-up movement, in drawing order. */
export type Stroke = readonly Point[];

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
  width: number;
  height: number;
}

export function boundingBox(points: readonly Point[]): Box {
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (const { x, y } of points) {
    left = Math.min(left, x);
    right = Math.max(right, x);
    top = Math.min(top, y);
    bottom = Math.max(bottom, y);
  }
  return { left, top, right, bottom, width: right - left, height: bottom - top };
}

export function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

export function pathLength(stroke: Stroke): number {
  let length = 0;
  for (let i = 1; i < stroke.length; i++) length += distance(stroke[i - 1]!, stroke[i]!);
  return length;
}

/**
 * `count` points spread evenly along the whole ink (all strokes end to end, without the pen-up jumps), each tagged
 * with the stroke it lies on: the resampling of the $P recognizer (Vatavu, Anthony & Wobbrock 2012).
 */
export function resample(strokes: readonly Stroke[], count: number): { point: Point; stroke: number }[] {
  const inked = strokes.filter((stroke) => stroke.length > 0);
  const total = inked.reduce((sum, stroke) => sum + pathLength(stroke), 0);
  const result: { point: Point; stroke: number }[] = [{ point: inked[0]![0]!, stroke: 0 }];
  const interval = total / (count - 1);
  let carried = 0;
  inked.forEach((stroke, index) => {
    for (let i = 1; i < stroke.length && interval > 0; i++) {
      let from = stroke[i - 1]!;
      const to = stroke[i]!;
      let segment = distance(from, to);
      while (carried + segment >= interval && segment > 0 && result.length < count) {
        const t = (interval - carried) / segment;
        const point = { x: from.x + t * (to.x - from.x), y: from.y + t * (to.y - from.y) };
        result.push({ point, stroke: index });
        segment -= interval - carried;
        from = point;
        carried = 0;
      }
      carried += segment;
    }
  });
  // Rounding can leave the last point out: the end of the ink is it.
  const lastStroke = inked.length - 1;
  while (result.length < count) result.push({ point: inked[lastStroke]![inked[lastStroke]!.length - 1]!, stroke: lastStroke });
  return result;
}

/**
 * The ink with the parts that go back over ink already drawn taken out (the stem of an « n » drawn down and back
 * up before the arch), so a retraced line weighs as much as a line drawn once. Walks the ink at 1/50 of its size and
 * keeps a point only if no point kept before, other than the few just behind it, lies within that step.
 */
export function withoutRetrace(strokes: readonly Stroke[]): Stroke[] {
  const box = boundingBox(strokes.flat());
  const step = Math.max(box.width, box.height) / 50;
  if (step === 0) return strokes.map((stroke) => [...stroke]);
  const kept: Point[] = [];
  const result: Point[][] = [];
  for (const stroke of strokes) {
    const dense = resample([stroke], Math.max(2, Math.ceil(pathLength(stroke) / step) + 1)).map(({ point }) => point);
    let current: Point[] = [];
    dense.forEach((point) => {
      const recent = kept.length - 3;
      const retraced = kept.some((other, index) => index < recent && distance(other, point) < step * 0.9);
      if (retraced) {
        if (current.length > 1) result.push(current);
        current = [];
        return;
      }
      kept.push(point);
      current.push(point);
    });
    if (current.length > 0) result.push(current);
  }
  return result.length > 0 ? result : strokes.map((stroke) => [...stroke]);
}

/**
 * The ink set upright: the mean slant of its near-vertical parts (weighted by length) sheared away, so a
 * right-leaning hand meets the upright templates. Upright ink comes back unchanged.
 */
export function upright(strokes: readonly Stroke[]): Stroke[] {
  let weighted = 0;
  let total = 0;
  for (const stroke of strokes) {
    for (let i = 1; i < stroke.length; i++) {
      const dx = stroke[i]!.x - stroke[i - 1]!.x;
      const dy = stroke[i]!.y - stroke[i - 1]!.y;
      const length = Math.hypot(dx, dy);
      // Within 40° of vertical only: the bars and bowls say nothing about the slant.
      if (length === 0 || Math.abs(dx) > Math.abs(dy) * 0.84) continue;
      weighted += (dx / dy) * length;
      total += length;
    }
  }
  if (total === 0) return strokes.map((stroke) => [...stroke]);
  const slant = weighted / total;
  const middle = boundingBox(strokes.flat());
  const centreY = (middle.top + middle.bottom) / 2;
  return strokes.map((stroke) => stroke.map(({ x, y }) => ({ x: x - slant * (y - centreY), y })));
}
