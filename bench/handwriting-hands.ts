/**
 * Writes more hands for training the handwriting classifier: `bench/handwriting-hands.json`, the lower-case letters of
 * handwriting-style outline fonts (SIL Open Font License, from the `@fontsource` npm packages) turned into pen lines.
 *
 * The single-stroke fonts of `hersheytext` give six training hands; an outline font draws a letter as the edge of its
 * ink, so each glyph is filled on a pixel grid (x-height 40 px), thinned to its one-pixel centre line (Zhang & Suen
 * 1984, then the staircase pixels removed), the centre line's short spurs pruned, and its pixels walked into lines —
 * at a fork the two branches that go on straightest are one line, as a pen would draw them. Each letter is placed in
 * the 100 × 100 box as `bench/handwriting-fonts.ts` places the Hershey letters (baseline 68, x-height 25 from the
 * font's own « x »). Training data only: none of these fonts is a test hand.
 *
 * Run: `npx tsx bench/handwriting-hands.ts` (deterministic; the JSON is committed). The fonts are not dependencies:
 * when they are missing it stops and prints the `npm install --no-save` line that fetches them (`installLine()`).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { BASELINE, LETTER_BOX as BOX, X_HEIGHT } from '@plume/frontend/handwriting-recognizer/guides';

type Polyline = [number, number][];
interface Pixel { x: number; y: number }

/** Pixels per x-height: fine enough for the thinnest pens, coarse enough that thinning stays quick. */
const X_PIXELS = 40;

/** Handwriting-style fonts of the `@fontsource` packages, printed and joined hands, school and casual ones: the first 28 tried. */
export const FIRST_FONTS = [
  'andika', 'architects-daughter', 'caveat', 'comic-neue', 'coming-soon', 'covered-by-your-grace', 'dancing-script',
  'delius', 'edu-sa-beginner', 'edu-vic-wa-nt-beginner', 'gaegu', 'gochi-hand', 'handlee', 'indie-flower', 'itim',
  'just-another-hand', 'kalam', 'mali', 'nothing-you-could-do', 'pangolin', 'patrick-hand', 'playpen-sans',
  'reenie-beanie', 'schoolbell', 'shadows-into-light', 'shantell-sans', 'short-stack', 'sue-ellen-francisco',
];
/**
 * Then more casual hands, three more school print hands and the Playwrite school models (France's two among them), most
 * of them joined. Left out after a look: Rock Salt and Give You Glory (capitals for small letters), Playwrite BE WAL
 * (its WOFF does not decompress).
 */
export const MORE_FONTS = [
  'annie-use-your-telescope', 'cedarville-cursive', 'crafty-girls', 'dawning-of-a-new-day',
  'gloria-hallelujah', 'homemade-apple', 'la-belle-aurore', 'loved-by-the-king', 'mynerve', 'neucha', 'over-the-rainbow',
  'swanky-and-moo-moo', 'the-girl-next-door', 'waiting-for-the-sunrise', 'zeyada',
  'edu-nsw-act-foundation', 'edu-qld-beginner', 'edu-tas-beginner',
  'playwrite-fr-moderne', 'playwrite-fr-trad', 'playwrite-ca', 'playwrite-co', 'playwrite-cu',
  'playwrite-de-grund', 'playwrite-dk-loopet', 'playwrite-es', 'playwrite-ie', 'playwrite-it-moderna', 'playwrite-mx',
  'playwrite-nl', 'playwrite-no', 'playwrite-pl', 'playwrite-pt', 'playwrite-us-modern', 'playwrite-us-trad',
];
export const FONTS = [...FIRST_FONTS, ...MORE_FONTS];
const LETTERS = [...'abcdefghijklmnopqrstuvwxyzéèêëàâîïôùûüç', 'œ', 'æ', '\'', '-'];

interface Glyph { contours: Pixel[][]; advance: number }
interface Font { unitsPerEm: number; charToGlyph(char: string): { index: number; advanceWidth?: number; getPath(x: number, y: number, size: number): { commands: PathCommand[] } } }
type PathCommand = { type: 'M' | 'L'; x: number; y: number } | { type: 'Q'; x1: number; y1: number; x: number; y: number } | { type: 'C'; x1: number; y1: number; x2: number; y2: number; x: number; y: number } | { type: 'Z' };

