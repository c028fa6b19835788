import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { recognize } from '@plume/frontend/handwriting-recognizer/recognize';
import { allSamples, FONTS, LEVEL_NAMES, LEVELS, SAMPLE_LETTERS, TRAINING_FONTS, type Sample } from '@plume/frontend/handwriting-recognizer/samples/writer-samples';
import { summarize, type Summary } from './stats.ts';
import * as z from 'zod';
import { exportedHandwritingSampleSchema } from '@plume/shared/spelling/handwriting-samples';

interface Tally { right: number; total: number }
interface SetResult {
  top1: Tally;
  /** The right letter is the one read or one of the next 2. */
  top3: Tally;
  /** The right letter is the one read or one of the 3 other readings the input shows as buttons. */
  shown: Tally;
  byLevel: Record<string, Tally>;
}
export interface HandwritingBenchResult {
  samples: number;
  all: Tally;
  /** Fonts the classifier never saw: the measure the goal is judged on. */
  heldOut: SetResult & { fonts: string[]; byLetter: Record<string, Tally>; confusions: { truth: string; read: string; count: number }[] };
  /** Fonts it was trained on (at other seeds than these samples): how well it fits, not how it generalizes. */
  training: SetResult & { fonts: string[] };
  byFont: Record<string, Tally>;
  /** Letters written by people and given with consent (an admin export), when a file of them was named: never trained on. */
  real?: { file: string; top1: Tally; top3: Tally; shown: Tally; byLetter: Record<string, Tally> };
  chromium: { version: string; moduleMs: number; firstMs: number; perLetter: Summary };
  chunkBytes: { minified: number; gzip: number; model: number };
}

const tally = (): Tally => ({ right: 0, total: 0 });
const setResult = (): SetResult => ({ top1: tally(), top3: tally(), shown: tally(), byLevel: Object.fromEntries(LEVELS.map((level) => [LEVEL_NAMES[level], tally()])) });
const count = (bucket: Tally, right: boolean) => {
  bucket.total++;
  if (right) bucket.right++;
};

/**
 * Top-1 accuracy of the handwriting recognizer (the shipped model) on the labelled letters of `samples/` (11
 * single-stroke fonts × 43 letters × 3 levels of writer-like variation, see writer-samples.ts), held-out fonts and
 * training fonts apart, and its time per letter in Debian's Chromium: the recognizer bundled as the browser gets it,
 * `recognize()` timed on every sample after a warm-up.
 */
export async function benchHandwriting(realSamplesFile?: string): Promise<HandwritingBenchResult> {
  const samples = allSamples();
  const fontName = new Map(FONTS.map(({ id, name }) => [id, name]));
  const heldOutFonts = FONTS.filter(({ id }) => !TRAINING_FONTS.includes(id)).map(({ id }) => id);
  const heldOut = { ...setResult(), fonts: heldOutFonts.map((id) => fontName.get(id)!), byLetter: Object.fromEntries(SAMPLE_LETTERS.map((letter) => [letter, tally()])) as Record<string, Tally> };
  const training = { ...setResult(), fonts: TRAINING_FONTS.map((id) => fontName.get(id)!) };
  const all = tally();
  const byFont = Object.fromEntries(FONTS.map(({ name }) => [name, tally()])) as Record<string, Tally>;
  const confusions = new Map<string, number>();
  for (const sample of samples) {
    const reading = recognize(sample.strokes);
    const right = reading?.letter === sample.letter;
    const top3 = right || !!reading?.alternatives.slice(0, 2).includes(sample.letter);
    const shown = right || !!reading?.alternatives.slice(0, 3).includes(sample.letter);
    const held = heldOutFonts.includes(sample.font);
    const set = held ? heldOut : training;
    count(all, right);
    count(byFont[fontName.get(sample.font)!]!, right);
    count(set.top1, right);
    count(set.top3, top3);
    count(set.shown, shown);
    count(set.byLevel[LEVEL_NAMES[sample.level]]!, right);
    if (held) {
      count(heldOut.byLetter[sample.letter]!, right);
      const key = `${sample.letter}\u0000${reading?.letter ?? '∅'}`;
      if (!right) confusions.set(key, (confusions.get(key) ?? 0) + 1);
    }
  }
  return {
    samples: samples.length, all, byFont, training, ...(realSamplesFile ? { real: readReal(realSamplesFile) } : {}),
    heldOut: { ...heldOut, confusions: [...confusions].map(([key, n]) => ({ truth: key.split('\u0000')[0]!, read: key.split('\u0000')[1]!, count: n })).sort((a, b) => b.count - a.count) },
    chromium: await timeInChromium(samples),
    chunkBytes: await chunkSize(),
  };
}

