import { hashOfText, seededRandom } from '@plume/shared/random';
import type { Point, Stroke } from '../geometry';
import fontLetters from './font-letters.json' with { type: 'json' };

/**
 * Labelled test letters for the recognizer, independent of its templates: the letter shapes of 11 single-stroke
 * fonts (`font-letters.json`, written by `bench/handwriting-fonts.ts` from the `hersheytext` package), drawn the
 * way a pen reports them (points at a varying speed) and bent the way writers differ: rotation, slant, size and
 * proportions, position in the box, tremor and wobble, stroke order and direction, a stroke lifted halfway. Fixed
 * seeds: the same samples on every run and every machine.
 */
export type Level = 0 | 1 | 2;
export const LEVELS: readonly Level[] = [0, 1, 2];
export const LEVEL_NAMES: Record<Level, string> = { 0: 'none (the font as a pen would trace it)', 1: 'light', 2: 'strong' };

export interface Variation {
  rotationDegrees: number;
  shear: number;
  scale: number;
  aspect: number;
  shift: number;
  tremor: number;
  wobble: number;
  splitChance: number;
  reorder: boolean;
}

const VARIATION: Record<Level, Variation> = {
  0: { rotationDegrees: 0, shear: 0, scale: 0, aspect: 0, shift: 0, tremor: 0, wobble: 0, splitChance: 0, reorder: false },
  1: { rotationDegrees: 6, shear: 0.12, scale: 0.12, aspect: 0.08, shift: 4, tremor: 0.5, wobble: 0.8, splitChance: 0.1, reorder: true },
  2: { rotationDegrees: 12, shear: 0.25, scale: 0.25, aspect: 0.15, shift: 8, tremor: 1, wobble: 1.8, splitChance: 0.3, reorder: true },
};

type FontData = { id: string; name: string; letters: Record<string, number[][][]> };
const fonts = (fontLetters as { fonts: FontData[] }).fonts;

/**
 * Fonts the classifier is trained on (`bench/handwriting-train.ts`, at other seeds than the test samples) and that were
 * looked at while the templates and mark rules were written. The others are held out: never trained or tuned on, only
 * measured. Italic twins stay on the same side (Readability and its italic are trained on, Nixish and its italic held out).
 */
export const TRAINING_FONTS: readonly string[] = ['hershey_sans_1', 'ems_readability', 'ems_readability_italic', 'ems_allure', 'hershey_script_1', 'ems_osmotron'];
/**
 * Two training fonts set aside while settings are chosen (`bench/handwriting-tune.ts`): a model trained without them
 * is measured on them, so no setting is ever chosen by looking at the held-out fonts. A cursive and a geometric hand,
 * neither with an italic twin on the other side. The shipped model is then trained on every training font.
 */
export const VALIDATION_FONTS: readonly string[] = ['hershey_script_1', 'ems_osmotron'];
export const FONTS: readonly { id: string; name: string }[] = fonts.map(({ id, name }) => ({ id, name }));
export const SAMPLE_LETTERS: readonly string[] = Object.keys(fonts[0]!.letters);

export interface Sample {
  font: string;
  letter: string;
  level: Level;
  strokes: Stroke[];
}

/** The letter of one font as a writer of the given variation level would draw it (the same every time). */
export function writerSample(fontId: string, letter: string, level: Level, repetition = 0): Sample {
  return { font: fontId, letter, level, strokes: varied(fontPaths(fontId, letter), `${fontId}/${letter}/${level}/${repetition}`, level) };
}

/** One font's letter as its pen paths, placed in the box (no variation). */
export function fontPaths(fontId: string, letter: string): Point[][] {
  const paths = fonts.find(({ id }) => id === fontId)?.letters[letter];
  if (!paths) throw new Error(`No « ${letter} » in ${fontId}`);
  return paths.map((path) => path.map(([x, y]) => ({ x: x!, y: y! })));
}

/**
 * Pen paths (box units) as a writer of the given variation level would draw them, the same for the same `seed`:
 * the test samples above, and the training letters of the classifier (`bench/handwriting-train.ts`).
 */
