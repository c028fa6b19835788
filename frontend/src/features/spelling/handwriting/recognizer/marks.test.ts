import { describe, expect, it } from 'vitest';
import type { Stroke } from './geometry';
import { classifyAbove, splitMarks } from './marks';

/** A line from (x1, y1) to (x2, y2) in 10 points, in the letter box's units (y down). */
const line = (x1: number, y1: number, x2: number, y2: number): Stroke => Array.from({ length: 10 }, (_, i) => ({ x: x1 + ((x2 - x1) * i) / 9, y: y1 + ((y2 - y1) * i) / 9 }));
const dot = (x: number, y: number): Stroke => [{ x, y }, { x: x + 1, y: y + 1 }];
const stem = line(50, 43, 50, 68);

describe('marks above and below a letter', () => {
  it('reads a dot, an acute, a grave, a circumflex and a diaeresis', () => {
    expect(classifyAbove([dot(50, 34)])).toBe('dot');
    expect(classifyAbove([line(46, 38, 54, 30)])).toBe('acute');
    expect(classifyAbove([line(46, 30, 54, 38)])).toBe('grave');
    expect(classifyAbove([[...line(44, 38, 50, 31), ...line(50, 31, 56, 38)]])).toBe('circumflex');
    // A circumflex in two movements, each drawn downwards.
    expect(classifyAbove([line(50, 31, 44, 38), line(50, 31, 56, 38)])).toBe('circumflex');
    expect(classifyAbove([dot(44, 34), dot(56, 34)])).toBe('diaeresis');
    expect(classifyAbove([])).toBeUndefined();
  });

  it('keeps a bar crossing the stem in the body and takes a dot above it apart', () => {
    const bar = line(40, 45, 60, 45);
    const tall = line(50, 25, 50, 68);
    expect(splitMarks([tall, bar])).toEqual({ body: [tall, bar], above: [], below: [] });
    const dotAbove = dot(50, 33);
    expect(splitMarks([stem, dotAbove])).toEqual({ body: [stem], above: [dotAbove], below: [] });
  });

  it('takes both dots of a diaeresis apart, even when they lie beside a thin stem', () => {
    const left = dot(42, 33);
    const right = dot(57, 33);
    expect(splitMarks([right, stem, left])).toEqual({ body: [stem], above: [right, left], below: [] });
  });

  it('does not take the upper half of a stem lifted halfway for an accent', () => {
    const upper = line(50, 43, 50, 55);
    const lower = line(50, 56, 50, 68);
    expect(splitMarks([upper, lower]).above).toEqual([]);
  });

  it('keeps the rest of a line the pen left for a moment in the body, above or below, but not a dot', () => {
    // A stem lifted near its foot: the short piece below goes on down, it is no cedilla.
    const upper = line(50, 43, 50, 62);
    const foot = line(50, 65, 50, 72);
    expect(splitMarks([upper, foot])).toEqual({ body: [upper, foot], above: [], below: [] });
    // A stem drawn upwards, lifted near its top.
    const rising = line(50, 68, 50, 40);
    const top = line(50, 37, 50, 30);
    expect(splitMarks([rising, top]).above).toEqual([]);
    // The dot of an « i » right above a stem drawn upwards is still a dot.
    const dotAbove = dot(50, 35);
    expect(splitMarks([rising, dotAbove]).above).toEqual([dotAbove]);
  });

  it('reads the two legs of a circumflex apart as a circumflex, and a circumflex as wide as the letter as a mark', () => {
    expect(classifyAbove([line(42, 38, 47, 31), line(52, 31, 58, 38)])).toBe('circumflex');
    expect(classifyAbove([line(44, 34, 46, 33), line(54, 34, 56, 33)])).toBe('diaeresis');
    const o: Stroke = Array.from({ length: 30 }, (_, i) => ({ x: 50 + 12 * Math.cos((i / 29) * 2 * Math.PI), y: 56 + 12 * Math.sin((i / 29) * 2 * Math.PI) }));
    const wide: Stroke = [...line(40, 38, 50, 30), ...line(50, 30, 60, 38)];
    expect(splitMarks([o, wide])).toEqual({ body: [o], above: [wide], below: [] });
  });

  it('takes a detached cedilla below a c apart', () => {
    const c: Stroke = Array.from({ length: 20 }, (_, i) => ({ x: 50 + 12 * Math.cos(0.6 + (i / 19) * 5), y: 56 - 12 * Math.sin(0.6 + (i / 19) * 5) }));
    const cedilla = line(50, 70, 47, 76);
    expect(splitMarks([c, cedilla]).below).toEqual([cedilla]);
  });
});
