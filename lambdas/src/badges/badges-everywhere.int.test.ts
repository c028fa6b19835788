import { randomUUID } from 'node:crypto';
import { battleFinished, dictationCompleted, flashcardReviewed, publish, spellingCompleted } from '@plume/events';
import { ELITE_COINS, parisDay, previousDay, STREAK_DAYS } from '@plume/shared';
import type { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, eventsDelivered, localBus, premiumAccount } from '#test/accounts';
import { useLocalCloudEnvironment } from '#test/local-cloud-env';

/*
 * « Élite » and « Série » count every activity (docs/economy.md « Badges »): coins earned from any source, practice
 * days from any activity. Events go through the local bus and its consumers, awaited by draining it.
 */

/** The `days` Paris days ending today, oldest first. */
function lastDays(days: number): string[] {
  const out = [parisDay(Date.now())];
  while (out.length < days) out.unshift(previousDay(out[0]!));
  return out;
}
/** A moment of a Paris day (10:00 UTC is 11:00 or 12:00 in Paris, the same day). */
const during = (day: string) => `${day}T10:00:00.000Z`;

type Badge = { type: string; status: 'locked' | 'unlocked'; progress: { current: number; target: number } };
const badgesOf = async (token: string, profileId: string): Promise<Badge[]> => (await call('get_badges', token, { profileId })).body?.data.badges;
const badge = async (token: string, profileId: string, type: string) => (await badgesOf(token, profileId)).find((b) => b.type === type)!;
const unlocked = async (token: string, profileId: string) => (await badgesOf(token, profileId)).filter((b) => b.status === 'unlocked').map((b) => b.type).sort();

