/**
 * Writes the letter shapes the handwriting accuracy test draws from:
 * `frontend/src/features/spelling/handwriting/recognizer/samples/font-letters.json`.
 *
 * Source: the single-stroke SVG fonts of the `hersheytext` npm package (MIT; the Hershey fonts of 1967 and the EMS
 * single-line fonts of Evil Mad Scientist), which an engraving pen or a plotter draws one line at a time as a hand
 * does. None of this goes into the recognizer's templates (authored separately in `templates.ts`): these shapes only
 * test it. Each letter is placed in a 100 × 100 box the way the component's guide lines ask a learner to write
 * (baseline at 68, x-height 25), from the font's own metrics.
 *
 * Run: `npx tsx bench/handwriting-fonts.ts` (deterministic; the JSON is committed).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

type Polyline = [number, number][];
const BASELINE = 68;
const X_HEIGHT = 25;
const BOX = 100;

/** Single-line fonts only (the multi-line « Med » and « Bold » ones fill thick strokes with parallel lines). */
const FONTS = ['hershey_sans_1', 'ems_readability', 'ems_allure', 'hershey_script_1', 'ems_felix', 'ems_nixish', 'ems_nixish_italic', 'ems_readability_italic', 'ems_elfin', 'ems_tech', 'ems_osmotron'];
const LETTERS = [...'abcdefghijklmnopqrstuvwxyzéèêëàâîïôùûüç', 'œ', 'æ', '\'', '-'];

const require = createRequire(import.meta.url);
const fontsDir = join(dirname(require.resolve('hersheytext/package.json')), 'svg_fonts');
const index = JSON.parse(readFileSync(join(fontsDir, 'index.json'), 'utf8')) as Record<string, { file: string; name: string }>;

function decodeEntity(text: string): string {
  return text.replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16))).replace(/&apos;/g, '\'').replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}

/** The glyph's pen paths (y up, baseline 0); cubic curves flattened into 8 segments each. */
function parsePath(d: string): Polyline[] {
  const tokens = d.match(/[MLC]|-?\d*\.?\d+(?:e-?\d+)?/gi) ?? [];
  const lines: Polyline[] = [];
  let command = '';
  let i = 0;
  const number = () => Number(tokens[i++]);
  while (i < tokens.length) {
    if (/^[MLC]$/i.test(tokens[i]!)) command = tokens[i++]!.toUpperCase();
    const current = lines[lines.length - 1];
    if (command === 'M') {
      lines.push([[number(), number()]]);
      command = 'L';
    } else if (command === 'L') current!.push([number(), number()]);
    else if (command === 'C') {
      const [x0, y0] = current![current!.length - 1]!;
      const [x1, y1, x2, y2, x3, y3] = [number(), number(), number(), number(), number(), number()];
      for (let step = 1; step <= 8; step++) {
        const t = step / 8;
        const u = 1 - t;
        current!.push([u ** 3 * x0 + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t ** 3 * x3, u ** 3 * y0 + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t ** 3 * y3]);
      }
    } else throw new Error(`Unexpected path command ${command} in ${d}`);
  }
  return lines.filter((line) => line.length > 0);
}

function glyphs(file: string): Map<string, { paths: Polyline[]; advance: number }> {
  const svg = readFileSync(join(fontsDir, file), 'utf8');
  const result = new Map<string, { paths: Polyline[]; advance: number }>();
  for (const match of svg.matchAll(/<glyph\s+unicode="([^"]*)"[^>]*?horiz-adv-x="([^"]*)"(?:[^>]*?\sd="([^"]*)")?/g)) {
    result.set(decodeEntity(match[1]!), { paths: match[3] ? parsePath(match[3]) : [], advance: Number(match[2]) });
  }
  return result;
}

const round = (value: number) => Math.round(value * 10) / 10;
const fonts = FONTS.map((id) => {
  const font = index[id];
  if (!font) throw new Error(`No font ${id} in hersheytext`);
  const shapes = glyphs(font.file);
  const xGlyph = shapes.get('x')!;
  const xHeight = Math.max(...xGlyph.paths.flat().map(([, y]) => y));
  const scale = X_HEIGHT / xHeight;
  const shapeOf = (letter: string): Polyline[] => {
    if (letter === 'œ' || letter === 'æ') {
      // Neither ligature is in these fonts: the two letters drawn close together, as a hand joins them.
      const first = shapes.get(letter === 'œ' ? 'o' : 'a')!;
      const second = shapes.get('e')!;
      return [...first.paths, ...second.paths.map((path) => path.map(([x, y]): [number, number] => [x + first.advance * 0.8, y]))];
    }
    const glyph = shapes.get(letter);
    if (!glyph || glyph.paths.length === 0) throw new Error(`${font.name} has no « ${letter} »`);
    return glyph.paths;
  };
  const letters = Object.fromEntries(LETTERS.map((letter) => {
    const paths = shapeOf(letter);
    const xs = paths.flat().map(([x]) => x);
    const middle = (Math.min(...xs) + Math.max(...xs)) / 2;
    // Wide letters (m, w, œ) are narrowed to fit the box, as a writer squeezes them into it.
    const width = (Math.max(...xs) - Math.min(...xs)) * scale;
    const squeeze = width > 84 ? 84 / width : 1;
    return [letter, paths.map((path) => path.map(([x, y]) => [round(BOX / 2 + (x - middle) * scale * squeeze), round(BASELINE - y * scale)]))];
  }));
  return { id, name: font.name, letters };
});

const out = new URL('../frontend/src/features/spelling/handwriting/recognizer/samples/font-letters.json', import.meta.url);
writeFileSync(out, `${JSON.stringify({ source: 'hersheytext 2.0.0 svg_fonts (MIT)', box: BOX, baseline: BASELINE, xHeight: X_HEIGHT, fonts })}\n`);
console.log(`${fonts.length} fonts × ${LETTERS.length} letters → ${out.pathname}`);
