import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminQuestion } from '@plume/shared';
import { eventually, signedInUser } from '#test/cloud-client';
import { useLocalCloudEnvironment } from '#test/local-cloud-env';
import { call, grantCoins, premiumAccount, scanTable } from '#test/accounts';

const subcategory = `concours-${randomUUID().slice(0, 8)}`;
/** Option texts are unique: the test knows the right one (« juste … »), the server never tells before the answer. */
const fixture: AdminQuestion[] = Array.from({ length: 4 }, (_, n) => ({
  id: `${subcategory}-${n}`, subcategory, level: 1, difficulty: 'facile' as const, question: `Question de concours ${n} ?`,
  options: [`juste ${n}`, `faux a ${n}`, `faux b ${n}`, `faux c ${n}`] as [string, string, string, string],
  answer: 0, explanation: `Explication ${n}`, language: 'fr' as const,
}));
const questionIds = fixture.map((q) => q.id);

const ledger = async (profileId: string, reason: string) =>
  (await scanTable()).filter((item) => item.pk === `WALLET#${profileId}` && String(item.sk).startsWith('LEDGER#') && item.reason === reason);
const balance = async (token: string, profileId: string) => (await call('list_contests', token, { profileId })).body?.data.balance as number;

const contestBody = (overrides: Record<string, unknown> = {}) => ({
  title: `Concours d'essai ${randomUUID().slice(0, 6)}`, description: 'Quatre questions, un seul essai.', language: 'fr',
  source: { kind: 'questions', questionIds }, startsAt: new Date(Date.now() - 1_000).toISOString(), endsAt: new Date(Date.now() + 10 * 60_000).toISOString(),
  entryFee: 30, prizes: [100, 50, 21], ...overrides,
});

/** Plays a whole contest game, every answer right; returns the game's id. */
async function playContest(token: string, profileId: string, contestId: string): Promise<string> {
  const started = await call('start_quiz', token, { profileId, mode: 'contest', contestId });
  expect(started).toMatchObject({ status: 201, body: { data: { mode: 'contest', total: fixture.length, timer: 'game', lifelines: [] } } });
  const gameId = started.body?.data.gameId as string;
  for (let index = 0; index < fixture.length; index++) {
    const served = (await call('next_question', token, { gameId, index })).body?.data.question;
    expect(JSON.stringify(served)).not.toMatch(/"(answer|correctIndex|explanation)":/);
    const right = (served.options as string[]).findIndex((option) => option.startsWith('juste'));
    expect((await call('answer_quiz', token, { gameId, index, choice: right })).body?.data.correct).toBe(true);
  }
  return gameId;
}

