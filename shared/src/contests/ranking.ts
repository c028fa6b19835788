/*
 * The contest's standings and prize split: pure, so the settlement, the leaderboard and their tests agree.
 *
 * Order: score descending, then time taken ascending, then the stable id ascending (a tie-break of display only).
 * Ties: two results tie when they have the same score AND the same time taken, to the millisecond. Tied players share
 * one rank (the rank of the first of them, « 1, 2, 2, 4 ») and share the prizes of the ranks they cover: three players
 * tied at rank 2 cover ranks 2, 3 and 4 and split the sum of those three prizes. The split is in whole coins and sums
 * exactly to the prizes covered: each gets the floor of the even share, and the coins left over (fewer than the number
 * of tied players) go one each to the first of them in stable-id order. The rank paid is the rank shown.
 */

export interface ContestResult {
  /** A stable id of the player in this contest (the profile's public id): orders equals, never shown as a rank. */
  id: string;
  score: number;
  /** Milliseconds spent answering, the second criterion. */
  durationMs: number;
}

export type Standing<R extends ContestResult> = R & { rank: number; tied: boolean };

/** Strict total order of results: better first. */
export function compareResults(a: ContestResult, b: ContestResult): number {
  return b.score - a.score || a.durationMs - b.durationMs || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

const sameOutcome = (a: ContestResult, b: ContestResult) => a.score === b.score && a.durationMs === b.durationMs;

/** The standings, best first, each with its rank (shared by ties). */
export function rankResults<R extends ContestResult>(results: readonly R[]): Standing<R>[] {
  const sorted = [...results].sort(compareResults);
  const standings: Standing<R>[] = [];
  sorted.forEach((result, index) => {
    const previous = standings[index - 1];
    const rank = previous && sameOutcome(previous, result) ? previous.rank : index + 1;
    standings.push({ ...result, rank, tied: false });
  });
  for (let i = 0; i < standings.length; i++) {
    const tied = (standings[i - 1]?.rank === standings[i]!.rank) || (standings[i + 1]?.rank === standings[i]!.rank);
    standings[i]!.tied = tied;
  }
  return standings;
}

/**
 * The coins each player wins: `prizes[k]` is the prize of rank k + 1. Returns only positive amounts, keyed by id.
 * The sum of the amounts equals the sum of the prizes of the ranks the players cover (the prizes of ranks nobody
 * reached are not paid).
 */
export function prizeShares(standings: readonly Standing<ContestResult>[], prizes: readonly number[]): Map<string, number> {
  const shares = new Map<string, number>();
  let i = 0;
  while (i < standings.length) {
    const rank = standings[i]!.rank;
    let j = i;
    while (j < standings.length && standings[j]!.rank === rank) j++;
    const group = standings.slice(i, j);
    const pot = prizes.slice(rank - 1, rank - 1 + group.length).reduce((sum, prize) => sum + prize, 0);
    const each = Math.floor(pot / group.length);
    const left = pot - each * group.length;
    // Standings are sorted by stable id within a tie, so the extra coins go to the same players on every run.
    group.forEach((standing, k) => {
      const coins = each + (k < left ? 1 : 0);
      if (coins > 0) shares.set(standing.id, coins);
    });
    i = j;
  }
  return shares;
}
