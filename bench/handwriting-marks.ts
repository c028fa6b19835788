/**
 * How well the marks are taken apart and read (`recognizer/marks.ts`), on the training fonts only (never the held-out
 * ones): every letter of the six training fonts at the three variation levels, `--repetitions` seeds each (other seeds
 * than the test samples' first). For a letter with a mark (i j é è ê ë à â î ï ô ù û ü ç), is that mark read; for a
 * letter without one, is a mark read that is not there (a piece of the letter the pen left for a moment, taken for a
 * dot, an accent or a cedilla). No network is involved: the rules alone, fast enough to try a change in seconds.
 *
 * Run: `npx tsx bench/handwriting-marks.ts [--repetitions 10] [--list]` (`--list`: every miss with its strokes' boxes).
 */
import { parseArgs } from 'node:util';
import { boundingBox, type Stroke } from '@plume/frontend/handwriting-recognizer/geometry';
import { classifyAbove, splitMarks, type Mark } from '@plume/frontend/handwriting-recognizer/marks';
import { LEVELS, SAMPLE_LETTERS, TRAINING_FONTS, varied, fontPaths } from '@plume/frontend/handwriting-recognizer/samples/writer-samples';

/** The mark each marked letter carries; the others carry none. */
export const MARK_OF: Partial<Record<string, Mark>> = {
  i: 'dot', j: 'dot', î: 'circumflex', ï: 'diaeresis', é: 'acute', è: 'grave', ê: 'circumflex', ë: 'diaeresis', à: 'grave', â: 'circumflex',
  ô: 'circumflex', ù: 'grave', û: 'circumflex', ü: 'diaeresis', ç: 'cedilla',
};

const { values } = parseArgs({ options: { repetitions: { type: 'string', default: '10' }, list: { type: 'boolean', default: false } } });
const repetitions = Number(values.repetitions);
const box = (stroke: Stroke) => {
  const { left, right, top, bottom } = boundingBox(stroke);
  const [first, last] = [stroke[0]!, stroke[stroke.length - 1]!];
  return `[${left.toFixed(0)}–${right.toFixed(0)} × ${top.toFixed(0)}–${bottom.toFixed(0)}, ${stroke.length} pts, (${first.x.toFixed(0)},${first.y.toFixed(0)})→(${last.x.toFixed(0)},${last.y.toFixed(0)})]`;
};

const tally = { marked: { right: 0, total: 0 }, plain: { right: 0, total: 0 } };
const misses = new Map<string, number>();
for (const font of TRAINING_FONTS) {
  for (const level of LEVELS) {
    for (const letter of SAMPLE_LETTERS) {
      for (let repetition = 1; repetition <= (level === 0 ? 1 : repetitions); repetition++) {
        // Seeds of their own (`marks/…`): neither a test sample's nor a training letter's.
        const strokes = varied(fontPaths(font, letter), `marks/${font}/${letter}/${level}/${repetition}`, level).filter((stroke) => stroke.length > 0);
        const { above, below } = splitMarks(strokes);
        const read = below.length > 0 ? 'cedilla' : classifyAbove(above);
        const want = MARK_OF[letter];
        const counted = want ? tally.marked : tally.plain;
        counted.total++;
        // Only the mark the letter carries counts (the cedilla is also drawn attached by some fonts: then none is right).
        if (read === want || (letter === 'ç' && read === undefined)) {
          counted.right++;
          continue;
        }
        const kind = `${want ?? 'none'} → ${read ?? 'none'}`;
        misses.set(kind, (misses.get(kind) ?? 0) + 1);
        if (values.list) console.log(`${font} L${level} #${repetition} « ${letter} » ${kind}: above ${above.map(box).join(' ') || '–'}, below ${below.map(box).join(' ') || '–'}; all ${strokes.map(box).join(' ')}`);
      }
    }
  }
}
const percent = ({ right, total }: { right: number; total: number }) => `${((100 * right) / total).toFixed(1)} % (${right}/${total})`;
console.log(`training fonts: ${TRAINING_FONTS.join(', ')}; ${repetitions} seeds per letter at the light and strong levels`);
console.log(`letters with a mark, mark read right: ${percent(tally.marked)}`);
console.log(`letters without, no mark read: ${percent(tally.plain)}`);
console.log(`misses: ${[...misses].sort((a, b) => b[1] - a[1]).map(([kind, count]) => `${kind} ${count}`).join(', ')}`);
