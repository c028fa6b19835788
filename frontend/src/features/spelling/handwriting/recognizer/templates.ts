import type { Point, Stroke } from './geometry';

/**
 * The shapes the recognizer compares ink with, authored here by hand as control polygons (not taken from any font;
 * the fonts of `samples/` only test it). Units: x-height 1, baseline at y = 0, y pointing up, ascenders to 2,
 * descenders to -1. Each letter has its « script » form (the print letters of French primary school) and, where it
 * differs, its « cursive » form (loops and the joining strokes in and out).
 *
 * Accented letters are not drawn here: the marks above (and a detached cedilla) are read apart (`marks.ts`) and set on
 * the base letter. « ı » and « ȷ » are the i and j without their dot; a plain vertical stem is both « l » and « ı »,
 * told apart by its height against the guide lines.
 */
export type BodyLabel = 'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g' | 'h' | 'ı' | 'ȷ' | 'k' | 'l' | 'm' | 'n' | 'o' | 'p' | 'q' | 'r' | 's' | 't' | 'u' | 'v' | 'w' | 'x' | 'y' | 'z' | 'ç' | 'œ' | 'æ' | '-' | '\'';

type Path = readonly number[];

/** A straight polyline through x, y pairs. */
function straight(coordinates: Path): Point[] {
  const points: Point[] = [];
  for (let i = 0; i + 1 < coordinates.length; i += 2) points.push({ x: coordinates[i]!, y: -coordinates[i + 1]! });
  return points;
}

/** A curve rounded through its control polygon (three rounds of Chaikin corner cutting; the ends stay put). */
function curve(coordinates: Path): Point[] {
  let points = straight(coordinates);
  for (let round = 0; round < 3; round++) {
    const next: Point[] = [points[0]!];
    for (let i = 0; i + 1 < points.length; i++) {
      const a = points[i]!;
      const b = points[i + 1]!;
      next.push({ x: 0.75 * a.x + 0.25 * b.x, y: 0.75 * a.y + 0.25 * b.y }, { x: 0.25 * a.x + 0.75 * b.x, y: 0.25 * a.y + 0.75 * b.y });
    }
    next.push(points[points.length - 1]!);
    points = next;
  }
  return points;
}

/** An ellipse (or part of one), angles in degrees counter-clockwise from 3 o'clock. */
function ellipse(cx: number, cy: number, rx: number, ry: number, from = 90, to = 450): Point[] {
  const steps = Math.max(8, Math.round(Math.abs(to - from) / 10));
  return Array.from({ length: steps + 1 }, (_, i) => {
    const angle = ((from + ((to - from) * i) / steps) * Math.PI) / 180;
    return { x: cx + rx * Math.cos(angle), y: -(cy + ry * Math.sin(angle)) };
  });
}

/** Parts drawn without lifting the pen, in order. */
const joined = (...parts: Point[][]): Point[] => parts.flat();

const bowlLeft = (): Point[] => curve([0.95, 0.8, 0.65, 1, 0.3, 0.95, 0.05, 0.6, 0.1, 0.2, 0.4, 0, 0.7, 0.08, 0.95, 0.4]);
const bowlRight = (): Point[] => curve([0, 0.6, 0.3, 0.95, 0.7, 1, 1, 0.6, 0.95, 0.25, 0.6, 0, 0.25, 0, 0, 0.2]);
const cursiveLoopUp = (x: number): Point[] => curve([x - 0.1, 0.2, x + 0.3, 1.3, x + 0.4, 1.85, x + 0.25, 2.02, x + 0.08, 1.85, x + 0.05, 1.2, x + 0.05, 0]);
const tail = (x: number, y = 0.2): Point[] => curve([x, y, x + 0.08, 0, x + 0.35, 0.2]);
const entry = (x: number, y: number): Point[] => curve([x - 0.35, 0.05, x - 0.15, 0.2 + y * 0.3, x, y]);