/** The glyph's outline at `size` (y down, baseline 0), curves flattened into 6 segments each. */
function outline(font: Font, char: string, size: number): Glyph | undefined {
  const glyph = font.charToGlyph(char);
  if (glyph.index === 0) return undefined;
  const contours: Pixel[][] = [];
  let current: Pixel[] = [];
  for (const command of glyph.getPath(0, 0, size).commands) {
    const last = current[current.length - 1];
    if (command.type === 'M') {
      if (current.length > 0) contours.push(current);
      current = [{ x: command.x, y: command.y }];
    } else if (command.type === 'L') current.push({ x: command.x, y: command.y });
    else if (command.type === 'Q' && last) {
      for (let step = 1; step <= 6; step++) {
        const t = step / 6;
        const u = 1 - t;
        current.push({ x: u * u * last.x + 2 * u * t * command.x1 + t * t * command.x, y: u * u * last.y + 2 * u * t * command.y1 + t * t * command.y });
      }
    } else if (command.type === 'C' && last) {
      for (let step = 1; step <= 6; step++) {
        const t = step / 6;
        const u = 1 - t;
        current.push({
          x: u ** 3 * last.x + 3 * u * u * t * command.x1 + 3 * u * t * t * command.x2 + t ** 3 * command.x,
          y: u ** 3 * last.y + 3 * u * u * t * command.y1 + 3 * u * t * t * command.y2 + t ** 3 * command.y,
        });
      }
    }
  }
  if (current.length > 0) contours.push(current);
  return { contours, advance: ((glyph.advanceWidth ?? 0) * size) / font.unitsPerEm };
}

/** The pixels inside the contours (non-zero winding, sampled at pixel centres), on a grid with a 2-pixel margin. */
function fill(contours: readonly Pixel[][]): { width: number; height: number; ink: Uint8Array; left: number; top: number } {
  const points = contours.flat();
  const left = Math.floor(Math.min(...points.map(({ x }) => x))) - 2;
  const top = Math.floor(Math.min(...points.map(({ y }) => y))) - 2;
  const width = Math.ceil(Math.max(...points.map(({ x }) => x))) - left + 3;
  const height = Math.ceil(Math.max(...points.map(({ y }) => y))) - top + 3;
  const ink = new Uint8Array(width * height);
  for (let row = 0; row < height; row++) {
    const y = top + row + 0.5;
    const crossings: { x: number; winding: number }[] = [];
    for (const contour of contours) {
      for (let i = 0; i < contour.length; i++) {
        const a = contour[i]!;
        const b = contour[(i + 1) % contour.length]!;
        if ((a.y <= y) === (b.y <= y)) continue;
        crossings.push({ x: a.x + ((y - a.y) / (b.y - a.y)) * (b.x - a.x), winding: b.y > a.y ? 1 : -1 });
      }
    }
    crossings.sort((a, b) => a.x - b.x);
    let winding = 0;
    for (let i = 0; i < crossings.length - 1; i++) {
      winding += crossings[i]!.winding;
      if (winding === 0) continue;
      for (let column = Math.ceil(crossings[i]!.x - left - 0.5); column + left + 0.5 < crossings[i + 1]!.x; column++) ink[row * width + column] = 1;
    }
  }
  return { width, height, ink, left, top };
}

/** The 8 neighbours clockwise from north: P2 … P9 in Zhang & Suen's naming. */
const AROUND = [[0, -1], [1, -1], [1, 0], [1, 1], [0, 1], [-1, 1], [-1, 0], [-1, -1]] as const;

