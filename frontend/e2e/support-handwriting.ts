import type { Locator, Page } from '@playwright/test';
import { recognize } from '../src/features/spelling/handwriting/recognizer';
import { LETTER_BOX } from '../src/features/spelling/handwriting/recognizer/guides';
import { writerSample, type Sample } from '../src/features/spelling/handwriting/recognizer/samples/writer-samples';

/**
 * Print-like fonts of the labelled samples, tried in this order for each letter: the first whose clean sample the
 * recognizer reads right is drawn. A journey tests the spelling flow; how well letters are read is measured apart
 * (`npm run bench -- --only handwriting`, docs/benchmarks.md).
 */
const JOURNEY_FONTS = ['hershey_sans_1', 'ems_readability', 'ems_tech', 'ems_nixish'];

function sampleFor(letter: string): Sample {
  const samples = JOURNEY_FONTS.map((font) => writerSample(font, letter, 0));
  return samples.find((sample) => recognize(sample.strokes)?.letter === letter) ?? samples[0]!;
}

/**
 * Writes `word` into the handwriting boxes (`boxes`: one canvas per letter, in order) with the mouse, stroke by
 * stroke, as a learner would draw each letter. Waits for nothing: the readings come once the pen rests.
 */
export async function drawWord(page: Page, word: string, boxes: Locator): Promise<void> {
  const letters = [...word];
  for (const [index, letter] of letters.entries()) {
    const box = await boxes.nth(index).boundingBox();
    if (!box) throw new Error(`Letter box ${index + 1} is not on the page`);
    const toPage = ({ x, y }: { x: number; y: number }) => ({ x: box.x + (x / LETTER_BOX) * box.width, y: box.y + (y / LETTER_BOX) * box.height });
    for (const stroke of sampleFor(letter).strokes) {
      const [start, ...rest] = stroke.map(toPage);
      await page.mouse.move(start!.x, start!.y);
      await page.mouse.down();
      for (const point of rest) await page.mouse.move(point.x, point.y);
      await page.mouse.up();
    }
  }
}
