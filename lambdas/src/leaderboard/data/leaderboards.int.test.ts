import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { LEADERBOARD_SIZE } from '@plume/shared';
import { useLocalCloudEnvironment } from '#test/local-cloud-env';

/*
 * Sharded leaderboards against the local cloud (docs/capacity.md, « Keys that get hot »). Each test writes boards of
 * its own (`privateBoard`), so boards other files fill at the same time cannot change what it measures.
 */

let boards: typeof import('./leaderboards.ts');
let helpers: typeof import('#test/private-boards');
beforeAll(async () => {
  useLocalCloudEnvironment();
  [boards, helpers] = await Promise.all([import('./leaderboards.ts'), import('#test/private-boards')]);
});

describe.sequential('sharded leaderboards', () => {
  it('counts a game once, in two requests for its three boards, and keeps its row sorted by its score', async () => {
    const three = [helpers.privateBoard('daily'), helpers.privateBoard('monthly'), helpers.privateBoard('all-time')];
    const me = helpers.boardPlayer();
    const gameId = randomUUID();
    const first = await helpers.requestsOf(() => boards.addPoints({ gameId, player: me, points: 40, boards: three }));
    expect(first).toEqual({ BatchGetItemCommand: 1, TransactWriteItemsCommand: 1 });
    // A replay of the same game changes nothing; another game adds up.
    expect(await boards.addPoints({ gameId, player: me, points: 40, boards: three })).toBe(false);
    expect(await boards.addPoints({ gameId: randomUUID(), player: me, points: 2, boards: three })).toBe(true);
    for (const { key } of three) expect((await boards.topOfBoard(key)).map((row) => row.score)).toEqual([42]);
    // Games of one profile at once: each counted once, none lost to the race on its rows.
    await Promise.all(Array.from({ length: 6 }, () => boards.addPoints({ gameId: randomUUID(), player: me, points: 1, boards: three })));
    expect((await boards.familyEntries([three[0]!.key], [me.profileId])).get(three[0]!.key)![0]!.score).toBe(48);
  });

  it('merges the shards into one top 100 and places a hidden row where it would be, without listing it', async () => {
    const board = helpers.privateBoard();
    const scores = Array.from({ length: 130 }, (_, i) => 1_000 + i * 10);
    await helpers.fillBoard(board, scores);
    const hidden = helpers.boardPlayer({ hidden: true });
    await boards.addPoints({ gameId: randomUUID(), player: hidden, points: 2_205, boards: [board] });
    const { top, place } = await helpers.viewerPlace(board, hidden.profileId);
    expect(top.map((row) => row.score)).toEqual([...scores].sort((a, b) => b - a).slice(0, LEADERBOARD_SIZE));
    expect(top.some((row) => row.publicId === hidden.publicId)).toBe(false);
    // 9 public scores above 2,205 (2,210 … 2,290).
    expect(place).toEqual({ rank: 10, approximate: false });
  });

  it('reads a place below the top 100 in the same requests on a board of 1,500 rows as on one of 150', async () => {
    const board = helpers.privateBoard();
    const viewer = helpers.boardPlayer();
    await boards.addPoints({ gameId: randomUUID(), player: viewer, points: 5, boards: [board] });
    const measured: { requests: Record<string, number>; rank: number }[] = [];
    let rows = 0;
    // Ten times the rows, the same requests. (A board ten times larger again says nothing more, and filling it takes
    // minutes on a busy machine: the verdict would hang on the machine's speed.)
    for (const size of [150, 1_500]) {
      // Every other score is above the viewer's 5.
      await helpers.fillBoard(board, Array.from({ length: size - rows }, (_, i) => 10 + ((rows + i) * 7_919) % 50_000));
      rows = size;
      expect(await boards.takeRankSnapshot(board)).toBe(size + 1);
      let place = { rank: 0, approximate: false };
      const requests = await helpers.requestsOf(async () => ({ place } = await helpers.viewerPlace(board, viewer.profileId)));
      expect(place.approximate).toBe(true);
      measured.push({ requests, rank: place.rank });
    }
    const [small, large] = measured;
    // The shards' tops, the viewer's row, the snapshot: the same whatever the board holds.
    expect(large!.requests).toEqual(small!.requests);
    expect(large!.requests).toEqual({ QueryCommand: 8, BatchGetItemCommand: 1, GetItemCommand: 1 });
    // The last place: 151st, said « environ 150e »; 1,501st, said « environ 1 500e ».
    expect(small!.rank).toBe(150);
    expect(large!.rank).toBe(1_500);
  });
});