/** Thins the ink in place to a one-pixel centre line that keeps its connections (Zhang & Suen), then drops staircase pixels. */
function thin(ink: Uint8Array, width: number, height: number): void {
  const at = (x: number, y: number) => (x < 0 || y < 0 || x >= width || y >= height ? 0 : ink[y * width + x]!);
  const neighbours = (x: number, y: number) => AROUND.map(([dx, dy]) => at(x + dx, y + dy));
  const transitions = (n: number[]) => n.filter((value, i) => value === 0 && n[(i + 1) % 8] === 1).length;
  const components = inkComponents(ink, width, height);
  let changed = true;
  while (changed) {
    changed = false;
    for (const pass of [0, 1]) {
      const removed: number[] = [];
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          if (!ink[y * width + x]) continue;
          const n = neighbours(x, y);
          const count = n.reduce((sum, value) => sum + value, 0);
          if (count < 2 || count > 6 || transitions(n) !== 1) continue;
          const [p2, , p4, , p6, , p8] = n;
          if (pass === 0 ? p2! * p4! * p6! === 0 && p4! * p6! * p8! === 0 : p2! * p4! * p8! === 0 && p2! * p6! * p8! === 0) removed.push(y * width + x);
        }
      }
      for (const index of removed) ink[index] = 0;
      if (removed.length > 0) changed = true;
    }
  }
  // A pixel in the corner of a staircase (two 4-neighbours at right angles) is redundant when its neighbours stay one piece without it.
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!ink[y * width + x]) continue;
      const n = neighbours(x, y);
      const corner = (n[0] && n[2]) || (n[2] && n[4]) || (n[4] && n[6]) || (n[6] && n[0]);
      if (corner && ringPieces(n) === 1) ink[y * width + x] = 0;
    }
  }
  // Zhang & Suen erase a 2 × 2 square whole: a small dot would vanish. Its middle pixel stays instead.
  for (const component of components) {
    if (component.some((index) => ink[index])) continue;
    const middle = component.reduce((sum, index) => ({ x: sum.x + (index % width) / component.length, y: sum.y + Math.floor(index / width) / component.length }), { x: 0, y: 0 });
    const nearest = component.reduce((best, index) => (Math.hypot((index % width) - middle.x, Math.floor(index / width) - middle.y) < Math.hypot((best % width) - middle.x, Math.floor(best / width) - middle.y) ? index : best));
    ink[nearest] = 1;
  }
}

/**
 * How many pieces a pixel's inked neighbours (`n`, clockwise from north) make among themselves, 8-connected: two ring
 * positions touch when they follow each other, or when both are 4-neighbours at right angles (north and east…).
 */
function ringPieces(n: readonly number[]): number {
  const touching = (a: number, b: number) => (a - b + 8) % 8 === 1 || (b - a + 8) % 8 === 1 || (a % 2 === 0 && b % 2 === 0 && (a - b + 8) % 8 !== 4);
  const inked = n.flatMap((value, i) => (value ? [i] : []));
  const piece = inked.map((_, i) => i);
  const find = (i: number): number => (piece[i] === i ? i : (piece[i] = find(piece[i]!)));
  for (let a = 0; a < inked.length; a++) for (let b = a + 1; b < inked.length; b++) if (touching(inked[a]!, inked[b]!)) piece[find(a)] = find(b);
  return new Set(inked.map((_, i) => find(i))).size;
}

/** The ink's 8-connected pieces, as lists of pixel indices. */
function inkComponents(ink: Uint8Array, width: number, height: number): number[][] {
  const seen = new Uint8Array(ink.length);
  const components: number[][] = [];
  for (let start = 0; start < ink.length; start++) {
    if (!ink[start] || seen[start]) continue;
    const component = [start];
    seen[start] = 1;
    for (let i = 0; i < component.length; i++) {
      const x = component[i]! % width;
      const y = Math.floor(component[i]! / width);
      for (const [dx, dy] of AROUND) {
        const index = (y + dy) * width + x + dx;
        if (x + dx < 0 || y + dy < 0 || x + dx >= width || y + dy >= height || !ink[index] || seen[index]) continue;
        seen[index] = 1;
        component.push(index);
      }
    }
    components.push(component);
  }
  return components;
}

