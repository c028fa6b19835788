import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { opaqueQuestionId, optionOrder, serverChoice, shownChoice } from './shuffle.ts';

describe('per-player shuffles', () => {
  it('are permutations, and a shown choice maps back to the option it showed', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 8 }), fc.array(fc.nat(), { minLength: 8, maxLength: 8 }), (n, draws) => {
      let i = 0;
      const order = optionOrder(n, (max) => draws[i++ % draws.length]! % max);
      expect([...order].sort()).toEqual(Array.from({ length: n }, (_, k) => k).sort());
      for (let shown = 0; shown < n; shown++) expect(shownChoice(order, serverChoice(order, shown)!)).toBe(shown);
      expect(serverChoice(order, n)).toBeUndefined();
    }));
  });

  it('opaque ids are 12 characters of [a-z0-9]', () => {
    expect(opaqueQuestionId(() => 0)).toBe('aaaaaaaaaaaa');
    fc.assert(fc.property(fc.nat(), (seed) => {
      expect(opaqueQuestionId((max) => seed % max)).toMatch(/^[a-z0-9]{12}$/);
    }));
  });
});
