import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { LedgerEntry } from './data/wallet.ts';
import { publish, quizCompleted } from '@plume/events';
import { coinOriginOf, coinSources, dailyCoinCaps, parisDay, type AdminQuestion, type CoinSource } from '@plume/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentPack } from '#content';
import { cloud, documentClient, signedInUser } from '#test/cloud-client';
import { useLocalCloudEnvironment } from '#test/local-cloud-env';
import { call, eventsDelivered, localBus, payFirstPeriod, premiumAccount } from '#test/accounts';
import { ofType, Player } from '#test/battle-player';
import { eventRules, httpRoutes, schedules, webSocketRoutes } from '../routes.ts';

/*
 * The farming test (docs/economy.md « Farming »). For every coin source of the inventory (`coinSources`,
 * shared/src/economy.ts), one family scripts the cheapest loop it can — create and delete profiles, replay, check
 * instead of solve, refer itself, play its own profiles and linked accounts, fill a contest's podium — for many
 * rounds, and the coins it mints stay within the bound the inventory documents. `loops` is a record over
 * `CoinSource`: a new source without a loop does not type-check, and the last test fails on any ledger reason the
 * inventory cannot place. The consumers' work is awaited by draining the local bus (`eventsDelivered`), never by a
 * pause, so the verdict does not depend on the machine's speed.
 */

interface Outcome { rounds: number; minted: number; bound: number }
interface FarmingLoop { tried: string; run: () => Promise<Outcome> }

async function ledgerOf(profileId: string): Promise<LedgerEntry[]> {
  const { ledgerPages } = await import('./data/wallet.ts');
  const entries: LedgerEntry[] = [];
  for await (const page of ledgerPages(profileId)) entries.push(...page);
  return entries;
}
/** What the family's wallets received from a source (a battle counts every battle movement, signed: what the family won net). */
async function mintedFrom(source: CoinSource, profileIds: readonly string[]): Promise<number> {
  let minted = 0;
  for (const profileId of profileIds) {
    for (const entry of await ledgerOf(profileId)) {
      if (source === 'battle' ? entry.reason.startsWith('battle_') : entry.amount > 0 && coinOriginOf(entry) === source) minted += entry.amount;
    }
  }
  return minted;
}
/** The Paris days a loop ran over: a daily cap holds per day, and a loop may straddle midnight. */
const parisDaysSince = (startedAt: number) => new Set([parisDay(startedAt), parisDay(Date.now())]).size;
const profileOf = async (token: string, name: string, ageBand = 'adulte') => (await call('create_profile', token, { name, avatar: 'renard', ageBand })).body?.data.id as string;

const subcategory = `ferme-${randomUUID().slice(0, 8)}`;
/** Questions whose right option the family knows (« juste … »): the worst case, a family that learned the bank. */
const fixture: AdminQuestion[] = Array.from({ length: 10 }, (_, n) => ({
  id: `${subcategory}-1-${n}`, subcategory, level: 1, difficulty: 'facile' as const, question: `Ferme, question ${n} ?`,
  options: [`juste ${n}`, `faux a ${n}`, `faux b ${n}`, `faux c ${n}`] as [string, string, string, string], answer: 0, explanation: `Parce que ${n}.`, language: 'fr' as const,
}));

/** A perfect game of the fixture through the API, as the family plays it. */
async function playPerfectQuiz(token: string, profileId: string, mode: 'quiz-zone' | 'contest' = 'quiz-zone', contestId?: string): Promise<void> {
  const start = mode === 'contest' ? { profileId, mode, contestId } : { profileId, mode, category: 'grammaire', subcategory, level: 1 };
  const started = await call('start_quiz', token, start);
  expect(started.status).toBe(201);
  const { gameId, total } = started.body!.data as { gameId: string; total: number };
  for (let index = 0; index < total; index++) {
    const question = (await call('next_question', token, { gameId, index })).body?.data.question;
    await call('answer_quiz', token, { gameId, index, choice: (question.options as string[]).findIndex((option) => option.startsWith('juste')) });
  }
}

/** A spelling session on a parent's list, every word right the first time (the parent wrote the list). */
async function playPerfectList(token: string, profileId: string, listId: string): Promise<void> {
  const session = (await call('start_spelling', token, { profileId, source: { kind: 'list', listId } })).body?.data;
  const { Items } = await documentClient().send(new QueryCommand({ TableName: cloud().tableName, KeyConditionExpression: 'pk = :pk AND sk = :sk', ExpressionAttributeValues: { ':pk': `PROFILE#${profileId}`, ':sk': `SPELLING#${session.sessionId}` } }));
  const stored = Items![0] as { words: { word: string }[]; items: Record<string, { word: number }> };
  let next = session.next as { itemId: string } | null;
  while (next) {
    const word = stored.words[stored.items[next.itemId]!.word]!.word;
    next = (await call('answer_spelling', token, { profileId, sessionId: session.sessionId, itemId: next.itemId, answer: word })).body?.data.next;
  }
  expect((await call('finish_spelling', token, { profileId, sessionId: session.sessionId })).status).toBe(200);
}

