import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { familyStandings, placeOf, rankSnapshot, roundToTwoDigits, rowsAboveIn, sortsAbove, SNAPSHOT_POINTS, type Ranked } from './leaderboard-ranks.ts';

const descending = (scores: number[]) => [...scores].sort((a, b) => b - a);
/** Rows strictly above a score: what a count over the whole board gives. */
const countAbove = (scores: readonly number[], score: number) => scores.filter((s) => s > score).length;
const rows = (scores: number[]): Ranked[] => scores.map((score, i) => ({ score, publicId: `p${String(i).padStart(5, '0')}` }))
  .sort((a, b) => (sortsAbove(a, b) ? -1 : 1));

describe('rank snapshot', () => {
  it('is exact at every score of a board smaller than its points', () => {
    fc.assert(fc.property(fc.array(fc.nat(500), { maxLength: 300 }), fc.nat(520), (board, score) => {
      const scores = descending(board);
      expect(rowsAboveIn(rankSnapshot(scores), score)).toBe(countAbove(scores, score));
    }));
  });

  it('holds at most its points and is off by fewer rows than their gap on a larger board', () => {
    fc.assert(fc.property(fc.array(fc.nat(100_000), { minLength: 1, maxLength: 5_000 }), fc.nat(100_000), (board, score) => {
      const scores = descending(board);
      const snapshot = rankSnapshot(scores, 50);
      expect(snapshot.scores.length).toBeLessThanOrEqual(50);
      expect(snapshot.rows).toBe(scores.length);
      const gap = Math.ceil(scores.length / 49);
      expect(Math.abs(rowsAboveIn(snapshot, score) - countAbove(scores, score))).toBeLessThanOrEqual(gap);
    }), { numRuns: 50 });
  });

  it('keeps 5,000 rows in at most SNAPSHOT_POINTS points', () => {
    const scores = descending(Array.from({ length: 5_000 }, (_, i) => (i * 7919) % 4_000));
    expect(rankSnapshot(scores).scores.length).toBeLessThanOrEqual(SNAPSHOT_POINTS);
    expect(rankSnapshot([])).toEqual({ scores: [], above: [], through: [], rows: 0 });
  });
});

describe('a place on a board', () => {
  it('is exact among the top rows, and when the top holds the whole board', () => {
    const top = rows([900, 800, 800, 700]);
    expect(placeOf(top[0]!, top, 100, undefined)).toEqual({ rank: 1, approximate: false });
    expect(placeOf(top[2]!, top, 100, undefined)).toEqual({ rank: 3, approximate: false });
    // A hidden row (not in the top) between two public ones: the place it would have.
    expect(placeOf({ score: 750, publicId: 'hidden' }, top, 100, undefined)).toEqual({ rank: 4, approximate: false });
    // Below the last of a board smaller than the top: still exact.
    expect(placeOf({ score: 1, publicId: 'last' }, top, 100, undefined)).toEqual({ rank: 5, approximate: false });
  });

  it('is estimated from the snapshot below a full top, never inside it, and rounded to two digits', () => {
    const board = descending(Array.from({ length: 5_000 }, (_, i) => 10_000 - i * 2));
    const top = rows(board.slice(0, 3));
    const snapshot = rankSnapshot(board);
    // 1,233 rows score more than 7,532: the 1,234th place, said as « about 1,200 ».
    expect(placeOf({ score: 7_532, publicId: 'me' }, top, 3, snapshot)).toEqual({ rank: 1_200, approximate: true });
    // Just below the top: at least the place after it, whatever the snapshot said.
    expect(placeOf({ score: 9_995, publicId: 'me' }, top, 3, snapshot)).toEqual({ rank: 4, approximate: true });
    // No snapshot yet (a board younger than its period): the first place after the top.
    expect(placeOf({ score: 2, publicId: 'me' }, top, 3, undefined)).toEqual({ rank: 4, approximate: true });
  });

  it('rounds to two significant digits', () => {
    expect([7, 99, 101, 1_234, 1_250, 98_765].map(roundToTwoDigits)).toEqual([7, 99, 100, 1_200, 1_300, 99_000]);
  });
});

describe('a family’s own board', () => {
  it('places most points first, equal points at one place (1, 1, 3), then by name', () => {
    const standings = familyStandings([
      { name: 'Zoé', score: 40 },
      { name: 'Élise', score: 120 },
      { name: 'Maman', score: 40 },
      { name: 'Léo', score: 0 },
      { name: 'Adam', score: 40 },
    ]);
    expect(standings.map(({ name, rank }) => `${rank} ${name}`)).toEqual(['1 Élise', '2 Adam', '2 Maman', '2 Zoé', '5 Léo']);
  });

  it('places a family where nobody has played yet all first, and keeps what each row carries', () => {
    expect(familyStandings([{ name: 'Léa', score: 0, you: true }, { name: 'Paul', score: 0, you: false }])).toEqual([
      { name: 'Léa', score: 0, you: true, rank: 1 },
      { name: 'Paul', score: 0, you: false, rank: 1 },
    ]);
    expect(familyStandings([])).toEqual([]);
  });
});
