/**
 * Writes more training letters for the handwriting classifier: `bench/handwriting-training-fonts.json`, four more
 * hands than the single-stroke fonts of `hersheytext` — Hershey's Roman complex, Italic complex, Script complex and
 * the duplex sans — taken from the `hfmath` npm package (ISC; it carries Dr. A. V. Hershey's glyphs of 1967, data
 * formatted by James Hurt, free for any use with this acknowledgement).
 *
 * These fonts draw a thick stroke as two or three parallel lines one unit apart; a hand draws it once, so the lines
 * that run along ink already kept are dropped (`singleLine`). Lower-case a–z only (the classifier learns bodies: the
 * marks are read apart), plus œ and æ drawn as two letters close together, as for the other fonts. Training only:
 * these letters are never in the test samples (`recognizer/samples/`), and the held-out fonts are not among them.
 *
 * Run: `npx tsx bench/handwriting-hershey-fonts.ts` (deterministic; the JSON is committed).
 */
import { writeFileSync } from 'node:fs';
import { hfmath } from 'hfmath';

type Polyline = [number, number][];
const BASELINE = 68;
const X_HEIGHT = 25;
const BOX = 100;

/** hfmath's LaTeX alphabet commands and the Hershey font each draws its lower case with. */
const FONTS = [
  { id: 'hershey_roman_complex', name: 'Hershey Roman Complex', command: '\\mathrm' },
  { id: 'hershey_italic_complex', name: 'Hershey Italic Complex', command: '\\mathit' },
  { id: 'hershey_script_complex', name: 'Hershey Script Complex', command: '\\mathscr' },
  { id: 'hershey_sans_duplex', name: 'Hershey Sans Duplex', command: '\\mathsf' },
];
const LETTERS = [...'abcdefghijklmnopqrstuvwxyz', 'œ', 'æ'];

/** Closer than this (glyph units: about a fourteenth of the x-height) to ink already kept, a line doubles it. */
const DOUBLING = 1.6;

/**
 * The glyph as one pen would draw it: polylines longest first, each walked every half unit, keeping only the runs of
 * it that are not doubling ink kept before (runs shorter than a unit are dropped).
 */
function singleLine(polylines: Polyline[]): Polyline[] {
  const length = (line: Polyline) => line.slice(1).reduce((sum, [x, y], i) => sum + Math.hypot(x - line[i]![0], y - line[i]![1]), 0);
  const kept: [number, number][] = [];
  const result: Polyline[] = [];
  for (const line of [...polylines].sort((a, b) => length(b) - length(a))) {
    const dense: Polyline = [line[0]!];
    for (let i = 1; i < line.length; i++) {
      const [x0, y0] = line[i - 1]!;
      const [x1, y1] = line[i]!;
      const steps = Math.max(1, Math.ceil(Math.hypot(x1 - x0, y1 - y0) * 2));
      for (let step = 1; step <= steps; step++) dense.push([x0 + ((x1 - x0) * step) / steps, y0 + ((y1 - y0) * step) / steps]);
    }
    const before = kept.length;
    let run: Polyline = [];
    const close = () => {
      if (run.length >= 3) result.push(run);
      run = [];
    };
    for (const point of dense) {
      const doubling = kept.slice(0, before).some(([x, y]) => Math.hypot(x - point[0], y - point[1]) < DOUBLING);
      if (doubling) close();
      else {
        run.push(point);
        kept.push(point);
      }
    }
    close();
  }
  return result;
}

const glyph = (command: string, letter: string): Polyline[] => singleLine(new hfmath(`${command}{${letter}}`).polylines() as Polyline[]);
const round = (value: number) => Math.round(value * 10) / 10;

const fonts = FONTS.map(({ id, name, command }) => {
  // hfmath sets every letter on the same baseline (y down); the « x » gives the x-height.
  const x = glyph(command, 'x').flat();
  const baseline = Math.max(...x.map(([, y]) => y));
  const scale = X_HEIGHT / (baseline - Math.min(...x.map(([, y]) => y)));
  const shapeOf = (letter: string): Polyline[] => {
    if (letter !== 'œ' && letter !== 'æ') return glyph(command, letter);
    // Neither ligature is in these fonts: the two letters drawn close together, as a hand joins them.
    const first = glyph(command, letter === 'œ' ? 'o' : 'a');
    const second = glyph(command, 'e');
    const right = Math.max(...first.flat().map(([px]) => px));
    const left = Math.min(...second.flat().map(([px]) => px));
    return [...first, ...second.map((line) => line.map(([px, py]): [number, number] => [px - left + right - 1, py]))];
  };
  const letters = Object.fromEntries(LETTERS.map((letter) => {
    const paths = shapeOf(letter);
    const xs = paths.flat().map(([px]) => px);
    const middle = (Math.min(...xs) + Math.max(...xs)) / 2;
    // Wide letters (m, w, œ) are narrowed to fit the box, as a writer squeezes them into it.
    const width = (Math.max(...xs) - Math.min(...xs)) * scale;
    const squeeze = width > 84 ? 84 / width : 1;
    return [letter, paths.map((path) => path.map(([px, py]) => [round(BOX / 2 + (px - middle) * scale * squeeze), round(BASELINE - (baseline - py) * scale)]))];
  }));
  return { id, name, letters };
});

const out = new URL('./handwriting-training-fonts.json', import.meta.url);
writeFileSync(out, `${JSON.stringify({ source: 'hfmath 0.0.2 (ISC): the Hershey fonts (Dr. A. V. Hershey, U.S. National Bureau of Standards; data format James Hurt, Cognition, Inc.)', box: BOX, baseline: BASELINE, xHeight: X_HEIGHT, fonts })}\n`);
console.log(`${fonts.length} fonts × ${LETTERS.length} letters → ${out.pathname}`);
