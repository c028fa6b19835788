import { handwritingSampleSchema, MAX_SAMPLE_LETTERS, type HandwritingSample } from '@plume/shared/spelling/handwriting-samples';
import type { Stroke } from './recognizer';

/** A box as the learner validated it: its ink (none when the letter was typed) and the letter it showed. */
export interface ValidatedBox {
  strokes: readonly Stroke[];
  letter: string | undefined;
}

/** A coordinate rounded to a tenth of a box unit: finer than any pen, and a third of the bytes. */
const tenth = (value: number) => Math.round(value * 10) / 10;

/** A stroke as the server keeps it: `[x0, y0, x1, y1, …]` in the letter box's units. */
export const flatStroke = (stroke: Stroke): number[] => stroke.flatMap(({ x, y }) => [tenth(x), tenth(y)]);

/**
 * The letters of a validated word that can be given: each box that holds ink, with the letter shown in it. A box
 * typed on the keyboard has no strokes and is left out; so is a letter the contract refuses (too many strokes or
 * points, ink far outside the box), whole — never cut to fit — and any letter past the 30 a word may give.
 */
export function handwritingSamples(boxes: readonly ValidatedBox[]): HandwritingSample[] {
  return boxes
    .flatMap(({ strokes, letter }) => {
      if (strokes.length === 0 || letter === undefined) return [];
      const sample = handwritingSampleSchema.safeParse({ letter, strokes: strokes.map(flatStroke) });
      return sample.success ? [sample.data] : [];
    })
    .slice(0, MAX_SAMPLE_LETTERS);
}