export const bodyTemplates: readonly { label: BodyLabel; strokes: Stroke[] }[] = [
  // — script (print) forms
  { label: 'a', strokes: [bowlLeft(), straight([0.95, 1, 0.95, 0])] },
  { label: 'a', strokes: [curve([0.1, 0.85, 0.4, 1, 0.8, 0.92, 0.9, 0.6]), straight([0.9, 0.6, 0.9, 0]), curve([0.9, 0.55, 0.4, 0.55, 0.05, 0.35, 0.15, 0.05, 0.5, 0, 0.9, 0.25])] },
  { label: 'b', strokes: [straight([0, 2, 0, 0]), bowlRight()] },
  { label: 'c', strokes: [curve([0.95, 0.8, 0.65, 1, 0.3, 0.95, 0.05, 0.6, 0.05, 0.35, 0.3, 0.05, 0.65, 0, 0.95, 0.2])] },
  { label: 'd', strokes: [bowlLeft(), straight([0.95, 2, 0.95, 0])] },
  { label: 'e', strokes: [joined(straight([0.05, 0.5, 0.95, 0.5]), curve([0.95, 0.5, 0.9, 0.85, 0.55, 1, 0.2, 0.9, 0, 0.55, 0.1, 0.15, 0.45, 0, 0.8, 0.05, 0.95, 0.2]))] },
  { label: 'f', strokes: [joined(curve([0.9, 1.85, 0.7, 2, 0.45, 1.95, 0.35, 1.7, 0.35, 1.2]), straight([0.35, 1.2, 0.35, 0])), straight([0, 1, 0.75, 1])] },
  { label: 'g', strokes: [bowlLeft(), joined(straight([0.95, 1, 0.95, -0.4]), curve([0.95, -0.4, 0.85, -0.85, 0.45, -1, 0.1, -0.8]))] },
  { label: 'h', strokes: [straight([0, 2, 0, 0]), joined(curve([0, 0.6, 0.3, 0.95, 0.7, 1, 0.95, 0.8, 1, 0.5]), straight([1, 0.5, 1, 0]))] },
  { label: 'ı', strokes: [straight([0.5, 1, 0.5, 0])] },
  { label: 'ȷ', strokes: [joined(straight([0.6, 1, 0.6, -0.5]), curve([0.6, -0.5, 0.5, -0.9, 0.2, -1, 0, -0.8]))] },
  { label: 'k', strokes: [straight([0, 2, 0, 0]), straight([0.85, 1, 0.05, 0.45, 0.9, 0])] },
  { label: 'k', strokes: [straight([0, 2, 0, 0]), straight([0.85, 1, 0.05, 0.45]), straight([0.3, 0.6, 0.9, 0])] },
  { label: 'l', strokes: [straight([0.5, 2, 0.5, 0])] },
  { label: 'm', strokes: [straight([0, 1, 0, 0]), joined(curve([0, 0.6, 0.15, 0.95, 0.35, 1, 0.5, 0.75]), straight([0.5, 0.75, 0.5, 0])), joined(curve([0.5, 0.6, 0.65, 0.95, 0.85, 1, 1, 0.75]), straight([1, 0.75, 1, 0]))] },
  { label: 'n', strokes: [straight([0, 1, 0, 0]), joined(curve([0, 0.6, 0.3, 0.95, 0.7, 1, 0.95, 0.8, 1, 0.5]), straight([1, 0.5, 1, 0]))] },
  { label: 'o', strokes: [ellipse(0.5, 0.5, 0.5, 0.5)] },
  { label: 'p', strokes: [straight([0, 1, 0, -1]), bowlRight()] },
  { label: 'q', strokes: [bowlLeft(), straight([0.95, 1, 0.95, -1])] },
  { label: 'r', strokes: [straight([0, 1, 0, 0]), curve([0, 0.55, 0.2, 0.85, 0.5, 1, 0.8, 0.95])] },
  { label: 's', strokes: [curve([0.9, 0.85, 0.6, 1, 0.25, 0.95, 0.1, 0.75, 0.3, 0.55, 0.7, 0.45, 0.9, 0.25, 0.75, 0.05, 0.4, 0, 0.05, 0.15])] },
  { label: 't', strokes: [curve([0.35, 1.6, 0.35, 0.2, 0.5, 0, 0.8, 0.05]), straight([0, 1, 0.8, 1])] },
  { label: 't', strokes: [straight([0.4, 1.6, 0.4, 0]), straight([0, 1, 0.8, 1])] },
  { label: 'u', strokes: [curve([0, 1, 0, 0.35, 0.2, 0.05, 0.5, 0, 0.8, 0.1, 1, 0.4]), straight([1, 1, 1, 0])] },
  { label: 'v', strokes: [straight([0, 1, 0.5, 0, 1, 1])] },
  { label: 'w', strokes: [straight([0, 1, 0.25, 0, 0.5, 0.75, 0.75, 0, 1, 1])] },
  { label: 'x', strokes: [straight([0, 1, 1, 0]), straight([1, 1, 0, 0])] },
  { label: 'y', strokes: [straight([0, 1, 0.5, 0]), straight([1, 1, 0.1, -1])] },
  { label: 'y', strokes: [curve([0, 1, 0, 0.35, 0.2, 0.05, 0.5, 0, 0.8, 0.1, 1, 0.4]), joined(straight([1, 1, 1, -0.4]), curve([1, -0.4, 0.85, -0.85, 0.45, -1, 0.1, -0.8]))] },
  { label: 'z', strokes: [straight([0, 1, 1, 1, 0, 0, 1, 0])] },
  { label: 'ç', strokes: [curve([0.95, 0.8, 0.65, 1, 0.3, 0.95, 0.05, 0.6, 0.05, 0.35, 0.3, 0.05, 0.65, 0, 0.95, 0.2]), curve([0.5, 0, 0.55, -0.2, 0.7, -0.3, 0.6, -0.5, 0.35, -0.55])] },
  { label: 'œ', strokes: [ellipse(0.27, 0.5, 0.27, 0.5), joined(straight([0.5, 0.5, 1, 0.5]), curve([1, 0.5, 0.95, 0.85, 0.75, 1, 0.55, 0.9, 0.5, 0.5, 0.55, 0.15, 0.75, 0, 1, 0.12]))] },
  { label: 'æ', strokes: [curve([0.5, 0.8, 0.35, 1, 0.15, 0.95, 0, 0.6, 0.05, 0.2, 0.2, 0, 0.4, 0.08, 0.5, 0.4]), straight([0.5, 1, 0.5, 0]), joined(straight([0.5, 0.5, 1, 0.5]), curve([1, 0.5, 0.95, 0.85, 0.75, 1, 0.55, 0.9, 0.5, 0.5, 0.55, 0.15, 0.75, 0, 1, 0.12]))] },
  // — cursive forms (joined French school handwriting)
  { label: 'a', strokes: [bowlLeft(), joined(straight([0.95, 1, 0.95, 0.2]), tail(0.95))] },
  { label: 'a', strokes: [joined(entry(0.95, 0.8), bowlLeft(), straight([0.95, 1, 0.95, 0.2]), tail(0.95))] },
  { label: 'b', strokes: [joined(cursiveLoopUp(0), curve([0.05, 0, 0.5, 0.02, 0.85, 0.35, 0.75, 0.85, 0.45, 0.85, 0.6, 0.7, 1.1, 0.75]))] },
  { label: 'c', strokes: [joined(entry(0.9, 0.8), curve([0.9, 0.8, 0.65, 1, 0.3, 0.95, 0.05, 0.6, 0.05, 0.35, 0.3, 0.05, 0.65, 0, 1.1, 0.25]))] },
  { label: 'd', strokes: [joined(bowlLeft(), straight([0.95, 2, 0.95, 0.2]), tail(0.95))] },
  { label: 'e', strokes: [curve([0, 0.1, 0.4, 0.3, 0.75, 0.6, 0.7, 0.95, 0.45, 1, 0.2, 0.75, 0.15, 0.3, 0.4, 0, 0.8, 0.05, 1.1, 0.25])] },
  { label: 'f', strokes: [curve([0, 0.5, 0.45, 1.6, 0.55, 1.95, 0.4, 2.05, 0.25, 1.8, 0.25, -0.8, 0.35, -1, 0.55, -0.7, 0.3, 0, 0.8, 0.3])] },
  { label: 'g', strokes: [joined(bowlLeft(), straight([0.95, 1, 0.95, -0.6]), curve([0.95, -0.6, 0.8, -1, 0.5, -0.9, 0.55, -0.3, 1.1, 0.1]))] },
  { label: 'h', strokes: [joined(cursiveLoopUp(0), curve([0.05, 0, 0.1, 0.5, 0.35, 0.9, 0.7, 0.95, 0.85, 0.7, 0.8, 0.2, 0.9, 0, 1.15, 0.2]))] },
  { label: 'ı', strokes: [curve([-0.1, 0.3, 0.25, 0.75, 0.4, 1, 0.35, 0.5, 0.35, 0.15, 0.5, 0, 0.8, 0.2])] },
  { label: 'ȷ', strokes: [curve([-0.1, 0.3, 0.25, 0.75, 0.45, 1, 0.45, -0.6, 0.3, -1, 0.1, -0.8, 0.3, -0.3, 0.8, 0.1])] },
  { label: 'k', strokes: [joined(cursiveLoopUp(0), curve([0.05, 0, 0.1, 0.5, 0.4, 0.9, 0.75, 0.9, 0.7, 0.55, 0.3, 0.45, 0.7, 0.3, 0.8, 0, 1.1, 0.2]))] },
  { label: 'l', strokes: [curve([0, 0.2, 0.4, 1.3, 0.5, 1.85, 0.35, 2, 0.2, 1.85, 0.2, 0.3, 0.35, 0, 0.7, 0.05, 1, 0.3])] },
  { label: 'm', strokes: [joined(curve([-0.1, 0, 0.05, 0.8, 0.15, 1, 0.2, 0.5, 0.2, 0]), curve([0.2, 0, 0.25, 0.7, 0.45, 1, 0.6, 0.7, 0.6, 0]), curve([0.6, 0, 0.65, 0.7, 0.85, 1, 1, 0.7, 0.95, 0.15]), tail(0.95))] },
  { label: 'n', strokes: [joined(curve([-0.1, 0, 0.05, 0.8, 0.15, 1, 0.2, 0.5, 0.2, 0]), curve([0.2, 0, 0.3, 0.7, 0.6, 1, 0.85, 0.7, 0.85, 0.15]), tail(0.85))] },
  { label: 'o', strokes: [joined(entry(0.5, 1), ellipse(0.5, 0.5, 0.45, 0.5, 90, 450), curve([0.5, 1, 0.8, 0.9, 1.1, 0.95]))] },
  { label: 'p', strokes: [joined(curve([-0.1, 0.3, 0.1, 0.9, 0.15, 1]), straight([0.15, 1, 0.15, -1]), curve([0.15, -1, 0.15, 0.5, 0.4, 0.95, 0.8, 0.95, 1, 0.5, 0.75, 0.05, 0.3, 0, 0.15, 0.2]))] },
  { label: 'r', strokes: [curve([0, 0, 0.2, 0.6, 0.3, 1, 0.45, 0.85, 0.6, 0.9, 0.7, 0.6, 0.7, 0.2, 0.85, 0, 1.1, 0.2])] },
  { label: 's', strokes: [curve([0, 0, 0.45, 0.6, 0.55, 1, 0.75, 0.5, 0.8, 0.2, 0.55, 0, 0.3, 0.05, 0.1, 0.2, 0.55, 0.1, 1, 0.3])] },
  { label: 't', strokes: [joined(curve([-0.1, 0.3, 0.3, 1, 0.4, 1.6, 0.35, 0.5, 0.35, 0.15]), tail(0.35, 0.15)), straight([0, 1, 0.8, 1])] },
  { label: 'u', strokes: [joined(curve([-0.1, 0.5, 0.1, 0.9, 0.1, 0.3, 0.3, 0, 0.6, 0.1, 0.85, 0.6, 0.9, 1]), straight([0.9, 1, 0.9, 0.2]), tail(0.9))] },
  { label: 'v', strokes: [joined(curve([-0.1, 0.5, 0.1, 0.9, 0.15, 0.6, 0.4, 0, 0.7, 0.5, 0.85, 1, 0.75, 0.8, 1.1, 0.85]))] },
  { label: 'w', strokes: [curve([-0.1, 0.5, 0.05, 0.9, 0.1, 0.4, 0.25, 0, 0.5, 0.7, 0.7, 0, 0.9, 0.6, 0.95, 1, 0.85, 0.8, 1.2, 0.85])] },
  { label: 'x', strokes: [curve([0, 0.8, 0.3, 1, 0.5, 0.5, 0.7, 0, 1, 0.2]), straight([0.9, 1, 0.1, 0])] },
  { label: 'y', strokes: [joined(curve([-0.1, 0.5, 0.1, 0.9, 0.1, 0.3, 0.3, 0, 0.6, 0.1, 0.85, 0.6, 0.9, 1]), straight([0.9, 1, 0.9, -0.6]), curve([0.9, -0.6, 0.75, -1, 0.45, -0.9, 0.5, -0.3, 1.1, 0.1]))] },
  { label: 'z', strokes: [curve([0, 0.8, 0.3, 1, 0.7, 0.95, 0.8, 0.7, 0.4, 0.4, 0.8, 0.25, 0.8, -0.3, 0.5, -0.8, 0.2, -0.6, 0.5, -0.2, 1, 0.1])] },
];