/** The centre line's pixels walked into lines: between forks and ends, then joined across each fork straightest first. */
function trace(ink: Uint8Array, width: number, height: number, spur: number): Pixel[][] {
  const key = (x: number, y: number) => y * width + x;
  const on = (x: number, y: number) => x >= 0 && y >= 0 && x < width && y < height && ink[key(x, y)] === 1;
  const next = ({ x, y }: Pixel) => AROUND.map(([dx, dy]) => ({ x: x + dx, y: y + dy })).filter((p) => on(p.x, p.y));
  const isNode = (p: Pixel) => next(p).length !== 2;
  const usedSteps = new Set<string>();
  const step = (a: Pixel, b: Pixel) => `${key(a.x, a.y)}>${key(b.x, b.y)}`;
  const walk = (start: Pixel, first: Pixel): Pixel[] => {
    const line = [start, first];
    usedSteps.add(step(start, first)).add(step(first, start));
    let previous = start;
    let current = first;
    while (!isNode(current)) {
      const ahead = next(current).find((p) => (p.x !== previous.x || p.y !== previous.y) && !usedSteps.has(step(current, p)));
      if (!ahead) break;
      usedSteps.add(step(current, ahead)).add(step(ahead, current));
      line.push(ahead);
      previous = current;
      current = ahead;
      if (current.x === start.x && current.y === start.y) break;
    }
    return line;
  };
  let edges: Pixel[][] = [];
  const pixels: Pixel[] = [];
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if (on(x, y)) pixels.push({ x, y });
  for (const pixel of pixels.filter(isNode)) {
    if (next(pixel).length === 0) edges.push([pixel]);
    for (const neighbour of next(pixel)) if (!usedSteps.has(step(pixel, neighbour))) edges.push(walk(pixel, neighbour));
  }
  // Closed loops with no fork (an « o »): start anywhere on them.
  for (const pixel of pixels) {
    const free = next(pixel).find((p) => !usedSteps.has(step(pixel, p)));
    if (free) edges.push(walk(pixel, free));
  }
  // Spurs: short lines from a fork to a free end, left by the thinning at a rounded stroke end or a corner.
  const degree = (p: Pixel) => edges.filter((edge) => [edge[0]!, edge[edge.length - 1]!].some((end) => end.x === p.x && end.y === p.y)).length;
  edges = edges.filter((edge) => {
    if (edge.length > spur || edge.length < 2) return true;
    const ends = [degree(edge[0]!), degree(edge[edge.length - 1]!)];
    return !(ends.includes(1) && ends.some((d) => d >= 3));
  });
  const lines = joinAtForks(edges);
  // What is left of a fork's own pixels once its branches are joined: a bit of line touching others, not a dot.
  const touches = (line: Pixel[], other: Pixel[]) => line.some((a) => other.some((b) => Math.abs(a.x - b.x) <= 1 && Math.abs(a.y - b.y) <= 1));
  return lines.filter((line) => line.length >= 3 || !lines.some((other) => other !== line && touches(line, other)));
}

/** Lines meeting at a fork joined two by two, the pair that turns least first, as a pen would go through. */
function joinAtForks(edges: Pixel[][]): Pixel[][] {
  const lines = edges.map((edge) => [...edge]);
  const same = (a: Pixel, b: Pixel) => Math.abs(a.x - b.x) <= 1 && Math.abs(a.y - b.y) <= 1;
  // Direction leaving the line at its `end` (0: start, 1: finish), over a few pixels.
  const heading = (line: Pixel[], end: 0 | 1) => {
    const points = end === 0 ? line : [...line].reverse();
    const far = points[Math.min(points.length - 1, 5)]!;
    return Math.atan2(points[0]!.y - far.y, points[0]!.x - far.x);
  };
  for (;;) {
    let best: { a: number; b: number; endA: 0 | 1; endB: 0 | 1; turn: number } | undefined;
    for (let a = 0; a < lines.length; a++) {
      for (let b = a + 1; b < lines.length; b++) {
        for (const endA of [0, 1] as const) {
          for (const endB of [0, 1] as const) {
            const pa = endA === 0 ? lines[a]![0]! : lines[a]![lines[a]!.length - 1]!;
            const pb = endB === 0 ? lines[b]![0]! : lines[b]![lines[b]!.length - 1]!;
            if (lines[a]!.length < 2 || lines[b]!.length < 2 || !same(pa, pb)) continue;
            // Going out of `a` at this end and into `b`: straight on is a turn of 0.
            const turn = Math.abs(Math.atan2(Math.sin(heading(lines[a]!, endA) - heading(lines[b]!, endB) - Math.PI), Math.cos(heading(lines[a]!, endA) - heading(lines[b]!, endB) - Math.PI)));
            if (turn < Math.PI / 3 && (!best || turn < best.turn)) best = { a, b, endA, endB, turn };
          }
        }
      }
    }
    if (!best) return lines;
    const first = best.endA === 1 ? lines[best.a]! : [...lines[best.a]!].reverse();
    const second = best.endB === 0 ? lines[best.b]! : [...lines[best.b]!].reverse();
    lines[best.a] = [...first, ...second];
    lines.splice(best.b, 1);
  }
}

/** Points a pixel apart smoothed over their neighbours, then one kept every `every` pixels (ends kept). */
function smooth(line: Pixel[], every: number): Pixel[] {
  if (line.length <= 2) return line;
  const averaged = line.map((point, i) => {
    const around = line.slice(Math.max(0, i - 2), i + 3);
    return i === 0 || i === line.length - 1 ? point : { x: around.reduce((s, p) => s + p.x, 0) / around.length, y: around.reduce((s, p) => s + p.y, 0) / around.length };
  });
  return averaged.filter((_, i) => i % every === 0 || i === averaged.length - 1);
}