describe('badges that count every activity', () => {
  let earnings: typeof import('#wallet/data/earnings');
  let practice: typeof import('#statistics/data/practice');
  let wallet: typeof import('#wallet/data/wallet');
  beforeAll(async () => {
    useLocalCloudEnvironment();
    [earnings, practice, wallet] = await Promise.all([import('#wallet/data/earnings'), import('#statistics/data/practice'), import('#wallet/data/wallet')]);
  });

  it('Élite: dictation coins move its progress and unlock it past 5,000; a redelivered credit counts once; welcome coins do not count', async () => {
    // Prepare: a family whose holder has its welcome coins, then 4,995 dictation coins earned over past days (60 a day, the cap).
    const { token, uid } = await premiumAccount();
    await eventsDelivered();
    expect((await wallet.getWallet(uid)).balance).toBe(50);
    expect((await badge(token, uid, 'elite')).progress).toEqual({ current: 0, target: ELITE_COINS + 1 });
    const days = lastDays(85).slice(0, -1);
    for (const [n, day] of days.entries()) {
      const amount = n < 83 ? 60 : 15;
      const credited = await earnings.creditEarning({ uid, profileId: uid, source: 'dictation', amount, key: `dictation:${randomUUID()}`, earnedAt: during(day) });
      expect(credited.status).toBe('applied');
    }
    expect(await badge(token, uid, 'elite')).toEqual({ type: 'elite', status: 'locked', progress: { current: 4_995, target: ELITE_COINS + 1 } });

    // Act: a graded dictation worth 10 coins, delivered once, then again.
    const detail: z.infer<typeof dictationCompleted.schema> = {
      attemptId: randomUUID(), uid, profileId: uid, level: 'ce1', bareme: 'brevet',
      scores: { brevet: { score: 10, outOf: 10 }, concours: { faults: 0 }, simple: { errors: 0 } }, coins: 10, errors: [], completedAt: new Date().toISOString(),
    };
    await publish(localBus(), 'plume', dictationCompleted, detail);
    await eventsDelivered();
    const once = { lifetime: await earnings.getLifetimeEarned(uid), wallet: await wallet.getWallet(uid), unlocked: await unlocked(token, uid) };
    await Promise.all([publish(localBus(), 'plume', dictationCompleted, detail), publish(localBus(), 'plume', dictationCompleted, detail)]);
    await eventsDelivered();

    // Assess: 5,005 earned (not the 50 welcome coins), elite unlocked with one notification, nothing more on replay.
    expect(once.lifetime).toBe(5_005);
    expect(once.wallet.balance).toBe(50 + 5_005);
    expect(once.unlocked).toContain('elite');
    expect(await earnings.getLifetimeEarned(uid)).toBe(5_005);
    expect(await wallet.getWallet(uid)).toEqual(once.wallet);
    expect(await unlocked(token, uid)).toEqual(once.unlocked);
    const notifications = (await call('get_notifications', token, { profileId: uid })).body?.data.items as { id: string }[];
    expect(notifications.filter((n) => n.id === 'badge-elite')).toHaveLength(1);
  });

  it('Série: dictations and spelling sessions on 30 days in a row extend the practice streak and unlock it; a redelivered event extends nothing', async () => {
    // Prepare: a family that never played a quiz game.
    const { token, uid } = await premiumAccount();
    const days = lastDays(STREAK_DAYS);
    const practiceOn = (day: string, n: number) => (n % 2 === 0
      ? publish(localBus(), 'plume', dictationCompleted, {
        attemptId: `practice-${day}`, uid, profileId: uid, level: 'ce1', bareme: 'brevet',
        scores: { brevet: { score: 0, outOf: 10 }, concours: { faults: 12 }, simple: { errors: 12 } }, coins: 0, errors: [], completedAt: during(day),
      })
      : publish(localBus(), 'plume', spellingCompleted, { sessionId: `practice-${day}`, uid, profileId: uid, words: 10, correctFirstTime: 0, coins: 0, mistakes: [], completedAt: during(day) }));

    // Act: three days, then the third day's and the second day's events again.
    for (const [n, day] of days.slice(0, 3).entries()) {
      await practiceOn(day, n);
      await eventsDelivered();
    }
    await practiceOn(days[2]!, 2);
    await practiceOn(days[1]!, 1);
    await eventsDelivered();
    // Assess: three days, not four or five.
    expect(await practice.getPracticeStreak(uid)).toEqual({ current: 3, best: 3, lastDay: days[2] });

    // Act: the other 27 days, up to today, then today's event twice more.
    for (const [n, day] of days.entries()) {
      if (n < 3) continue;
      await practiceOn(day, n);
      await eventsDelivered();
    }
    await Promise.all([practiceOn(days.at(-1)!, STREAK_DAYS - 1), practiceOn(days.at(-1)!, STREAK_DAYS - 1)]);
    await eventsDelivered();

    // Assess: 30 days, « Série » unlocked (and nothing a quiz would give), the statistics say the same.
    expect(await practice.getPracticeStreak(uid)).toEqual({ current: STREAK_DAYS, best: STREAK_DAYS, lastDay: days.at(-1) });
    expect(await unlocked(token, uid)).toEqual(['streak']);
    const statistics = (await call('get_statistics', token, { profileId: uid })).body?.data;
    expect(statistics).toMatchObject({ games: 0, playStreak: { current: STREAK_DAYS, best: STREAK_DAYS }, dailyStreak: { current: 0, best: 0 } });
  });

  it('a flashcard review and a battle against the bot are practice days too', async () => {
    // Prepare
    const { token, uid } = await premiumAccount();
    const [yesterday, today] = lastDays(2) as [string, string];
    // Act: a review yesterday, a bot battle today.
    await publish(localBus(), 'plume', flashcardReviewed, {
      uid, profileId: uid, deckId: 'mes-erreurs', cardId: randomUUID(), reviewId: randomUUID(), rating: 3, stateBefore: 0, reviewedAt: during(yesterday),
    });
    await eventsDelivered();
    await publish(localBus(), 'plume', battleFinished, {
      battleId: randomUUID(), kind: 'bot', category: 'grammaire', entryFee: 0, reason: 'completed', finishedAt: during(today),
      players: [{ profileId: uid, uid, correct: 4, points: 400, left: false, isBot: false }, { profileId: `bot-${randomUUID()}`, uid: '', correct: 2, points: 200, left: false, isBot: true }],
    });
    await eventsDelivered();
    // Assess
    expect(await practice.getPracticeStreak(uid)).toEqual({ current: 2, best: 2, lastDay: today });
    expect((await call('get_statistics', token, { profileId: uid })).body?.data.playStreak).toEqual({ current: 2, best: 2 });
  });

  it('a crossword check is a practice day, counted once however many checks', async () => {
    // Prepare: a family that never practised, with a grid.
    const { token, uid } = await premiumAccount();
    const puzzle = (await call('start_crossword', token, { profileId: uid, level: 'facile' })).body?.data as { puzzleId: string; size: number };
    const empty = '.'.repeat(puzzle.size * puzzle.size);
    // Act: three checks of the empty grid.
    for (let n = 0; n < 3; n++) expect((await call('check_crossword', token, { profileId: uid, puzzleId: puzzle.puzzleId, scope: 'grid', entries: empty })).status).toBe(200);
    // Assess
    expect(await practice.getPracticeStreak(uid)).toEqual({ current: 1, best: 1, lastDay: parisDay(Date.now()) });
    expect((await badge(token, uid, 'streak')).progress).toEqual({ current: 1, target: STREAK_DAYS });
  });

  it('ten parallel credits (each delivered twice) count exactly what the ledger paid', async () => {
    // Prepare
    const uid = randomUUID();
    const keys = Array.from({ length: 10 }, (_, n) => `crossword:${uid}-${n}`);
    const earnedAt = new Date().toISOString();
    // Act
    const results = await Promise.all([...keys, ...keys].map((key) => earnings.creditEarning({ uid, profileId: uid, source: 'crossword', amount: 5, key, earnedAt })));
    // Assess
    expect(results.filter((r) => r.status === 'applied')).toHaveLength(10);
    expect(results.filter((r) => r.status !== 'applied').every((r) => r.status === 'duplicate')).toBe(true);
    expect(await earnings.getLifetimeEarned(uid)).toBe(50);
    expect(await wallet.getWallet(uid)).toMatchObject({ balance: 50, sequence: 10 });
  });

  it('a battle counts the winnings beyond the winner\'s own entry, once; a refund counts nothing', async () => {
    // Prepare: a won duel and a drawn one, each with a 10-coin entry (the entries were held on join).
    const { handler } = await import('#wallet/handlers/settle-battle-coins');
    const [winner, loser, drawn] = [randomUUID(), randomUUID(), randomUUID()];
    const envelope = (players: z.infer<typeof battleFinished.schema>['players']) => ({
      version: '0', id: randomUUID(), 'detail-type': battleFinished.detailType, source: 'plume', account: '000000000000', time: new Date().toISOString(), region: 'eu-west-3', resources: [],
      detail: { battleId: randomUUID(), kind: 'friend', category: 'grammaire', entryFee: 10, reason: 'completed', players, finishedAt: new Date().toISOString() },
    });
    const duel = envelope([
      { profileId: winner, uid: randomUUID(), correct: 5, points: 500, left: false, isBot: false },
      { profileId: loser, uid: randomUUID(), correct: 2, points: 200, left: false, isBot: false },
    ]);
    const draw = envelope([
      { profileId: drawn, uid: randomUUID(), correct: 3, points: 300, left: false, isBot: false },
      { profileId: randomUUID(), uid: randomUUID(), correct: 3, points: 300, left: false, isBot: false },
    ]);
    // Act: each delivered twice.
    for (const event of [duel, duel, draw, draw]) await handler(event);
    // Assess
    expect(await wallet.getWallet(winner)).toMatchObject({ balance: 20 });
    expect(await earnings.getLifetimeEarned(winner)).toBe(10);
    expect(await earnings.getLifetimeEarned(loser)).toBe(0);
    expect(await wallet.getWallet(drawn)).toMatchObject({ balance: 10 });
    expect(await earnings.getLifetimeEarned(drawn)).toBe(0);
  });
});