describe('contests', () => {
  let admin: string;
  let family: { token: string; uid: string };
  let stranger: { token: string; uid: string };

  beforeAll(async () => {
    useLocalCloudEnvironment();
    const { saveQuestions } = await import('#questions/data/catalog');
    await saveQuestions('orthographe', fixture, 'test');
    [family, stranger] = await Promise.all([premiumAccount(), premiumAccount()]);
    admin = (await signedInUser({ groups: ['admin'] })).idToken;
    await Promise.all([grantCoins(family.uid, 1_000), grantCoins(stranger.uid, 1_000)]);
  });

  it('lets only an admin create a contest, validated (end after start, prizes ≥ 0, known questions)', async () => {
    expect((await call('admin/save_contest', family.token, contestBody())).status).toBe(403);
    const backwards = await call('admin/save_contest', admin, contestBody({ endsAt: new Date(Date.now() - 60_000).toISOString(), startsAt: new Date().toISOString() }));
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.body)).toContain('La fin du concours doit suivre son début.');
    expect((await call('admin/save_contest', admin, contestBody({ prizes: [10, -1] }))).status).toBe(400);
    expect(await call('admin/save_contest', admin, contestBody({ source: { kind: 'questions', questionIds: ['nope-1', 'nope-2', 'nope-3'] } })))
      .toMatchObject({ status: 400, body: { code: 'contest_questions_not_found' } });
    const created = await call('admin/save_contest', admin, contestBody({ source: { kind: 'categories', categories: ['orthographe'], count: 5 } }));
    expect(created).toMatchObject({ status: 201, body: { data: { contest: { questions: 5, status: 'open', phase: 'live', entries: 0 } } } });
    // Started: no more edits.
    expect(await call('admin/save_contest', admin, { ...contestBody(), contestId: created.body?.data.contest.id }))
      .toMatchObject({ status: 409, body: { code: 'contest_started_no_edit' } });
  });

  it('takes one fee for ten joins at once, lets the profile play once, and ranks it', async () => {
    const contest = (await call('admin/save_contest', admin, contestBody())).body?.data.contest;
    const before = await balance(family.token, family.uid);
    const joins = await Promise.all(Array.from({ length: 10 }, () => call('join_contest', family.token, { profileId: family.uid, contestId: contest.id })));
    expect(joins.map((j) => j.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(await balance(family.token, family.uid)).toBe(before - 30);
    expect((await ledger(family.uid, 'contest:entry')).filter((e) => e.idempotencyKey === `contest-entry:${contest.id}`)).toHaveLength(1);

    // Not entered: no game. Another family's profile: 404.
    expect(await call('start_quiz', stranger.token, { profileId: stranger.uid, mode: 'contest', contestId: contest.id })).toMatchObject({ status: 403, body: { code: 'contest_entry_required' } });
    expect((await call('join_contest', stranger.token, { profileId: family.uid, contestId: contest.id })).status).toBe(404);
    expect((await call('get_contest_leaderboard', stranger.token, { profileId: family.uid, contestId: contest.id })).status).toBe(404);
    expect((await call('get_contest_leaderboard', family.token, { profileId: family.uid, contestId: 'no-such-contest' })).status).toBe(404);

    const gameId = await playContest(family.token, family.uid, contest.id);
    expect((await call('next_question', stranger.token, { gameId, index: 0 })).status).toBe(404);
    // Once only, even ten times at once.
    const again = await Promise.all(Array.from({ length: 10 }, () => call('start_quiz', family.token, { profileId: family.uid, mode: 'contest', contestId: contest.id })));
    expect(again.every((r) => r.status === 409 && r.body?.code === 'contest_already_played')).toBe(true);

    const board = (await call('get_contest_leaderboard', family.token, { profileId: family.uid, contestId: contest.id })).body?.data;
    expect(board.rows).toHaveLength(1);
    expect(board.mine).toMatchObject({ rank: 1, correct: 4, prize: 100, mine: true });
    expect(board.mine.score).toBeGreaterThan(0);
    expect(JSON.stringify(board)).not.toContain(family.uid);
    const lists = (await call('list_contests', family.token, { profileId: family.uid })).body?.data;
    expect(lists.live.find((c: { id: string }) => c.id === contest.id)).toMatchObject({ joined: true, played: true });
    const entries = (await call('admin/list_contest_entries', admin, { contestId: contest.id })).body?.data;
    expect(entries.entries).toEqual([expect.objectContaining({ played: true, rank: 1, fee: 30 })]);
    // No coins per answer: a contest pays prizes only.
    expect(await ledger(family.uid, 'quiz:contest')).toHaveLength(0);
  });

  it('refuses joining and playing once the contest has ended', async () => {
    const contest = (await call('admin/save_contest', admin, contestBody({ endsAt: new Date(Date.now() + 2_500).toISOString() }))).body?.data.contest;
    expect((await call('join_contest', family.token, { profileId: family.uid, contestId: contest.id })).status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, Date.parse(contest.endsAt) - Date.now() + 100));
    expect(await call('start_quiz', family.token, { profileId: family.uid, mode: 'contest', contestId: contest.id })).toMatchObject({ status: 409, body: { code: 'contest_closed' } });
    expect(await call('join_contest', stranger.token, { profileId: stranger.uid, contestId: contest.id })).toMatchObject({ status: 409, body: { code: 'contest_closed' } });
    const lists = (await call('list_contests', family.token, { profileId: family.uid })).body?.data;
    expect(lists.past.map((c: { id: string }) => c.id)).toContain(contest.id);
  });

  it('settles once: tied players share the prizes of the ranks they cover, a replay pays nothing more', async () => {
    const { settleContest } = await import('./settle-contests.ts');
    const { recordResult } = await import('./data/contests.ts');
    const contest = (await call('admin/save_contest', admin, contestBody({ prizes: [100, 50, 21, 7] }))).body?.data.contest;
    // Three families tie (same score, same time), a fourth comes last (one family's profiles would share one prize).
    const players = [family, stranger, ...(await Promise.all([premiumAccount(), premiumAccount()]))];
    const profiles = players.map((player) => player.uid);
    for (const [i, profileId] of profiles.entries()) {
      const last = i === 3;
      expect(await recordResult({
        contestId: contest.id, profileId, uid: profileId, publicId: `pub-${i}-${contest.id.slice(0, 6)}`, name: `Joueur ${i}`, avatar: 'hibou', hidden: false,
        score: last ? 10 : 300, correct: 4, total: 4, durationMs: 4_000, finishedAt: new Date().toISOString(), gameId: `game-${i}`,
      })).toBe(true);
    }
    const board = (await call('get_contest_leaderboard', family.token, { profileId: family.uid, contestId: contest.id })).body?.data;
    expect(board.rows.map((r: { rank: number; prize: number; tied: boolean }) => [r.rank, r.prize, r.tied])).toEqual([[1, 57, true], [1, 57, true], [1, 57, true], [4, 7, false]]);

    const cutoff = new Date(Date.now() + 3_600_000).toISOString();
    const runs = await Promise.all([settleContest(contest.id, cutoff), settleContest(contest.id, cutoff)]);
    expect(runs.filter(Boolean).length).toBeGreaterThanOrEqual(1);
    expect(await settleContest(contest.id, cutoff)).toBe(false);
    const paid = await Promise.all(profiles.map((profileId) => ledger(profileId, 'contest:prize')));
    expect(paid.map((entries) => entries.filter((e) => e.idempotencyKey === `contest-prize:${contest.id}`).map((e) => e.amount))).toEqual([[57], [57], [57], [7]]);
    // Closed: a late result is not recorded, and the contest shows settled.
    expect(await recordResult({
      contestId: contest.id, profileId: 'late', uid: family.uid, publicId: 'late', name: 'Tard', avatar: 'hibou', hidden: false, score: 999, correct: 4, total: 4, durationMs: 1,
      finishedAt: new Date().toISOString(), gameId: 'late',
    })).toBe(false);
    const settled = (await call('admin/list_contests', admin, {})).body?.data.items.find((c: { id: string }) => c.id === contest.id);
    expect(settled).toMatchObject({ status: 'settled' });
    // contest.settled → a notification per winner and « most wanted winner » for the first places, once.
    const feed = await eventually(async () => (await call('get_notifications', stranger.token, { profileId: profiles[1] })).body?.data, (data) => data?.items.some((n: { type: string }) => n.type === 'contest'));
    expect(feed.items.filter((n: { type: string }) => n.type === 'contest')).toEqual([expect.objectContaining({ title: 'Résultats du concours', body: expect.stringContaining('1ʳᵉ place, 57 pièces gagnées') })]);
    const badges = await eventually(async () => (await call('get_badges', stranger.token, { profileId: profiles[1] })).body?.data, (data) => JSON.stringify(data).includes('most_wanted_winner'));
    expect(JSON.stringify(badges)).toContain('most_wanted_winner');
  });
});
