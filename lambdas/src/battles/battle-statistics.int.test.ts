import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { eventCatalog } from '@plume/events';
import { battleStatisticsSchema } from '@plume/shared/battles';
import { eventually } from '#test/cloud-client';
import { call, localBus, subscriberAndStranger } from '#test/accounts';

/*
 * `get_battle_statistics` over what `battle.finished` recorded: totals, the record per opponent (by the name the
 * battle showed), the history a page at a time, and nothing for another family.
 */

async function finished(battle: { players: { profileId: string; uid: string; name: string; points: number }[]; kind?: 'friend' | 'random' | 'bot'; at: Date }) {
  const detail = {
    battleId: randomUUID(), kind: battle.kind ?? 'friend', category: 'grammaire', entryFee: 0, reason: 'completed', finishedAt: battle.at.toISOString(),
    players: battle.players.map((p) => ({ ...p, correct: p.points ? 1 : 0, left: false, isBot: false })),
  };
  await localBus().send(new PutEventsCommand({ Entries: [{ Source: 'plume', DetailType: eventCatalog.battleFinished.detailType, Detail: JSON.stringify(detail), EventBusName: 'plume' }] }));
}

describe('battle statistics', () => {
  it('counts wins, losses and draws, records each opponent by name, and pages the history newest first', async () => {
    const { token, profileId, other } = await subscriberAndStranger();
    const me = { profileId, uid: profileId, name: 'Léa' };
    const rival = { profileId: other.uid, uid: other.uid, name: 'Hugo' };
    const empty = await call('get_battle_statistics', token, { profileId });
    expect(empty.body!.data).toEqual({ totals: { wins: 0, losses: 0, draws: 0, oneToOneWins: 0, groupWins: 0, randomWinStreak: 0, botGames: 0 }, opponents: [], history: [] });

    // 22 battles: 12 won, 6 lost, 4 drawn, one a minute apart.
    const start = Date.now() - 60 * 60_000;
    const outcomes = [...Array(12).fill([900, 500]), ...Array(6).fill([500, 900]), ...Array(4).fill([700, 700])] as [number, number][];
    // Published at once, the way a busy profile's battles can end: the consumer retries its contended totals.
    await Promise.all(outcomes.map(([mine, theirs], i) => finished({ players: [{ ...me, points: mine }, { ...rival, points: theirs }], at: new Date(start + i * 60_000) })));
    // The totals, the opponent records and the history are three reads made at once, and a query sees another
    // battle's transaction as DynamoDB promises, read-committed item by item: a history line can land after the totals
    // that count it. So wait until both pages and both counts hold all 22.
    const bothPages = async (caller: string, profile: string) => {
      const first = await call('get_battle_statistics', caller, { profileId: profile });
      const cursor = first.body?.data?.nextCursor;
      return { first, second: cursor === undefined ? undefined : await call('get_battle_statistics', caller, { profileId: profile, cursor }) };
    };
    const counted = ({ first, second }: Awaited<ReturnType<typeof bothPages>>) => {
      const { totals, opponents, history } = battleStatisticsSchema.parse(first.body!.data);
      const games = (record: { wins: number; losses: number; draws: number }) => record.wins + record.losses + record.draws;
      return games(totals) === 22 && opponents.reduce((sum, record) => sum + games(record), 0) === 22 && history.length === 20
        && second?.body?.data.history.length === 2;
    };
    const { first, second } = await eventually(() => bothPages(token, profileId), counted, 150_000);
    // Exactly the contract, no stray attribute (the frontend parses it strictly).
    expect(battleStatisticsSchema.parse(first.body!.data).totals).toEqual({ wins: 12, losses: 6, draws: 4, oneToOneWins: 12, groupWins: 0, randomWinStreak: 0, botGames: 0 });
    expect(first.body!.data.opponents).toEqual([{ opponent: other.uid, name: 'Hugo', wins: 12, losses: 6, draws: 4 }]);
    expect(first.body!.data.history).toHaveLength(20);
    expect(first.body!.data.history[0]).toMatchObject({ result: 'draw', opponents: ['Hugo'], kind: 'friend' });
    const times = first.body!.data.history.map((line: { finishedAt: string }) => line.finishedAt);
    expect([...times].sort().reverse()).toEqual(times);

    expect(second!.body!.data.history.every((line: { result: string }) => line.result === 'win')).toBe(true);
    expect(second!.body!.data.nextCursor).toBeUndefined();
    const seen = [...first.body!.data.history, ...second!.body!.data.history].map((line: { battleId: string }) => line.battleId);
    expect(new Set(seen).size).toBe(22);

    // The rival's own record mirrors it.
    const theirs = await eventually(() => bothPages(other.token, other.uid), counted, 150_000);
    expect(theirs.first.body!.data.totals).toMatchObject({ wins: 6, losses: 12, draws: 4 });

    // Another family's profile: not found; a hostile cursor: refused by the schema.
    expect((await call('get_battle_statistics', other.token, { profileId })).status).toBe(404);
    expect((await call('get_battle_statistics', token, { profileId, cursor: 'PROFILE#x' })).status).toBe(400);
  });
});
