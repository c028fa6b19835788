import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mathQuestion } from './math-mania.ts';
import { MATH_MANIA_MAX_LEVEL } from './modes.ts';
import { seededRandom } from '../random.ts';

/** A seeded source, so a failing case replays. */
const seeded = (seed: number) => {
  const next = seededRandom(seed);
  return (n: number) => Math.floor(next() * n);
};
const parse = (text: string) => Number(text.replace(/\s/g, '').replace(',', '.'));

/** Computes the answer from the question's own words, independently of the generator. */
function solve(question: string): number {
  let m = /^Combien font (\d+) ([+−×÷]) (\d+) \?$/.exec(question);
  if (m) {
    const [a, b] = [Number(m[1]), Number(m[3])];
    return { '+': a + b, '−': a - b, '×': a * b, '÷': a / b }[m[2] as '+']!;
  }
  if ((m = /^Combien font (\d+) \+ (\d+) × (\d+) \?$/.exec(question))) return Number(m[1]) + Number(m[2]) * Number(m[3]);
  if ((m = /^Combien font (\d+) % de (\d+) \?$/.exec(question))) return (Number(m[1]) * Number(m[2])) / 100;
  if ((m = /^Combien font (\d+) au carré \?$/.exec(question))) return Number(m[1]) ** 2;
  if ((m = /^Quelle est la racine carrée de (\d+) \?$/.exec(question))) return Math.sqrt(Number(m[1]));
  if ((m = /^Si (\d+)x \+ (\d+) = (\d+), combien vaut x \?$/.exec(question))) return (Number(m[3]) - Number(m[2])) / Number(m[1]);
  if ((m = /^Combien font \((\d+) \+ (\d+)\) × (\d+) \?$/.exec(question))) return (Number(m[1]) + Number(m[2])) * Number(m[3]);
  throw new Error(`unknown question form: ${question}`);
}

describe('math mania', () => {
  it('is always right: four distinct non-negative options, the marked one equal to the computed answer', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: MATH_MANIA_MAX_LEVEL }), fc.integer(), (level, seed) => {
      const q = mathQuestion(level, seeded(seed));
      expect(new Set(q.options).size).toBe(4);
      expect(q.options.every((o) => parse(o) >= 0)).toBe(true);
      expect(parse(q.options[q.answer]!)).toBe(solve(q.question));
      expect(q.options.filter((o) => parse(o) === solve(q.question))).toHaveLength(1);
    }), { numRuns: 2_000 });
  });

  it('gets harder: later levels bring other operations', () => {
    const forms = (level: number) => new Set(Array.from({ length: 20 }, (_, i) => mathQuestion(level, seeded(i + 1)).question.replace(/\d+/g, 'n')));
    expect([...forms(1)].every((f) => f === 'Combien font n + n ?')).toBe(true);
    expect([...forms(25)].some((f) => f.includes('x'))).toBe(true);
  });
});
