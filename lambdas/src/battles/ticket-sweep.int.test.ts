import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { RANDOM_ENTRY_FEE } from '@plume/shared/battles';
import { cloud, documentClient, eventually } from '#test/cloud-client';
import { premiumAccount } from '#test/accounts';
import { ofType, Player, walletOf } from '#test/battle-player';
import { useLocalCloudEnvironment } from '#test/local-cloud-env';

/*
 * The sweep of tickets whose `$disconnect` was lost (docs/battles.md, « Random matchmaking »). To the server such a
 * client is one whose socket is still open but which stopped seeking: its ticket is no longer renewed. The sweep runs
 * here in the test process against the shared local cloud (the schedule runs it every minute).
 */

let sweepStaleTickets: (now: number) => Promise<number>;
let getTicket: typeof import('./data/matchmaking.ts').getTicket;
beforeAll(async () => {
  useLocalCloudEnvironment();
  ({ sweepStaleTickets } = await import('./ticket-sweep.ts'));
  ({ getTicket } = await import('./data/matchmaking.ts'));
});

async function seeker(): Promise<Player & { balance: number }> {
  const account = await premiumAccount();
  const balance = await eventually(() => walletOf(account.uid), (coins) => coins >= RANDOM_ENTRY_FEE);
  return Object.assign(await Player.connect(account.token, account.uid), { balance });
}

const ticket = (category: string, profileId: string) => getTicket(category, 'fr', profileId);
const searchEnd = async (profileId: string, seekId: string) =>
  (await documentClient().send(new GetCommand({ TableName: cloud().tableName, Key: { pk: `PROFILE#${profileId}`, sk: `SEARCHEND#${seekId}` }, ConsistentRead: true }))).Item;

describe('the sweep of matchmaking tickets left behind', () => {
  it('closes a ticket not renewed for 6 s with its entry refunded once, and leaves a live search alone', async () => {
    const [vanished, alive] = await Promise.all([seeker(), seeker()]);
    const vanishedSeek = randomUUID();
    const aliveSeek = randomUUID();
    // Separate pools (geographie, sciences), so the two never match each other.
    const seekAlive = () => alive.send('battle_seek', { category: 'sciences', language: 'fr', seekId: aliveSeek });
    seekAlive();
    const renewals = setInterval(seekAlive, 2_000);
    try {
      vanished.send('battle_seek', { category: 'geographie', language: 'fr', seekId: vanishedSeek });
      await Promise.all([vanished.next(ofType('battle_seeking'), 0), alive.next(ofType('battle_seeking'), 0)]);
      expect(await walletOf(vanished.profileId)).toBe(vanished.balance - RANDOM_ENTRY_FEE);
      expect(await ticket('geographie', vanished.profileId)).toBeDefined();

      // Not yet 6 s without a renewal: the sweep leaves it.
      await sweepStaleTickets(Date.now());
      expect(await ticket('geographie', vanished.profileId)).toBeDefined();

      // The client went silent (its socket still open, as when API Gateway loses a `$disconnect`).
      await new Promise((resolve) => setTimeout(resolve, 6_500));
      // The local cloud's own every-minute sweep (the same code) may have got there first: either way one sweep closed
      // it, which the ticket, the wallet and the search's end below show; counting this call's closures could not.
      await sweepStaleTickets(Date.now());
      expect(await ticket('geographie', vanished.profileId)).toBeUndefined();
      expect(await walletOf(vanished.profileId)).toBe(vanished.balance);
      expect(await searchEnd(vanished.profileId, vanishedSeek)).toMatchObject({ closed: true });
      expect(await ticket('sciences', alive.profileId)).toMatchObject({ seekId: aliveSeek });
      expect(await walletOf(alive.profileId)).toBe(alive.balance - RANDOM_ENTRY_FEE);

      // A replayed sweep, and the lost `$disconnect` arriving after all, refund nothing more.
      await sweepStaleTickets(Date.now());
      vanished.close();
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(await walletOf(vanished.profileId)).toBe(vanished.balance);
    } finally {
      clearInterval(renewals);
      vanished.close();
      alive.send('battle_seek_cancel', { category: 'sciences', language: 'fr' });
      await alive.next(ofType('battle_seek_cancelled'), 0).finally(() => alive.close());
    }
  });

  it('refunds nothing twice when sweeps race each other and the player’s own cancel', async () => {
    const player = await seeker();
    player.send('battle_seek', { category: 'litterature', language: 'fr', seekId: randomUUID() });
    try {
      await player.next(ofType('battle_seeking'), 0);
      await new Promise((resolve) => setTimeout(resolve, 6_500));
      player.send('battle_seek_cancel', { category: 'litterature', language: 'fr' });
      await Promise.all(Array.from({ length: 10 }, () => sweepStaleTickets(Date.now())));
      await player.next(ofType('battle_seek_cancelled'), 0);
      expect(await ticket('litterature', player.profileId)).toBeUndefined();
      expect(await walletOf(player.profileId)).toBe(player.balance);
    } finally {
      player.close();
    }
  });
});
