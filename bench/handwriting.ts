import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { recognize } from '../frontend/src/features/spelling/handwriting/recognizer/recognize.ts';
import { allSamples, DEVELOPMENT_FONTS, FONTS, LEVEL_NAMES, LEVELS, SAMPLE_LETTERS, type Sample } from '../frontend/src/features/spelling/handwriting/recognizer/samples/writer-samples.ts';
import { summarize, type Summary } from './stats.ts';

interface Tally { right: number; total: number }
export interface HandwritingBenchResult {
  samples: number;
  top1: Tally;
  /** The right letter is the one read or one of the 3 other readings the input shows as buttons. */
  shown: Tally;
  heldOut: Tally;
  development: Tally;
  byLevel: Record<string, Tally>;
  byFont: Record<string, Tally>;
  byLetter: Record<string, Tally>;
  confusions: { truth: string; read: string; count: number }[];
  chromium: { version: string; moduleMs: number; firstMs: number; perLetter: Summary };
  chunkBytes: { minified: number; gzip: number };
}

const tally = (): Tally => ({ right: 0, total: 0 });

/**
 * Top-1 accuracy of the handwriting recognizer on the labelled letters of `samples/` (11 single-stroke fonts × 43
 * letters × 3 levels of writer-like variation, see writer-samples.ts), and its time per letter in Debian's Chromium:
 * the recognizer bundled as the browser gets it, `recognize()` timed on every sample after a warm-up.
 */
export async function benchHandwriting(): Promise<HandwritingBenchResult> {
  const samples = allSamples();
  const result = {
    samples: samples.length, top1: tally(), shown: tally(), heldOut: tally(), development: tally(),
    byLevel: Object.fromEntries(LEVELS.map((level) => [LEVEL_NAMES[level], tally()])),
    byFont: Object.fromEntries(FONTS.map(({ name }) => [name, tally()])),
    byLetter: Object.fromEntries(SAMPLE_LETTERS.map((letter) => [letter, tally()])),
  };
  const confusions = new Map<string, number>();
  const fontName = new Map(FONTS.map(({ id, name }) => [id, name]));
  for (const sample of samples) {
    const reading = recognize(sample.strokes);
    const right = reading?.letter === sample.letter;
    const shown = right || !!reading?.alternatives.slice(0, 3).includes(sample.letter);
    for (const bucket of [result.top1, DEVELOPMENT_FONTS.includes(sample.font) ? result.development : result.heldOut, result.byLevel[LEVEL_NAMES[sample.level]]!, result.byFont[fontName.get(sample.font)!]!, result.byLetter[sample.letter]!]) {
      bucket.total++;
      if (right) bucket.right++;
    }
    result.shown.total++;
    if (shown) result.shown.right++;
    if (!right) confusions.set(`${sample.letter}\u0000${reading?.letter ?? '∅'}`, (confusions.get(`${sample.letter}\u0000${reading?.letter ?? '∅'}`) ?? 0) + 1);
  }
  return {
    ...result,
    confusions: [...confusions].map(([key, count]) => ({ truth: key.split('\u0000')[0]!, read: key.split('\u0000')[1]!, count })).sort((a, b) => b.count - a.count),
    chromium: await timeInChromium(samples),
    chunkBytes: await chunkSize(),
  };
}

/** The recognizer as Vite ships it: its own chunk, minified (esbuild, as Vite's build minifies). */
async function chunkSize(): Promise<{ minified: number; gzip: number }> {
  const output = await build({ entryPoints: ['frontend/src/features/spelling/handwriting/recognizer/index.ts'], bundle: true, minify: true, format: 'esm', write: false, target: 'es2022' });
  const code = output.outputFiles[0]!.contents;
  return { minified: code.byteLength, gzip: gzipSync(code).byteLength };
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
        // The module's evaluation builds every template's cloud and features: part of the first letter's wait.
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
