import { describe, expect, it } from 'vitest';
import { dictationCoins } from './coins.ts';

const scores = (brevet: number) => ({ brevet: { score: brevet, outOf: 10 as const }, concours: { faults: 3 }, simple: { errors: 4 } });

describe('dictationCoins', () => {
  it('pays the brevet mark rounded down', () => {
    expect(dictationCoins(scores(10))).toBe(10);
    expect(dictationCoins(scores(7.5))).toBe(7);
    expect(dictationCoins(scores(0.5))).toBe(0);
  });
});
