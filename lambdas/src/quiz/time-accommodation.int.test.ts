import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNTIMED_MS } from '@plume/shared';
import { cloud, documentClient } from '#test/cloud-client';
import { call, premiumAccount } from '#test/accounts';

describe('tiers-temps: the profile setting lengthens every deadline the server sets', () => {
  let token: string;
  const created: string[] = [];
  const profile = async (timeAccommodation?: string) => {
    const response = await call('create_profile', token, { name: 'Temps', avatar: 'tortue', ageBand: '9-11', ...(timeAccommodation ? { timeAccommodation } : {}) });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    created.push(response.body?.data.id);
    return response.body?.data as { id: string; timeAccommodation: string };
  };
  /** Starts a game, serves its first question and returns how long the server gave for it, and the stored game. */
  const firstQuestion = async (profileId: string, start: Record<string, unknown>) => {
    const started = await call('start_quiz', token, { profileId, ...start });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const served = (await call('next_question', token, { gameId: started.body?.data.gameId, index: 0 })).body?.data;
    const { Item } = await documentClient().send(new GetCommand({ TableName: cloud().tableName, Key: { pk: `GAME#${started.body?.data.gameId}`, sk: 'GAME' } }));
    return { allowedMs: served.question.deadline - served.serverTime, game: Item! };
  };

  beforeAll(async () => {
    ({ token } = await premiumAccount()); // a family of its own: the other files run beside this one
  });
  afterAll(async () => {
    for (const profileId of created) await call('delete_profile', token, { profileId });
  });

  it('is standard by default, kept on the profile and editable', async () => {
    const plain = await profile();
    expect(plain.timeAccommodation).toBe('standard');
    const edited = await call('update_profile', token, { profileId: plain.id, timeAccommodation: 'x1.5' });
    expect(edited.body?.data).toMatchObject({ timeAccommodation: 'x1.5' });
    expect((await call('get_user', token, {})).body?.data.profiles.find((p: { id: string }) => p.id === plain.id)).toMatchObject({ timeAccommodation: 'x1.5' });
    expect((await call('update_profile', token, { profileId: plain.id, timeAccommodation: 'x3' })).status).toBe(400);
    await call('delete_profile', token, { profileId: created.pop() });
  });

  it("a x2 profile's question deadline is twice as long as a standard one's", async () => {
    // The demo family has three profiles: with these three it is full (6).
    const [standard, doubled] = [await profile('standard'), await profile('x2')];
    const normal = await firstQuestion(standard.id, { mode: 'true-false' });
    const extra = await firstQuestion(doubled.id, { mode: 'true-false' });
    expect(extra.game.questionMs).toBe(2 * normal.game.questionMs);
    // What the player is told, measured on the server's clock when it answered: at most the doubled length, and more
    // than a whole standard question (however long the server took, which depends on the machine, not on the rule).
    expect(extra.allowedMs).toBeGreaterThan(normal.game.questionMs);
    expect(extra.allowedMs).toBeLessThanOrEqual(2 * normal.game.questionMs);
  });

  it('untimed lifts the clock of practice (self challenge) only; a rewarded mode doubles it instead', async () => {
    const untimed = await profile('untimed');
    const practice = await firstQuestion(untimed.id, { mode: 'self-challenge', category: 'histoire', questions: 5, minutes: 3 });
    expect(practice.allowedMs).toBeGreaterThan(UNTIMED_MS - 60_000);
    const rewarded = await firstQuestion(untimed.id, { mode: 'true-false' });
    const reference = await firstQuestion(created[0]!, { mode: 'true-false' });
    expect(rewarded.game.questionMs).toBe(2 * reference.game.questionMs);
  });
});
