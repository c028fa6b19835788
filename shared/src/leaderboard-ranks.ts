/*
 * A place on a leaderboard without counting the board (docs/capacity.md, « Keys that get hot »). The top rows are read
 * live, so a place among them is exact; below them a place is estimated from the board's last snapshot, a short list
 * of points (a score, the rows above it, the rows at or above it) taken every few minutes over the whole board. Pure: the data module reads the top
 * rows and the snapshot, these functions place an entry.
 *
 * Rows are ordered as the board's index sorts them: by score, then by public id, both descending (the index's sort
 * key is the zero-padded score and the public id: ASCII, so string order here is the index's byte order).
 */

/** What a row is placed by. */
export interface Ranked { score: number; publicId: string }

/** A place: `approximate` when it comes from the snapshot (below the live top rows) rather than from them. */
export interface Place { rank: number; approximate: boolean }

/**
 * A board's distribution at one moment: `scores[i]` (descending) has `above[i]` rows scoring strictly more and
 * `through[i]` scoring at least as much. At most `SNAPSHOT_POINTS` points, a gap of rows apart, so an estimate between
 * two points is off by fewer rows than that gap (and exact on a board of fewer rows than points).
 */
export interface RankSnapshot { scores: number[]; above: number[]; through: number[]; rows: number }

/** At most this many points: ~12 KB in one item, read in one request whatever the board's size. */
export const SNAPSHOT_POINTS = 1_000;

/** Whether `a` sorts above `b` on the board. */
export function sortsAbove(a: Ranked, b: Ranked): boolean {
  return a.score !== b.score ? a.score > b.score : a.publicId > b.publicId;
}

/** The snapshot of a board from every public score on it, in descending order. */
export function rankSnapshot(scoresDescending: readonly number[], maxPoints = SNAPSHOT_POINTS): RankSnapshot {
  const rows = scoresDescending.length;
  // Every `gap`-th row and the last one: at most maxPoints.
  const gap = Math.max(1, Math.ceil(rows / Math.max(1, maxPoints - 1)));
  const scores: number[] = [];
  const above: number[] = [];
  const through: number[] = [];
  let firstOfScore = 0;
  for (let i = 0; i < rows; i++) {
    const score = scoresDescending[i]!;
    if (i > 0 && score !== scoresDescending[i - 1]) firstOfScore = i;
    if ((i % gap === 0 || i === rows - 1) && scores[scores.length - 1] !== score) {
      let lastOfScore = i;
      while (scoresDescending[lastOfScore + 1] === score) lastOfScore++;
      scores.push(score);
      above.push(firstOfScore);
      through.push(lastOfScore + 1);
    }
  }
  return { scores, above, through, rows };
}

/**
 * How many rows the snapshot had above `score`: exact at a point; between two points, from the rows at or above the
 * higher one (just below it) to the rows above the lower one (just above it), linearly.
 */
export function rowsAboveIn(snapshot: RankSnapshot, score: number): number {
  const { scores, above, through, rows } = snapshot;
  const below = scores.findIndex((point) => point <= score);
  if (below === 0) return 0; // at or above the best score
  if (below === -1) return rows; // below the lowest score: every row was above
  if (scores[below] === score) return above[below]!;
  const [high, low] = [scores[below - 1]!, scores[below]!];
  const [fromHigh, fromLow] = [through[below - 1]!, above[below]!];
  return Math.round(fromHigh + ((fromLow - fromHigh) * (high - score)) / (high - low));
}

/**
 * An entry's place, from the live top rows of the board (public rows, best first, at most `topSize`) and, when it
 * falls below them, from the last snapshot. Exact while the entry sorts above the last top row, or when the top holds
 * the whole board. Below, the estimate is rounded to two significant digits (it is no more precise than that) and
 * never a place inside the live top; without a snapshot yet (a board younger than the snapshot period), the
 * first place after the top.
 */
export function placeOf(entry: Ranked, top: readonly Ranked[], topSize: number, snapshot: RankSnapshot | undefined): Place {
  const above = top.filter((row) => sortsAbove(row, entry)).length;
  if (above < top.length || top.length < topSize) return { rank: above + 1, approximate: false };
  const estimated = snapshot ? roundToTwoDigits(rowsAboveIn(snapshot, entry.score) + 1) : 0;
  return { rank: Math.max(top.length + 1, estimated), approximate: true };
}

/** 1,234 → 1,200; 87 → 87. */
export function roundToTwoDigits(value: number): number {
  if (value < 100) return value;
  const step = 10 ** (Math.floor(Math.log10(value)) - 1);
  return Math.round(value / step) * step;
}

/**
 * A family's own board: every profile of the account, most points first. Equal points share a place (1, 1, 3: a
 * child level with a parent is not placed below them), then the names in French alphabetical order, so the list reads
 * the same on every device.
 */
export function familyStandings<T extends { score: number; name: string }>(rows: readonly T[]): (T & { rank: number })[] {
  const sorted = [...rows].sort((a, b) => b.score - a.score || a.name.localeCompare(b.name, 'fr'));
  return sorted.map((row) => ({ ...row, rank: sorted.findIndex((other) => other.score === row.score) + 1 }));
}
