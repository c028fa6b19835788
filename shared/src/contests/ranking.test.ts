import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareResults, prizeShares, rankResults, type ContestResult } from './ranking.ts';
import { contestGameMs, contestPhase } from './rules.ts';

const result = (id: string, score: number, durationMs: number): ContestResult => ({ id, score, durationMs });

// Few distinct scores and times, so ties are frequent.
const resultsArbitrary = fc.uniqueArray(
  fc.record({ id: fc.string({ minLength: 1, maxLength: 6 }), score: fc.integer({ min: 0, max: 4 }), durationMs: fc.integer({ min: 0, max: 3 }) }),
  { selector: (r) => r.id, maxLength: 30 },
);
const prizesArbitrary = fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 1, maxLength: 20 });

describe('contest ranking', () => {
  it('orders by score, then time taken, then id; equal score and time share a rank', () => {
    const standings = rankResults([result('c', 50, 900), result('a', 80, 1200), result('b', 50, 900), result('d', 50, 100), result('e', 10, 5)]);
    expect(standings.map((s) => [s.id, s.rank, s.tied])).toEqual([
      ['a', 1, false], ['d', 2, false], ['b', 3, true], ['c', 3, true], ['e', 5, false],
    ]);
  });

  it('splits the prizes of the ranks a tie covers, the odd coins to the first by id', () => {
    const standings = rankResults([result('x', 9, 1), result('y', 9, 1), result('z', 9, 1), result('w', 1, 1)]);
    // Ranks 1–3 are covered by the tie: 100 + 50 + 20 = 170 = 57 + 57 + 56; rank 4 gets its own 5.
    expect(Object.fromEntries(prizeShares(standings, [100, 50, 20, 5]))).toEqual({ x: 57, y: 57, z: 56, w: 5 });
  });

  it('pays nothing beyond the prize table nor for zero prizes', () => {
    const standings = rankResults([result('a', 3, 1), result('b', 2, 1), result('c', 1, 1)]);
    expect(Object.fromEntries(prizeShares(standings, [10, 0]))).toEqual({ a: 10 });
  });

  it('property: the ranking is a deterministic total order, whatever the input order', () => {
    fc.assert(fc.property(resultsArbitrary, fc.nat(), (results, seed) => {
      const shuffled = [...results].sort((a, b) => ((a.id.charCodeAt(0) * 31 + seed) % 7) - ((b.id.charCodeAt(0) * 31 + seed) % 7));
      expect(rankResults(shuffled).map((s) => s.id)).toEqual(rankResults(results).map((s) => s.id));
      const standings = rankResults(results);
      for (let i = 1; i < standings.length; i++) {
        expect(compareResults(standings[i - 1]!, standings[i]!)).toBeLessThan(0);
        const same = standings[i - 1]!.score === standings[i]!.score && standings[i - 1]!.durationMs === standings[i]!.durationMs;
        // A rank is shared exactly by equal outcomes; otherwise it is the position (competition ranking).
        expect(standings[i]!.rank).toBe(same ? standings[i - 1]!.rank : i + 1);
      }
    }));
  });

  it('property: the shares sum exactly to the prizes of the ranks covered, ties get equal shares within a coin', () => {
    fc.assert(fc.property(resultsArbitrary, prizesArbitrary, (results, prizes) => {
      const standings = rankResults(results);
      const shares = prizeShares(standings, prizes);
      const covered = prizes.slice(0, standings.length).reduce((sum, prize) => sum + prize, 0);
      expect([...shares.values()].reduce((sum, coins) => sum + coins, 0)).toBe(covered);
      for (const coins of shares.values()) expect(Number.isInteger(coins) && coins > 0).toBe(true);
      const byRank = new Map<number, number[]>();
      for (const s of standings) byRank.set(s.rank, [...(byRank.get(s.rank) ?? []), shares.get(s.id) ?? 0]);
      for (const [rank, amounts] of byRank) {
        expect(Math.max(...amounts) - Math.min(...amounts)).toBeLessThanOrEqual(1);
        const pot = prizes.slice(rank - 1, rank - 1 + amounts.length).reduce((sum, prize) => sum + prize, 0);
        expect(amounts.reduce((sum, coins) => sum + coins, 0)).toBe(pot);
      }
      // A better place never earns less than a worse one when prizes do not grow with the rank.
      const decreasing = [...prizes].sort((a, b) => b - a);
      const fair = prizeShares(standings, decreasing);
      for (let i = 1; i < standings.length; i++) expect(fair.get(standings[i - 1]!.id) ?? 0).toBeGreaterThanOrEqual(fair.get(standings[i]!.id) ?? 0);
    }));
  });
});

describe('contest phases and clock', () => {
  const contest = { startsAt: '2026-12-01T10:00:00.000Z', endsAt: '2026-12-01T12:00:00.000Z' };
  it('is upcoming before its start, live until its end (excluded), past after', () => {
    expect(contestPhase(contest, Date.parse('2026-12-01T09:59:59.999Z'))).toBe('upcoming');
    expect(contestPhase(contest, Date.parse(contest.startsAt))).toBe('live');
    expect(contestPhase(contest, Date.parse(contest.endsAt) - 1)).toBe('live');
    expect(contestPhase(contest, Date.parse(contest.endsAt))).toBe('past');
  });
  it('cuts the game clock at the end', () => {
    expect(contestGameMs(30_000, 10, contest.endsAt, Date.parse(contest.startsAt))).toBe(300_000);
    expect(contestGameMs(30_000, 10, contest.endsAt, Date.parse(contest.endsAt) - 60_000)).toBe(60_000);
    expect(contestGameMs(30_000, 10, contest.endsAt, Date.parse(contest.endsAt) + 1)).toBe(0);
  });
});