/**
 * The recognizer on letters people wrote on /handwriting-spelling and gave with consent: a file as the admin console
 * exports it (`{ "samples": [{ letter, strokes, givenAt }] }`, strokes as flat `[x0, y0, x1, y1, …]` in box units).
 */
export function readReal(file: string): NonNullable<HandwritingBenchResult['real']> {
  const { samples } = z.object({ samples: z.array(exportedHandwritingSampleSchema) }).parse(JSON.parse(readFileSync(file, 'utf8')));
  const real = { file, top1: tally(), top3: tally(), shown: tally(), byLetter: {} as Record<string, Tally> };
  for (const { letter, strokes } of samples) {
    const reading = recognize(strokes.map((flat) => Array.from({ length: flat.length / 2 }, (_, i) => ({ x: flat[2 * i]!, y: flat[2 * i + 1]! }))));
    const right = reading?.letter === letter;
    count(real.top1, right);
    count(real.top3, right || !!reading?.alternatives.slice(0, 2).includes(letter));
    count(real.shown, right || !!reading?.alternatives.slice(0, 3).includes(letter));
    count((real.byLetter[letter] ??= tally()), right);
  }
  return real;
}

/** The recognizer as Vite ships it: its own chunk, minified (esbuild, as Vite's build minifies). */
async function chunkSize(): Promise<HandwritingBenchResult['chunkBytes']> {
  const output = await build({ entryPoints: ['frontend/src/features/spelling/handwriting/recognizer/index.ts'], bundle: true, minify: true, format: 'esm', write: false, target: 'es2022' });
  const code = output.outputFiles[0]!.contents;
  const model = readFileSync('frontend/src/features/spelling/handwriting/recognizer/body-model.json');
  return { minified: code.byteLength, gzip: gzipSync(code).byteLength, model: model.byteLength };
}

async function timeInChromium(samples: readonly Sample[]): Promise<HandwritingBenchResult['chromium']> {
  const output = await build({
    stdin: { contents: 'export { recognize } from "./frontend/src/features/spelling/handwriting/recognizer/index.ts";', resolveDir: process.cwd(), loader: 'ts' },
    bundle: true, minify: true, format: 'iife', globalName: 'handwriting', write: false, target: 'es2022',
  });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>handwriting bench</title>');
    const timings = await page.evaluate(
      ({ code, inks }) => {
        const start = performance.now();
        // The module's evaluation decodes the model's weights: part of the first letter's wait.
        (0, eval)(code);
        const moduleMs = performance.now() - start;
        const { recognize } = (globalThis as unknown as { handwriting: { recognize: (strokes: unknown) => unknown } }).handwriting;
        const first = performance.now();
        recognize(inks[0]);
        const firstMs = performance.now() - first;
        for (const ink of inks.slice(0, 100)) recognize(ink);
        const perLetter: number[] = [];
        const all = performance.now();
        for (const ink of inks) {
          const t = performance.now();
          recognize(ink);
          perLetter.push(performance.now() - t);
        }
        return { moduleMs, firstMs, perLetter, elapsed: performance.now() - all };
      },
      { code: output.outputFiles[0]!.text, inks: samples.map((sample) => sample.strokes) },
    );
    return { version: browser.version(), moduleMs: timings.moduleMs, firstMs: timings.firstMs, perLetter: summarize(timings.perLetter, timings.elapsed) };
  } finally {
    await browser.close();
  }
}