export function varied(paths: readonly (readonly Point[])[], seed: string, level: Level, variation: Variation = VARIATION[level]): Stroke[] {
  const random = seededRandom(hashOfText(seed));
  const between = (spread: number) => (random() * 2 - 1) * spread;
  const gaussian = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  const v = variation;

  const rotation = (between(v.rotationDegrees) * Math.PI) / 180;
  const shear = between(v.shear);
  const scale = 1 + between(v.scale);
  const aspect = 1 + between(v.aspect);
  const shift = { x: between(v.shift), y: between(v.shift) };
  const centre = { x: 50, y: 55 };
  const place = (x: number, y: number): Point => {
    const dx = (x - centre.x) * scale * aspect;
    const dy = (y - centre.y) * scale / aspect;
    const sheared = dx - shear * dy;
    return {
      x: centre.x + shift.x + sheared * Math.cos(rotation) - dy * Math.sin(rotation),
      y: centre.y + shift.y + sheared * Math.sin(rotation) + dy * Math.cos(rotation),
    };
  };

  let strokes: Stroke[] = paths.map((path) => {
    const traced = trace(path.map(({ x, y }) => place(x, y)), random);
    const phase = random() * Math.PI * 2;
    // Tremor is a hand's, not a sensor's: noise smoothed over a few points (a few hundredths of a second).
    const tremorX = smoothNoise(traced.length, gaussian);
    const tremorY = smoothNoise(traced.length, gaussian);
    return traced.map(({ x, y }, i) => ({
      x: x + v.tremor * tremorX[i]! + v.wobble * Math.sin(phase + i * 0.35),
      y: y + v.tremor * tremorY[i]! + v.wobble * Math.cos(phase * 1.3 + i * 0.27),
    }));
  });
  if (v.splitChance > 0) {
    strokes = strokes.flatMap((stroke) => {
      if (stroke.length < 12 || random() >= v.splitChance) return [stroke];
      // The pen lifts for a moment and comes down a little farther on.
      const at = 4 + Math.floor(random() * (stroke.length - 8));
      return [stroke.slice(0, at), stroke.slice(at + 1)];
    });
  }
  if (v.reorder) {
    strokes = strokes.map((stroke) => (random() < 0.3 ? [...stroke].reverse() : stroke));
    if (random() < 0.3) strokes.reverse();
  }
  return strokes;
}

/** Gaussian noise averaged over 5 neighbours, rescaled to a standard deviation of about 1. */
function smoothNoise(length: number, gaussian: () => number): number[] {
  const raw = Array.from({ length: length + 4 }, gaussian);
  return Array.from({ length }, (_, i) => (raw[i]! + raw[i + 1]! + raw[i + 2]! + raw[i + 3]! + raw[i + 4]!) / Math.sqrt(5));
}

/**
 * Points along a polyline as a pointer reports them: about every 1.5 units, slower (denser) at the ends of a stroke
 * and faster in the middle, at a speed of its own for each stroke.
 */
function trace(polyline: Point[], random: () => number): Point[] {
  if (polyline.length === 1) return [polyline[0]!, { x: polyline[0]!.x + 0.3, y: polyline[0]!.y + 0.3 }];
  const lengths = polyline.slice(1).map((point, i) => Math.hypot(point.x - polyline[i]!.x, point.y - polyline[i]!.y));
  const total = lengths.reduce((sum, length) => sum + length, 0);
  const speed = 0.8 + random() * 1.2;
  const points: Point[] = [polyline[0]!];
  let travelled = 0;
  while (travelled < total) {
    const progress = travelled / total;
    travelled += Math.max(0.3, 1.5 * speed * (0.4 + Math.sin(Math.PI * progress)));
    let along = Math.min(travelled, total);
    let segment = 0;
    while (segment < lengths.length - 1 && along > lengths[segment]!) along -= lengths[segment++]!;
    const from = polyline[segment]!;
    const to = polyline[segment + 1]!;
    const t = lengths[segment]! === 0 ? 0 : along / lengths[segment]!;
    points.push({ x: from.x + t * (to.x - from.x), y: from.y + t * (to.y - from.y) });
  }
  return points;
}

/** Every font × letter at every level: 11 × 43 × 3 = 1,419 samples. */
export function allSamples(levels: readonly Level[] = LEVELS): Sample[] {
  return levels.flatMap((level) => FONTS.flatMap(({ id }) => SAMPLE_LETTERS.map((letter) => writerSample(id, letter, level))));
}
