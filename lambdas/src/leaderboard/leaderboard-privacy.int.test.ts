import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { publish, quizCompleted } from '@plume/events';
import { eventually } from '#test/cloud-client';
import { allAccountAndProfileIds, call, localBus, premiumAccount } from '#test/accounts';

interface Row { rank: number; publicId: string; name: string; avatar: string; score: number; mine: boolean; you: boolean; hidden: boolean }

const suffix = randomUUID().slice(0, 6);
const board = async (token: string, profileId: string) => (await call('get_leaderboard', token, { profileId, period: 'daily' })).body?.data as { top: Row[]; me: { rank: number; score: number; hidden: boolean } | null };
const named = (rows: Row[], name: string) => rows.find((row) => row.name === name);

describe('public leaderboards name players by an opaque public id, never by a sub or a profile id', () => {
  let parent: { token: string; uid: string };
  let stranger: { token: string; uid: string };
  let childId: string;
  const parentName = `Parent ${suffix}`;
  const childName = `Enfant ${suffix}`;

  beforeAll(async () => {
    [parent, stranger] = await Promise.all([premiumAccount(), premiumAccount()]);
    await call('update_profile', parent.token, { profileId: parent.uid, name: parentName });
    const child = await call('create_profile', parent.token, { name: childName, avatar: 'licorne', ageBand: '9-11' });
    childId = child.body?.data.id;
    // A child is hidden from public boards unless a parent shows it; an adult is listed.
    expect(child.body?.data.hideFromPublicBoards).toBe(true);
    const game = (profileId: string, points: number) => publish(localBus(), 'plume', quizCompleted, {
      gameId: randomUUID(), uid: parent.uid, profileId, mode: 'true-false', correct: 8, incorrect: 2, total: 10, points, coins: 0,
      lifelinesUsed: 0, averageMs: 5_000, byCategory: [{ category: 'sciences', questions: 10, correct: 8 }], completedAt: new Date().toISOString(),
    });
    await Promise.all([game(parent.uid, 4_000_011), game(childId, 4_000_007)]);
    await eventually(() => board(parent.token, childId), (data) => data?.top.filter((row) => row.mine).length === 2);
  });

  it('shows strangers the adult, not the child, and no id of anyone', async () => {
    const seen = await board(stranger.token, stranger.uid);
    const adult = named(seen.top, parentName);
    expect(adult).toMatchObject({ score: 4_000_011, avatar: 'plume', mine: false, you: false, hidden: false });
    expect(named(seen.top, childName)).toBeUndefined();
    expect(Object.keys(adult!).sort()).toEqual(['avatar', 'hidden', 'mine', 'name', 'publicId', 'rank', 'score', 'you']);
    // The public id is random: it does not contain, and is not, any id of the table.
    expect(adult!.publicId).toMatch(/^[\w-]{20,}$/);
    const ids = await allAccountAndProfileIds();
    expect(ids.has(parent.uid) && ids.has(childId) && ids.has(stranger.uid)).toBe(true);
    for (const response of [seen, await board(parent.token, parent.uid), await board(parent.token, childId)]) {
      const text = JSON.stringify(response);
      for (const id of ids) expect(text).not.toContain(id);
    }
  });

  it('shows the family its own rows, hidden ones included, marked as theirs', async () => {
    const asChild = await board(parent.token, childId);
    expect(named(asChild.top, childName)).toMatchObject({ score: 4_000_007, mine: true, you: true, hidden: true });
    expect(named(asChild.top, parentName)).toMatchObject({ mine: true, you: false, hidden: false });
    expect(asChild.me).toMatchObject({ score: 4_000_007, hidden: true });
    // The child's place counts only the public rows above it: the parent's.
    expect(asChild.me!.rank).toBe(named(asChild.top, parentName)!.rank + 1);
  });

  it('follows the profile setting both ways, on rows already on the board', async () => {
    expect((await call('update_profile', parent.token, { profileId: childId, hideFromPublicBoards: false })).body?.data).toMatchObject({ hideFromPublicBoards: false });
    expect((await call('update_profile', parent.token, { profileId: parent.uid, hideFromPublicBoards: true })).status).toBe(200);
    const seen = await board(stranger.token, stranger.uid);
    expect(named(seen.top, childName)).toMatchObject({ score: 4_000_007, mine: false, hidden: false });
    expect(named(seen.top, parentName)).toBeUndefined();
    expect(named((await board(parent.token, parent.uid)).top, parentName)).toMatchObject({ mine: true, you: true, hidden: true });
  });

  it('gives the family a board of its own: every profile with this month’s points, hidden ones and idle ones too', async () => {
    const idle = (await call('create_profile', parent.token, { name: `Bébé ${suffix}`, avatar: 'tortue', ageBand: '3-5' })).body?.data.id as string;
    const family = await call('get_family_leaderboard', parent.token, { profileId: childId });
    expect(family.status).toBe(200);
    expect(family.body?.data.period).toBe('monthly');
    expect(family.body?.data.rows).toEqual([
      { rank: 1, profileId: parent.uid, name: parentName, avatar: 'plume', score: 4_000_011, challengesWon: 0, you: false },
      { rank: 2, profileId: childId, name: childName, avatar: 'licorne', score: 4_000_007, challengesWon: 0, you: true },
      { rank: 3, profileId: idle, name: `Bébé ${suffix}`, avatar: 'tortue', score: 0, challengesWon: 0, you: false },
    ]);
    // Another family's profile is not found, whatever its board says.
    expect((await call('get_family_leaderboard', stranger.token, { profileId: childId })).status).toBe(404);
    const own = (await call('get_family_leaderboard', stranger.token, { profileId: stranger.uid })).body?.data.rows;
    expect(own.map((row: { profileId: string }) => row.profileId)).toEqual([stranger.uid]);
  });
});