/**
 * The pen lines of a filled outline (pixel units, y down): filled, thinned, walked into lines; spurs up to
 * `spur` pixels long pruned; a point kept every 3 pixels.
 */
export function penLines(contours: readonly Pixel[][], spur: number): Pixel[][] {
  const grid = fill(contours);
  thin(grid.ink, grid.width, grid.height);
  return trace(grid.ink, grid.width, grid.height, spur).map((line) => smooth(line, 3).map(({ x, y }) => ({ x: x + grid.left + 0.5, y: y + grid.top + 0.5 })));
}

const require = createRequire(import.meta.url);

/** One font's letters as pen lines in box units, or none for a letter the font lacks. */
export function fontHand(id: string): Record<string, Polyline[]> {
  const path = join(dirname(require.resolve(`@fontsource/${id}/package.json`)), 'files', `${id}-latin-400-normal.woff`);
  const opentype = require('opentype.js') as { parse(buffer: ArrayBuffer): Font };
  const bytes = readFileSync(path);
  const font = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length));
  const xOutline = outline(font, 'x', 1000)!;
  const size = (1000 * X_PIXELS) / -Math.min(...xOutline.contours.flat().map(({ y }) => y));
  const scale = X_HEIGHT / X_PIXELS;
  const strokesOf = (char: string): { lines: Pixel[][]; advance: number } | undefined => {
    const glyph = outline(font, char, size);
    if (!glyph || glyph.contours.length === 0) return undefined;
    return { lines: penLines(glyph.contours, X_PIXELS * 0.15), advance: glyph.advance };
  };
  const letters: Record<string, Polyline[]> = {};
  for (const letter of LETTERS) {
    let shape = strokesOf(letter);
    if (!shape && (letter === 'œ' || letter === 'æ')) {
      // A font without the ligature: the two letters drawn close together, as `handwriting-fonts.ts` does.
      const first = strokesOf(letter === 'œ' ? 'o' : 'a');
      const second = strokesOf('e');
      if (first && second) shape = { lines: [...first.lines, ...second.lines.map((line) => line.map(({ x, y }) => ({ x: x + first.advance * 0.8, y })))], advance: 0 };
    }
    if (!shape) continue;
    const xs = shape.lines.flat().map(({ x }) => x);
    const middle = (Math.min(...xs) + Math.max(...xs)) / 2;
    const width = (Math.max(...xs) - Math.min(...xs)) * scale;
    const squeeze = width > 84 ? 84 / width : 1;
    const round = (value: number) => Math.round(value * 10) / 10;
    letters[letter] = shape.lines.map((line) => line.map(({ x, y }): [number, number] => [round(BOX / 2 + (x - middle) * scale * squeeze), round(BASELINE + y * scale)]));
  }
  return letters;
}

/** The one-off install the extraction needs (exact versions: the same fonts give the same JSON). */
export function installLine(): string {
  return `npm install --no-save opentype.js@2.0.0 ${FONTS.map((id) => `@fontsource/${id}@5.3.0`).join(' ')}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const missing = ['opentype.js', ...FONTS.map((id) => `@fontsource/${id}/package.json`)].filter((name) => {
    try {
      require.resolve(name);
      return false;
    } catch {
      return true;
    }
  });
  if (missing.length > 0) {
    console.error(`${missing.length} package(s) missing (${missing.slice(0, 3).join(', ')}…); install them first:\n${installLine()}`);
    process.exit(1);
  }
  const fonts = FONTS.flatMap((id) => {
    try {
      return [{ id, name: id, letters: fontHand(id) }];
    } catch (error) {
      console.log(`${id}: left out (${(error as Error).message})`);
      return [];
    }
  });
  const out = new URL('./handwriting-hands.json', import.meta.url);
  writeFileSync(out, `${JSON.stringify({ source: '@fontsource/* 5.3.0 (SIL Open Font License 1.1), outlines thinned to pen lines', box: BOX, baseline: BASELINE, xHeight: X_HEIGHT, fonts })}\n`);
  console.log(fonts.map(({ id, letters }) => `${id}: ${Object.keys(letters).length} letters, ${Object.values(letters).reduce((sum, lines) => sum + lines.length, 0)} lines`).join('\n'));
}
