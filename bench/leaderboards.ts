import { randomUUID } from 'node:crypto';
import { summarize, type Summary } from './stats.ts';

/*
 * Sharded leaderboards (docs/capacity.md, « Keys that get hot »), through the data module against the benchmark's
 * local cloud: the DynamoDB requests of one game on its three boards, and of reading a place below the top 100 as
 * the board grows, with the snapshot that place is estimated from. The figures the issue asks: requests per game, and
 * rank reads that cost the same whatever the board's size.
 */

export interface BoardSizeResult {
  rows: number;
  snapshotMs: number;
  /** Requests of one `get_leaderboard` read of the viewer's place (the top, the row, the snapshot), by command. */
  placeRequests: Record<string, number>;
  placeLatency: Summary;
  /** The place read (estimated) and the one counting the board would give. */
  rank: number;
  exactRank: number;
}
export interface LeaderboardBenchResult { gameRequests: Record<string, number>; sizes: BoardSizeResult[] }

const PLACE_READS = 30;

export async function benchLeaderboards(target: { dynamodb: string; tableName: string }, sizes: readonly number[]): Promise<LeaderboardBenchResult> {
  Object.assign(process.env, { AWS_REGION: 'eu-west-3', AWS_ACCESS_KEY_ID: 'local', AWS_SECRET_ACCESS_KEY: 'local', AWS_ENDPOINT_URL_DYNAMODB: target.dynamodb, TABLE_NAME: target.tableName });
  // Imported once the environment points at the cloud: the data module's client is made at load.
  const leaderboards = await import('@plume/lambdas/test/private-boards');

  const three = [leaderboards.privateBoard('daily'), leaderboards.privateBoard('monthly'), leaderboards.privateBoard('all-time')];
  const gameRequests = await leaderboards.requestsOf(() => leaderboards.addPoints({ gameId: randomUUID(), player: leaderboards.boardPlayer(), points: 120, boards: three }));

  const board = leaderboards.privateBoard();
  const viewer = leaderboards.boardPlayer();
  const viewerScore = 25_000;
  await leaderboards.addPoints({ gameId: randomUUID(), player: viewer, points: viewerScore, boards: [board] });
  const scores: number[] = [];
  const results: BoardSizeResult[] = [];
  for (const rows of sizes) {
    // Scores spread evenly over 10 … 50,009: the viewer sits near the middle.
    const more = Array.from({ length: rows - scores.length }, (_, i) => 10 + ((scores.length + i) * 7_919) % 50_000);
    await leaderboards.fillBoard(board, more);
    scores.push(...more);
    const snapshotStart = performance.now();
    await leaderboards.takeRankSnapshot(board);
    const snapshotMs = performance.now() - snapshotStart;
    let rank = 0;
    const placeRequests = await leaderboards.requestsOf(async () => ({ place: { rank } } = await leaderboards.viewerPlace(board, viewer.profileId)));
    const times: number[] = [];
    const start = performance.now();
    for (let i = 0; i < PLACE_READS; i++) {
      const t = performance.now();
      await leaderboards.viewerPlace(board, viewer.profileId);
      times.push(performance.now() - t);
    }
    results.push({ rows, snapshotMs, placeRequests, placeLatency: summarize(times, performance.now() - start), rank, exactRank: scores.filter((score) => score > viewerScore).length + 1 });
  }
  return { gameRequests, sizes: results };
}