/** A friend room between two of the family's seats, entry held, started, then left by the guest: a forfeit. */
async function forfeitedRoom(owner: { token: string; profileId: string }, guest: { token: string; profileId: string }, entryFee: number): Promise<Record<string, unknown>> {
  const [host, visitor] = await Promise.all([Player.connect(owner.token, owner.profileId), Player.connect(guest.token, guest.profileId)]);
  try {
    host.send('battle_create', { category: 'grammaire', entryFee });
    const room = await host.next(ofType('battle_room'));
    visitor.send('battle_join', { code: room.code });
    await host.next(ofType('battle_room', (frame) => frame.players.length === 2));
    host.send('battle_start', { battleId: room.battleId });
    await visitor.next(ofType('battle_question'));
    visitor.send('battle_leave', { battleId: room.battleId });
    return await host.next(ofType('battle_finished'));
  } finally {
    host.close();
    visitor.close();
  }
}

describe('coin farming: one family, the cheapest loop per source, within the inventory', () => {
  let family: { token: string; uid: string; email: string };
  const profiles: Record<string, string> = {};
  /** Every wallet the family owns or controls (its profiles, its second accounts), for the provenance check. */
  const wallets = new Set<string>();
  const table: (Outcome & { source: CoinSource; tried: string })[] = [];
  /** The second address the family referred (premium once it paid), for the linked-accounts battle. */
  let referred: { token: string; profileId: string } | undefined;

  beforeAll(async () => {
    useLocalCloudEnvironment();
    const { saveQuestions } = await import('#questions/data/catalog');
    await saveQuestions('grammaire', fixture, 'test');
    family = await premiumAccount();
    wallets.add(family.uid);
    for (const name of ['Ana', 'Bea', 'Cyd', 'Dan']) {
      profiles[name] = await profileOf(family.token, name);
      wallets.add(profiles[name]!);
    }
    await eventsDelivered();
  });
  afterAll(() => {
    console.info(`\n| source | loop tried | rounds | coins minted | bound |\n|---|---|---|---|---|\n${table.map((row) => `| ${row.source} | ${row.tried} | ${row.rounds} | ${row.minted} | ${row.bound} |`).join('\n')}\n`);
  });

  const loops: Record<CoinSource, FarmingLoop> = {
    welcome: {
      tried: 'add a profile, delete it, add another (the welcome per profile was the churn exploit)',
      run: async () => {
        const before = await mintedFrom('welcome', [family.uid]);
        const rounds = 6;
        for (let round = 0; round < rounds; round++) {
          const profileId = await profileOf(family.token, `Churn ${round}`);
          await eventsDelivered();
          expect(await mintedFrom('welcome', [profileId])).toBe(0);
          expect((await call('delete_profile', family.token, { profileId })).status).toBe(200);
        }
        await eventsDelivered();
        // The holder's own welcome, once, was before the loop: the loop mints nothing.
        expect(before).toBe(50);
        return { rounds, minted: (await mintedFrom('welcome', [family.uid])) - before, bound: 0 };
      },
    },
    quiz: {
      tried: 'perfect games on a learned bank: 16 played on one profile, then 40 more announced for two others',
      run: async () => {
        const startedAt = Date.now();
        for (let game = 0; game < 16; game++) await playPerfectQuiz(family.token, profiles.Ana!);
        await eventsDelivered();
        const ana = await mintedFrom('quiz', [profiles.Ana!]);
        const cap = dailyCoinCaps.quiz!;
        expect(ana).toBeLessThanOrEqual(cap.profile * parisDaysSince(startedAt));
        // The account cap: the server's own announcement of 20 more perfect games on each of two other profiles.
        const completedAt = new Date().toISOString();
        await Promise.all(['Bea', 'Cyd'].flatMap((name) => Array.from({ length: 20 }, () => publish(localBus(), 'plume', quizCompleted, {
          gameId: randomUUID(), uid: family.uid, profileId: profiles[name]!, mode: 'quiz-zone', correct: 10, incorrect: 0, total: 10, points: 150, coins: 10, lifelinesUsed: 0,
          averageMs: 2_000, byCategory: [], completedAt,
        }))));
        await eventsDelivered();
        const minted = await mintedFrom('quiz', [profiles.Ana!, profiles.Bea!, profiles.Cyd!]);
        const days = parisDaysSince(startedAt);
        // Not only capped: a family that plays this much reaches its whole cap.
        if (days === 1) expect(minted).toBe(cap.account);
        return { rounds: 56, minted, bound: cap.account * days };
      },
    },
    dictation: {
      tried: 'the same passage typed perfectly again and again (from the first correction)',
      run: async () => {
        const passage = contentPack.dictations.find((p) => p.level === 'ce1')!;
        const rounds = 5;
        for (let round = 0; round < rounds; round++) {
          const session = (await call('start_dictation', family.token, { profileId: profiles.Dan!, passageId: passage.id })).body?.data;
          expect((await call('submit_dictation', family.token, { profileId: profiles.Dan!, attemptId: session.attemptId, answer: passage.text })).status).toBe(200);
        }
        await eventsDelivered();
        // A perfect copy earns its brevet mark, 10: all the attempts together pay it once.
        return { rounds, minted: await mintedFrom('dictation', [profiles.Dan!]), bound: 10 };
      },
    },
    spelling: {
      tried: 'a parent’s list of easy words replayed, then a new list every round',
      run: async () => {
        const startedAt = Date.now();
        const words = ['chat', 'rat', 'lit', 'mur', 'sol', 'bol', 'sac', 'vélo', 'lune', 'ami'].map((word) => ({ word }));
        const list = (await call('save_spelling_list', family.token, { profileId: family.uid, name: 'Facile', words })).body?.data;
        for (let round = 0; round < 4; round++) await playPerfectList(family.token, family.uid, list.listId);
        await eventsDelivered();
        // A list pays at most what its best session earns, one coin a word.
        expect(await mintedFrom('spelling', [family.uid])).toBeLessThanOrEqual(words.length);
        for (let round = 0; round < 6; round++) {
          const fresh = (await call('save_spelling_list', family.token, { profileId: family.uid, name: `Encore ${round}`, words })).body?.data;
          await playPerfectList(family.token, family.uid, fresh.listId);
          await call('delete_spelling_list', family.token, { profileId: family.uid, listId: fresh.listId });
        }
        await eventsDelivered();
        return { rounds: 10, minted: await mintedFrom('spelling', [family.uid]), bound: dailyCoinCaps.spelling!.profile * parisDaysSince(startedAt) };
      },
    },
    crossword: {
      tried: 'the grid check as an oracle: each of the 26 letters in every open cell, then the found grid',
      run: async () => {
        const rounds = 2;
        for (let round = 0; round < rounds; round++) {
          const puzzle = (await call('start_crossword', family.token, { profileId: profiles.Bea!, level: 'difficile' })).body?.data as { puzzleId: string; size: number; layout: string };
          const check = (entries: string) => call('check_crossword', family.token, { profileId: profiles.Bea!, puzzleId: puzzle.puzzleId, scope: 'grid', entries });
          const found = Array<string>(puzzle.size * puzzle.size).fill('.');
          for (const letter of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
            const checked = (await check(Array.from(puzzle.layout, (kind) => (kind === '.' ? letter : '.')).join(''))).body?.data as { right: number[] };
            for (const cell of checked.right) found[cell] = letter;
          }
          expect((await check(found.join(''))).body?.data).toMatchObject({ solved: true, reward: 0 });
        }
        await eventsDelivered();
        return { rounds, minted: await mintedFrom('crossword', [profiles.Bea!]), bound: 0 };
      },
    },
    referral: {
      tried: 'two second addresses refer each other and the family in a loop; then one of them pays a month',
      run: async () => {
        const [second, third] = await Promise.all([signedInUser(), signedInUser()]);
        const uidOf = async (token: string) => (await call('get_user', token)).body?.data.uid as string;
        const [secondUid, thirdUid] = await Promise.all([uidOf(second.idToken), uidOf(third.idToken)]);
        [secondUid, thirdUid].forEach((uid) => wallets.add(uid));
        const codeOf = async (token: string) => (await call('get_referral', token)).body?.data.code as string;
        const familyCode = await codeOf(family.token);
        // get_referral is premium: the second addresses' codes, as the refer page would make them.
        const { ensureReferralCode } = await import('#referrals/data/referrals');
        const [secondCode, thirdCode] = await Promise.all([ensureReferralCode(secondUid), ensureReferralCode(thirdUid)]);
        expect((await call('claim_referral', second.idToken, { code: familyCode })).status).toBe(200);
        expect(await call('claim_referral', family.token, { code: secondCode.code })).toMatchObject({ status: 409, body: { code: 'referral_cycle' } });
        expect((await call('claim_referral', third.idToken, { code: secondCode.code })).status).toBe(200);
        expect(await call('claim_referral', family.token, { code: thirdCode.code })).toMatchObject({ status: 409, body: { code: 'referral_cycle' } });
        await eventsDelivered();
        const accounts = [family.uid, secondUid, thirdUid];
        // Nobody paid: nothing is minted.
        expect(await mintedFrom('referral', accounts)).toBe(0);
        // The second address pays a month (7,99 €): both sides of its referral are paid once (0,10 € of coins).
        await payFirstPeriod(secondUid);
        await payFirstPeriod(secondUid);
        referred = { token: second.idToken, profileId: secondUid };
        await eventsDelivered();
        return { rounds: 4, minted: await mintedFrom('referral', accounts), bound: 2 * 50 };
      },
    },
    battle: {
      tried: 'the holder and a profile, then the holder and a referred account, in rooms with an entry, the guest forfeiting',
      run: async () => {
        const holder = { token: family.token, profileId: family.uid };
        const before = await mintedFrom('battle', [...wallets]);
        const rounds = 3;
        for (let round = 0; round < rounds; round++) {
          const result = await forfeitedRoom(holder, { token: family.token, profileId: profiles.Ana! }, 20);
          expect(result.familyGame).toBe(true);
        }
        // The account the family referred a moment ago plays it for nothing too.
        expect((await forfeitedRoom(holder, referred!, 20)).familyGame).toBe(true);
        await eventsDelivered();
        const badges = (await call('get_badges', family.token, { profileId: family.uid })).body?.data.badges as { type: string; status: string }[];
        expect(badges.find((badge) => badge.type === 'combat_winner')?.status).not.toBe('unlocked');
        return { rounds: rounds + 1, minted: (await mintedFrom('battle', [...wallets])) - before, bound: 0 };
      },
    },
    contest: {
      tried: 'four profiles of the family enter a contest and play it perfectly',
      run: async () => {
        const admin = (await signedInUser({ groups: ['admin'] })).idToken;
        const contest = (await call('admin/save_contest', admin, {
          title: `Concours de la ferme ${randomUUID().slice(0, 6)}`, description: 'Dix questions.', language: 'fr', source: { kind: 'questions', questionIds: fixture.map((q) => q.id) },
          startsAt: new Date(Date.now() - 1_000).toISOString(), endsAt: new Date(Date.now() + 10 * 60_000).toISOString(), entryFee: 0, prizes: [300, 200, 100],
        })).body?.data.contest;
        const players = [family.uid, profiles.Ana!, profiles.Bea!, profiles.Cyd!];
        for (const profileId of players) {
          expect((await call('join_contest', family.token, { profileId, contestId: contest.id })).status).toBe(201);
          await playPerfectQuiz(family.token, profileId, 'contest', contest.id);
        }
        const { settleContest } = await import('#contests/settle-contests');
        expect(await settleContest(contest.id, new Date(Date.now() + 3_600_000).toISOString())).toBe(true);
        await eventsDelivered();
        // One prize per family: the first, alone on the podium, whatever its other profiles did.
        return { rounds: players.length, minted: await mintedFrom('contest', players), bound: 300 };
      },
    },
    demo: {
      tried: 'the demo seed run again (it has no route: only the local cloud calls it at start)',
      run: async () => {
        const reachable = [...httpRoutes.map((r) => r.handler), ...webSocketRoutes.map((r) => r.handler), ...eventRules.map((r) => r.consumer), ...schedules.map((s) => s.handler)];
        expect(reachable.filter((handler) => handler.startsWith('deploy/'))).toEqual([]);
        const { handler } = await import('#deploy/handlers/seed-demo-accounts');
        const seed = { accounts: [{ sub: family.uid, email: family.email, name: 'Famille', subscribed: true, family: [], coins: 500 }] };
        const rounds = 3;
        for (let round = 0; round < rounds; round++) await handler(seed);
        return { rounds, minted: await mintedFrom('demo', [family.uid]), bound: 500 };
      },
    },
  };

  it('has a loop for every source of the inventory', () => {
    expect(Object.keys(loops).sort()).toEqual([...coinSources].sort());
  });

  for (const source of coinSources) {
    it(`${source}: the cheapest loop mints no more than its bound`, async () => {
      const outcome = await loops[source].run();
      table.push({ source, tried: loops[source].tried, ...outcome });
      expect(outcome.minted).toBeLessThanOrEqual(outcome.bound);
    });
  }

  it('every coin that reached the family has a source in the inventory', async () => {
    const unplaced = (await Promise.all([...wallets].map(ledgerOf))).flat().filter((entry) => coinOriginOf(entry) === undefined);
    expect(unplaced.map((entry) => entry.reason)).toEqual([]);
  });
});
