import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { RANDOM_ENTRY_FEE, SEEK_EVERY_MS } from '@plume/shared/battles';
import { cloud, documentClient, eventually } from '#test/cloud-client';
import { premiumAccount } from '#test/accounts';
import { errorCode, ofType, Player, walletOf, type Frame } from '#test/battle-player';
import { useLocalCloudEnvironment } from '#test/local-cloud-env';
import { partitionShards } from '../capacity-model.ts';
import { meetingShards, shardOf } from '#table/shards';

/*
 * Random matchmaking through the local gateway's real WebSocket. Each test uses its own pool (category), so tests
 * running at once never match each other's players.
 */

/** A subscriber connected, with the welcome coins arrived (the entry fee is held when the search opens). */
async function seeker(): Promise<Player & { balance: number }> {
  const account = await premiumAccount();
  const balance = await eventually(() => walletOf(account.uid), (coins) => coins >= RANDOM_ENTRY_FEE);
  return Object.assign(await Player.connect(account.token, account.uid), { balance });
}

/** Waits for a frame on a shared, loaded machine (2 cores, several agents): a cold Lambda worker can take long. */
const SLOW_MS = 60_000;

const seekFrame = (category: string, seekId: string) => ({ category, language: 'fr', seekId });

/** Seeks every 2 s, as the page does, until the player is seated (or the test stops it). */
function keepSeeking(player: Player, category: string, seekId = randomUUID()): { seekId: string; stop: () => void } {
  const seekOnce = () => player.send('battle_seek', seekFrame(category, seekId));
  seekOnce();
  const timer = setInterval(() => (player.frames.some((f) => f.type === 'battle_room') ? clearInterval(timer) : seekOnce()), SEEK_EVERY_MS);
  return { seekId, stop: () => clearInterval(timer) };
}

let pool: typeof import('./data/matchmaking.ts');
beforeAll(async () => {
  useLocalCloudEnvironment();
  pool = await import('./data/matchmaking.ts');
});

/** Every ticket of a pool, in all its shards: those renewed before the end of time. */
const ticketsOf = (category: string): Promise<Frame[]> => pool.staleTickets(category, 'fr', Number.MAX_SAFE_INTEGER);

