import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CategoryFile } from '@plume/shared';
import { api, cloud, cognitoClient, eventually, signIn } from '../../../../infra/local/test-helpers.ts';
import { DEMO_PASSWORD } from '../../../../infra/local/demo-accounts.ts';
import { useLocalCloudEnvironment } from '../../test/local-cloud-env.ts';

const call = (path: string, token: string, body: unknown) => api(`/api/${path}`, { token, body: JSON.stringify(body) });
const subcategory = `essai-${randomUUID().slice(0, 8)}`;
/** Two levels of ten questions; option texts are unique, so the test knows the right one and the server does not tell. */
const fixture: CategoryFile = {
  category: { id: 'orthographe', name: 'Orthographe', description: 'Jeu d’essai.' },
  subcategories: [{ id: subcategory, name: 'Essai' }],
  questions: [1, 2].flatMap((level) => Array.from({ length: 10 }, (_, n) => ({
    id: `${subcategory}-${level}-${n}`, subcategory, level, difficulty: 'facile' as const, question: `Niveau ${level}, question ${n} ?`,
    options: [`juste ${level}-${n}`, `faux a ${level}-${n}`, `faux b ${level}-${n}`, `faux c ${level}-${n}`] as [string, string, string, string],
    answer: 0, explanation: `Explication secrète ${level}-${n}`, language: 'fr' as const,
  }))),
};

describe('quiz zone, server-authoritative', () => {
  let token: string;
  let profileId: string;
  beforeAll(async () => {
    useLocalCloudEnvironment();
    const { loadContentPack } = await import('../../data/catalog.ts');
    await loadContentPack([fixture]);
    token = await signIn(cognitoClient(), cloud().userPoolClientId, 'abonne@plume.test', DEMO_PASSWORD);
    profileId = (await call('get_user', token, {})).body?.data.profiles.find((p: { name: string }) => p.name === 'Hugo').id;
  });

  it('locks level 2 until level 1 is played', async () => {
    const levels = await call('get_levels', token, { profileId, category: 'orthographe', subcategory });
    expect(levels.body?.data.levels).toEqual([{ level: 1, played: false, unlocked: true }, { level: 2, played: false, unlocked: false }]);
    const locked = await call('start_quiz', token, { profileId, category: 'orthographe', subcategory, level: 2 });
    expect(locked).toMatchObject({ status: 403, body: { code: 'level_locked', message: 'Ce niveau est verrouillé. Jouez les niveaux précédents pour le débloquer.' } });
  });

  it('plays a level: answers are revealed only once given, a second answer is refused, coins arrive once', async () => {
    const before = (await call('get_coin_history', token, { profileId })).body?.data.balance as number;
    const started = await call('start_quiz', token, { profileId, category: 'orthographe', subcategory, level: 1 });
    expect(started.status).toBe(201);
    let question = started.body?.data.question;
    const gameId = started.body?.data.gameId;
    let finished;
    for (let i = 0; i < 10; i++) {
      // Payload audit: what the player holds before answering has neither the answer nor its explanation.
      const served = JSON.stringify(question);
      expect(served).not.toMatch(/answer|Explication|correct/i);
      const right = question.options.findIndex((option: string) => option.startsWith('juste'));
      const choice = i < 8 ? right : (right + 1) % 4;
      const answered = await call('answer_quiz', token, { gameId, index: question.index, choice });
      expect(answered.status).toBe(200);
      expect(answered.body?.data).toMatchObject({ correct: i < 8, correctIndex: right, explanation: expect.stringContaining('Explication secrète 1-') });
      if (i === 0) {
        expect((await call('answer_quiz', token, { gameId, index: 0, choice: right })).body).toMatchObject({ error: true, code: 'answer_already_given' });
      }
      question = answered.body?.data.next;
      finished = answered.body?.data.finished;
    }
    expect(finished).toMatchObject({ correct: 8, incorrect: 2, total: 10, percentage: 80, coins: 8 });
    expect((await call('answer_quiz', token, { gameId, index: 10, choice: 0 })).status).toBe(404);

    const history = await eventually(async () => (await call('get_coin_history', token, { profileId })).body?.data, (data) => data?.balance >= before + 8);
    expect(history.balance).toBe(before + 8);
    expect((await call('get_levels', token, { profileId, category: 'orthographe', subcategory })).body?.data.levels[1]).toEqual({ level: 2, played: false, unlocked: true });
  });

  it('applies the lifeline rules of the seed', async () => {
    const started = await call('start_quiz', token, { profileId, category: 'orthographe', subcategory, level: 1 });
    const { gameId, question } = started.body!.data;
    const right = question.options.findIndex((option: string) => option.startsWith('juste'));
    const fifty = await call('use_lifeline', token, { gameId, index: 0, lifeline: 'fifty-fifty' });
    expect(fifty.body?.data.removed).toHaveLength(2);
    expect(fifty.body?.data.removed).not.toContain(right);
    expect((await call('use_lifeline', token, { gameId, index: 0, lifeline: 'fifty-fifty' })).body).toMatchObject({ code: 'lifeline_already_used' });
    expect((await call('use_lifeline', token, { gameId, index: 0, lifeline: 'audience-poll' })).body).toMatchObject({ code: 'lifeline_not_allowed', message: "Ce joker n'est pas autorisé." });
    const skipped = await call('use_lifeline', token, { gameId, index: 0, lifeline: 'skip' });
    expect(skipped.body?.data.next.index).toBe(1);
    expect(JSON.stringify(skipped.body)).not.toMatch(/Explication/);
  });

  it("refuses another account's game and bad input", async () => {
    const started = await call('start_quiz', token, { profileId, category: 'orthographe', subcategory, level: 1 });
    const other = await signIn(cognitoClient(), cloud().userPoolClientId, 'admin@plume.test', DEMO_PASSWORD);
    expect((await call('answer_quiz', other, { gameId: started.body?.data.gameId, index: 0, choice: 0 })).status).toBe(404);
    expect((await call('answer_quiz', token, { gameId: started.body?.data.gameId, index: 0, choice: 7 })).status).toBe(400);
    expect((await call('start_quiz', token, { profileId, category: 'piratage', subcategory, level: 1 })).status).toBe(400);
  });
});
