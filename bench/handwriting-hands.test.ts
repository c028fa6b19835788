import { describe, expect, it } from 'vitest';
import { penLines } from './handwriting-hands.ts';

type Pixel = { x: number; y: number };
const rectangle = (left: number, top: number, right: number, bottom: number): Pixel[] => [{ x: left, y: top }, { x: right, y: top }, { x: right, y: bottom }, { x: left, y: bottom }];
const circle = (cx: number, cy: number, r: number, clockwise: boolean): Pixel[] => Array.from({ length: 64 }, (_, i) => {
  const angle = ((clockwise ? 1 : -1) * i * Math.PI) / 32;
  return { x: cx + r * Math.cos(angle), y: cy + r * Math.sin(angle) };
});
const length = (line: Pixel[]) => line.slice(1).reduce((sum, point, i) => sum + Math.hypot(point.x - line[i]!.x, point.y - line[i]!.y), 0);

describe('penLines: an outline filled, thinned and walked into pen lines', () => {
  it('reads a thick bar as one line along its middle, without spurs at its ends', () => {
    const lines = penLines([rectangle(0, 0, 40, 7)], 6);
    expect(lines).toHaveLength(1);
    expect(length(lines[0]!)).toBeGreaterThan(30);
    for (const { y } of lines[0]!) expect(Math.abs(y - 3.5)).toBeLessThan(1.5);
  });

  it('reads a ring (the hole wound the other way) as one closed line on its middle circle', () => {
    const lines = penLines([circle(20, 20, 15, true), circle(20, 20, 9, false)], 6);
    expect(lines).toHaveLength(1);
    const line = lines[0]!;
    expect(Math.hypot(line[0]!.x - line[line.length - 1]!.x, line[0]!.y - line[line.length - 1]!.y)).toBeLessThan(4);
    for (const { x, y } of line) expect(Math.abs(Math.hypot(x - 20, y - 20) - 12)).toBeLessThan(2.5);
  });

  it('keeps a small dot, which thinning alone would erase', () => {
    const lines = penLines([rectangle(0, 0, 2, 2)], 6);
    expect(lines).toHaveLength(1);
    expect(Math.abs(lines[0]![0]!.x - 1)).toBeLessThanOrEqual(1);
  });

  it('joins the branches of a cross two by two, straight on, as a pen draws a « + »', () => {
    const lines = penLines([rectangle(0, 17, 40, 23), rectangle(17, 0, 23, 40)], 6);
    expect(lines).toHaveLength(2);
    const extents = lines.map((line) => ({ width: Math.max(...line.map(({ x }) => x)) - Math.min(...line.map(({ x }) => x)), height: Math.max(...line.map(({ y }) => y)) - Math.min(...line.map(({ y }) => y)) }));
    expect(extents.some(({ width, height }) => width > 30 && height < 6)).toBe(true);
    expect(extents.some(({ width, height }) => height > 30 && width < 6)).toBe(true);
  });

  it('keeps two separate pieces apart (an accent above its letter)', () => {
    expect(penLines([rectangle(0, 20, 30, 26), rectangle(10, 0, 20, 5)], 6)).toHaveLength(2);
  });
});