describe.concurrent('random matchmaking', () => {
  it('matches two seekers into one random battle, holds both entries, and pays the pot to who stays', async () => {
    const [a, b] = await Promise.all([seeker(), seeker()]);
    const searches: { stop: () => void }[] = [];
    try {
      searches.push(keepSeeking(a, 'orthographe'));
      const seeking = await a.next(ofType('battle_seeking'), 0, SLOW_MS);
      expect(seeking).toMatchObject({ levelWindow: 0, level: 1 });
      expect(seeking.giveUpAt - seeking.since).toBe(30_000);
      expect(await walletOf(a.profileId)).toBe(a.balance - RANDOM_ENTRY_FEE);

      searches.push(keepSeeking(b, 'orthographe'));
      const [roomA, roomB] = await Promise.all([a.next(ofType('battle_room'), 0, SLOW_MS), b.next(ofType('battle_room'), 0, SLOW_MS)]);
      expect(roomA.battleId).toBe(roomB.battleId);
      expect(roomA).toMatchObject({ kind: 'random', status: 'playing', entryFee: RANDOM_ENTRY_FEE, seats: 2 });
      expect(roomA.players.map((p: Frame) => p.profileId).sort()).toEqual([a.profileId, b.profileId].sort());
      await Promise.all([a.next(ofType('battle_question')), b.next(ofType('battle_question'))]);
      expect(await ticketsOf('orthographe')).toEqual([]);

      // A seek that crossed the match (same search) finds the battle, and holds nothing more.
      const lateSeek = a.frames.length;
      a.send('battle_seek', seekFrame('orthographe', seeking.seekId));
      expect((await a.next(ofType('battle_room'), lateSeek)).battleId).toBe(roomA.battleId);
      expect(await walletOf(a.profileId)).toBe(a.balance - RANDOM_ENTRY_FEE);

      // b leaves: a wins by forfeit and takes the pot (both entries).
      b.send('battle_leave', { battleId: roomA.battleId });
      const result = await a.next(ofType('battle_finished'));
      expect(result.reason).toBe('forfeit');
      await eventually(() => walletOf(a.profileId), (coins) => coins === a.balance + RANDOM_ENTRY_FEE);
      expect(await walletOf(b.profileId)).toBe(b.balance - RANDOM_ENTRY_FEE);
    } finally {
      searches.forEach((search) => search.stop());
      a.close();
      b.close();
    }
  });

  it('seats no player twice when 3 players each send 10 seeks at once: one battle, one player still waiting', async () => {
    const players = await Promise.all([seeker(), seeker(), seeker()]);
    try {
      const searches = players.map(() => randomUUID());
      players.forEach((player, i) => { for (let copy = 0; copy < 10; copy++) player.send('battle_seek', seekFrame('conjugaison', searches[i]!)); });
      await eventually(async () => players.map((p) => p.frames.filter((f) => f.type === 'battle_room').length), (rooms) => rooms.filter((n) => n > 0).length >= 2, SLOW_MS);
      await new Promise((resolve) => setTimeout(resolve, 1_500)); // let every copy land
      const battles = new Set(players.flatMap((p) => p.frames.filter((f) => f.type === 'battle_room').map((f) => f.battleId)));
      expect(battles.size).toBe(1);
      const seated = players.filter((p) => p.frames.some((f) => f.type === 'battle_room'));
      expect(seated).toHaveLength(2);
      const waiting = players.find((p) => !seated.includes(p))!;
      expect((await ticketsOf('conjugaison')).map((t) => t.profileId)).toEqual([waiting.profileId]);
      // Each entry was held once, however many copies of the seek arrived.
      for (const player of players) expect(await walletOf(player.profileId)).toBe(player.balance - RANDOM_ENTRY_FEE);
      const item = await documentClient().send(new GetCommand({ TableName: cloud().tableName, Key: { pk: `BATTLE#${[...battles][0]}`, sk: 'BATTLE' }, ConsistentRead: true }));
      expect(Object.keys(item.Item!.players as object).sort()).toEqual(seated.map((p) => p.profileId).sort());

      // The one left waiting cancels: the ticket goes and the entry comes back.
      waiting.send('battle_seek_cancel', { category: 'conjugaison', language: 'fr' });
      await waiting.next(ofType('battle_seek_cancelled'));
      expect(await ticketsOf('conjugaison')).toEqual([]);
      expect(await walletOf(waiting.profileId)).toBe(waiting.balance);
    } finally {
      players.forEach((p) => p.close());
    }
  });

  it('meets a player waiting in another shard of the pool: of any two shards, one seeker reads the other', async () => {
    const shardOfPlayer = (player: { profileId: string }) => shardOf(player.profileId, partitionShards.matchmakingPool);
    // Profile ids are random: seekers until two of them wait in different shards (three suffice 24 times in 25).
    const players = await Promise.all([seeker(), seeker(), seeker()]);
    while (new Set(players.map(shardOfPlayer)).size < 2) players.push(await seeker());
    const first = players[0]!;
    const other = players.find((player) => shardOfPlayer(player) !== shardOfPlayer(first))!;
    // The reader's pass reads the other's shard; the other's pass does not read the reader's.
    const [reader, unread] = meetingShards(shardOfPlayer(first), partitionShards.matchmakingPool).includes(shardOfPlayer(other)) ? [first, other] : [other, first];
    const searches: { stop: () => void }[] = [];
    try {
      searches.push(keepSeeking(reader, 'expressions'));
      await reader.next(ofType('battle_seeking'), 0, SLOW_MS);
      const seenBy = async (seeker: Player) => (await pool.waitingTickets('expressions', 'fr', seeker.profileId)).map((ticket) => ticket.profileId);
      expect(await seenBy(unread)).not.toContain(reader.profileId);
      expect(await seenBy(reader)).toContain(reader.profileId);
      // The other starts seeking: its own passes never read the reader's ticket, the reader's next one reads its.
      searches.push(keepSeeking(unread, 'expressions'));
      const [roomReader, roomUnread] = await Promise.all([reader.next(ofType('battle_room'), 0, SLOW_MS), unread.next(ofType('battle_room'), 0, SLOW_MS)]);
      expect(roomReader.battleId).toBe(roomUnread.battleId);
      expect((await ticketsOf('expressions')).filter((t) => t.profileId === reader.profileId || t.profileId === unread.profileId)).toEqual([]);
    } finally {
      searches.forEach((search) => search.stop());
      players.forEach((player) => player.close());
    }
  });

  it('gives up after 30 s on the server clock: « No opponent detected », the entry back, and a retry opens a new search', async () => {
    const player = await seeker();
    try {
      const seekId = randomUUID();
      player.send('battle_seek', seekFrame('vocabulaire', seekId));
      const seeking = await player.next(ofType('battle_seeking'), 0, SLOW_MS);
      // 31 s of waiting, as the server's clock counts it: the search started 31 s before its last seek.
      const { pk, sk } = (await pool.getTicket('vocabulaire', 'fr', player.profileId)) as unknown as { pk: string; sk: string };
      await documentClient().send(new UpdateCommand({
        TableName: cloud().tableName, Key: { pk, sk },
        UpdateExpression: 'SET since = :since', ExpressionAttributeValues: { ':since': seeking.since - 31_000 },
      }));
      player.send('battle_seek', seekFrame('vocabulaire', seekId));
      const timeout = await player.next(ofType('battle_seek_timeout'), 0, SLOW_MS);
      expect(timeout).toMatchObject({ code: 'no_opponent', message: 'Aucun adversaire trouvé. Réessayez ou jouez contre le robot.' });
      expect(await walletOf(player.profileId)).toBe(player.balance);
      expect(await ticketsOf('vocabulaire')).toEqual([]);

      const retry = player.frames.length;
      player.send('battle_seek', seekFrame('vocabulaire', randomUUID()));
      expect((await player.next(ofType('battle_seeking'), retry)).levelWindow).toBe(0);
      player.send('battle_seek_cancel', { category: 'vocabulaire', language: 'fr' });
      await player.next(ofType('battle_seek_cancelled'), retry);
      expect(await walletOf(player.profileId)).toBe(player.balance);
    } finally {
      player.close();
    }
  });

  it('refuses a second search of the same profile, and closes the search (refunded) when its socket drops', async () => {
    const player = await seeker();
    try {
      player.send('battle_seek', seekFrame('histoire', randomUUID()));
      await player.next(ofType('battle_seeking'), 0, SLOW_MS);
      player.send('battle_seek', seekFrame('histoire', randomUUID()));
      await player.next(errorCode('battle_already_seeking'), 0, SLOW_MS);
      expect(await walletOf(player.profileId)).toBe(player.balance - RANDOM_ENTRY_FEE);
      player.close();
      await eventually(() => ticketsOf('histoire'), (tickets) => tickets.length === 0);
      expect(await walletOf(player.profileId)).toBe(player.balance);
    } finally {
      player.close();
    }
  });

  it("refuses another family's profile", async () => {
    const [player, stranger] = await Promise.all([seeker(), premiumAccount()]);
    try {
      player.send('battle_seek', { ...seekFrame('sciences', randomUUID()), profileId: stranger.uid });
      expect((await player.next(ofType('error'))).code).toBe('profile_not_found');
      // The sweep's test seeks in this pool too: only these two profiles' tickets are this test's.
      expect((await ticketsOf('sciences')).filter((t) => t.profileId === stranger.uid || t.profileId === player.profileId)).toEqual([]);
    } finally {
      player.close();
    }
  });
});
