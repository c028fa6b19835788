import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminQuestion } from '@plume/shared';
import { cloud, cognitoClient, eventually, signIn } from '#test/cloud-client';
import { call, eventsDelivered, grantCoins, premiumAccount } from '#test/accounts';
import { useLocalCloudEnvironment } from '#test/local-cloud-env';

const subcategory = `essai-${randomUUID().slice(0, 8)}`;
/** Two levels of ten questions; option texts are unique, so the test knows the right one and the server does not tell. */
const fixture: AdminQuestion[] = [1, 2].flatMap((level) => Array.from({ length: 10 }, (_, n) => ({
  id: `${subcategory}-${level}-${n}`, subcategory, level, difficulty: 'facile' as const, question: `Niveau ${level}, question ${n} ?`,
  options: [`juste ${level}-${n}`, `faux a ${level}-${n}`, `faux b ${level}-${n}`, `faux c ${level}-${n}`] as [string, string, string, string],
  answer: 0, explanation: `Explication secrète ${level}-${n}`, language: 'fr' as const,
})));
const zone = (profileId: string, level: number) => ({ profileId, mode: 'quiz-zone', category: 'orthographe', subcategory, level });
/** Nothing a player holds before answering may name the answer or the explanation. */
const auditServed = (payload: unknown) => expect(JSON.stringify(payload)).not.toMatch(/"(answer|correct|correctIndex|correctWord|explanation|word|display|isTrue)":|Explication secrète/i);

describe('solo games, server-authoritative', () => {
  let token: string;
  let profileId: string;
  const next = async (gameId: string, index: number) => {
    const response = await call('next_question', token, { gameId, index });
    expect(response.status).toBe(200);
    auditServed(response.body?.data);
    return response.body?.data.question;
  };

  beforeAll(async () => {
    useLocalCloudEnvironment();
    const { saveQuestions } = await import('#questions/data/catalog');
    await saveQuestions('orthographe', fixture, 'test');
    ({ token } = await premiumAccount()); // a family of its own: the other files run beside this one
    profileId = (await call('create_profile', token, { name: 'Testeur', avatar: 'hibou', ageBand: '9-11' })).body?.data.id;
    // A profile the holder adds has no welcome coins (one welcome per account, docs/economy.md): the lifelines below are paid with these.
    expect(profileId).toBeTruthy();
    await eventsDelivered();
    expect((await call('get_coin_history', token, { profileId })).body?.data).toMatchObject({ balance: 0, entries: [] });
    await grantCoins(profileId, 50);
  });
  afterAll(async () => {
    await call('delete_profile', token, { profileId });
  });

  it('locks level 2 until level 1 is played', async () => {
    const levels = await call('get_levels', token, { profileId, category: 'orthographe', subcategory });
    expect(levels.body?.data.levels).toEqual([{ level: 1, played: false, unlocked: true }, { level: 2, played: false, unlocked: false }]);
    expect(await call('start_quiz', token, zone(profileId, 2))).toMatchObject({ status: 403, body: { code: 'level_locked', message: 'Ce niveau est verrouillé. Jouez les niveaux précédents pour le débloquer.' } });
  });

  it('plays a level: a question is timed from when it is asked for, answers are revealed only once given, coins arrive once', async () => {
    const before = (await call('get_coin_history', token, { profileId })).body?.data.balance as number;
    const started = await call('start_quiz', token, zone(profileId, 1));
    expect(started.status).toBe(201);
    expect(started.body?.data).toMatchObject({ mode: 'quiz-zone', total: 10, timer: 'question', lifelines: ['fifty-fifty', 'audience-poll', 'skip', 'reset-timer'] });
    auditServed(started.body?.data);
    const gameId = started.body?.data.gameId;
    expect(await call('answer_quiz', token, { gameId, index: 0, choice: 0 })).toMatchObject({ status: 409, body: { code: 'question_not_served' } });
    let finished;
    for (let i = 0; i < 10; i++) {
      const question = await next(gameId, i);
      if (i === 0) {
        // A refresh does not buy time: asking again returns the same deadline.
        expect((await next(gameId, 0)).deadline).toBe(question.deadline);
        expect(question.deadline - Date.now()).toBeGreaterThan(25_000);
      }
      const right = question.options.findIndex((option: string) => option.startsWith('juste'));
      const answered = await call('answer_quiz', token, { gameId, index: i, choice: i < 8 ? right : (right + 1) % 4 });
      expect(answered.status).toBe(200);
      expect(answered.body?.data).toMatchObject({ correct: i < 8, correctIndex: right, explanation: expect.stringContaining('Explication secrète 1-') });
      expect(answered.body?.data.next).toBeUndefined();
      if (i === 0) expect((await call('answer_quiz', token, { gameId, index: 0, choice: right })).body).toMatchObject({ error: true, code: 'answer_already_given' });
      finished = answered.body?.data.finished;
    }
    expect(finished).toMatchObject({ correct: 8, incorrect: 2, total: 10, percentage: 80, coins: 8 });
    const over = (await call('get_game', token, { gameId })).body?.data;
    expect(over).toMatchObject({ status: 'finished', current: 10, finished });
    expect(over.review).toHaveLength(10);
    expect(over.review[9]).toMatchObject({ index: 9, correct: false, explanation: expect.stringContaining('Explication secrète 1-') });
    expect((await call('answer_quiz', token, { gameId, index: 10, choice: 0 })).status).toBe(404);
    expect((await call('next_question', token, { gameId, index: 10 })).status).toBe(404);

    const history = await eventually(async () => (await call('get_coin_history', token, { profileId })).body?.data, (data) => data?.balance >= before + 8);
    expect(history.balance).toBe(before + 8);
    expect((await call('get_levels', token, { profileId, category: 'orthographe', subcategory })).body?.data.levels[1]).toEqual({ level: 2, played: false, unlocked: true });

    // After the game: bookmark and report what was answered.
    expect(await call('bookmark_question', token, { profileId, gameId, index: 0 })).toMatchObject({ status: 201, body: { code: 'question_bookmarked' } });
    const bookmarks = (await call('get_bookmarks', token, { profileId })).body?.data.bookmarks;
    expect(bookmarks[0]).toMatchObject({ bookmarkId: `${subcategory}-1-${bookmarks[0].bookmarkId.split('-').pop()}`, explanation: expect.stringContaining('Explication secrète'), mode: 'quiz-zone' });
    expect(await call('remove_bookmark', token, { profileId, bookmarkId: bookmarks[0].bookmarkId })).toMatchObject({ status: 200, body: { message: 'Question retirée des favoris' } });
    expect(await call('remove_bookmark', token, { profileId, bookmarkId: bookmarks[0].bookmarkId })).toMatchObject({ status: 409, body: { message: 'Impossible de retirer cette question des favoris.' } });
    expect(await call('report_question', token, { profileId, gameId, index: 1, reason: 'typo', details: 'Une coquille.' })).toMatchObject({ status: 201, body: { message: 'Question signalée avec succès' } });
    expect(await call('report_question', token, { profileId, gameId, index: 1, reason: 'typo' })).toMatchObject({ status: 409, body: { code: 'question_already_reported' } });
    const admin = await signIn(cognitoClient(), cloud().userPoolClientId, 'admin@plume.test', cloud().demoPassword);
    const reports = (await call('admin/list_reports', admin, {})).body?.data.reports;
    expect(reports.find((r: { profileId: string }) => r.profileId === profileId)).toMatchObject({ reason: 'typo', details: 'Une coquille.' });
    expect((await call('admin/list_reports', token, {})).status).toBe(403);
  });

  it('picks a game up after a refresh without revealing the current question', async () => {
    const { gameId } = (await call('start_quiz', token, zone(profileId, 1))).body!.data;
    const first = await next(gameId, 0);
    const right = first.options.findIndex((option: string) => option.startsWith('juste'));
    await call('answer_quiz', token, { gameId, index: 0, choice: right });
    const second = await next(gameId, 1);
    const resumed = await call('get_game', token, { gameId });
    expect(resumed.status).toBe(200);
    expect(resumed.body?.data).toMatchObject({ status: 'playing', current: 1, total: 10, review: [{ index: 0, correct: true, correctIndex: right, choice: right }] });
    expect(resumed.body?.data.review).toHaveLength(1);
    expect(JSON.stringify(resumed.body?.data)).not.toContain(second.question);
    // The current question comes back with the deadline it already had.
    expect((await next(gameId, 1)).deadline).toBe(second.deadline);
    const admin = await signIn(cognitoClient(), cloud().userPoolClientId, 'admin@plume.test', cloud().demoPassword);
    expect((await call('get_game', admin, { gameId })).status).toBe(404);
  });

  it('cannot bookmark a question not yet answered, nor a skipped one', async () => {
    const { gameId } = (await call('start_quiz', token, zone(profileId, 1))).body!.data;
    await next(gameId, 0);
    expect(await call('bookmark_question', token, { profileId, gameId, index: 0 })).toMatchObject({ status: 409, body: { code: 'question_not_answered' } });
    await call('use_lifeline', token, { gameId, index: 0, lifeline: 'skip' });
    expect(await call('bookmark_question', token, { profileId, gameId, index: 0 })).toMatchObject({ status: 409, body: { code: 'question_not_answered' } });
  });

  it('applies the lifeline rules of the seed, and a mode offers only its own; each lifeline costs coins', async () => {
    const balance = async () => (await call('get_coin_history', token, { profileId })).body?.data.balance as number;
    const before = await balance();
    const { gameId } = (await call('start_quiz', token, zone(profileId, 1))).body!.data;
    const question = await next(gameId, 0);
    const right = question.options.findIndex((option: string) => option.startsWith('juste'));
    const fifty = await call('use_lifeline', token, { gameId, index: 0, lifeline: 'fifty-fifty' });
    expect(fifty.body?.data.removed).toHaveLength(2);
    expect(fifty.body?.data.removed).not.toContain(right);
    expect((await call('use_lifeline', token, { gameId, index: 0, lifeline: 'fifty-fifty' })).body).toMatchObject({ code: 'lifeline_already_used' });
    expect((await call('use_lifeline', token, { gameId, index: 0, lifeline: 'audience-poll' })).body).toMatchObject({ code: 'lifeline_not_allowed', message: "Ce joker n'est pas autorisé." });
    const skipped = await call('use_lifeline', token, { gameId, index: 0, lifeline: 'skip' });
    expect(skipped.status).toBe(200);
    expect(JSON.stringify(skipped.body)).not.toMatch(/Explication/);
    expect((await next(gameId, 1)).index).toBe(1);
    // Two lifelines used (50/50, skip), 5 coins each; the refused ones cost nothing.
    expect(await balance()).toBe(before - 10);
    expect((await call('get_coin_history', token, { profileId })).body?.data.entries[0]).toMatchObject({ amount: -5, reason: 'lifeline:skip', idempotencyKey: `lifeline:${gameId}:skip` });

    const trueFalse = (await call('start_quiz', token, { profileId, mode: 'true-false' })).body!.data;
    expect(trueFalse.lifelines).toEqual(['skip', 'reset-timer']);
    await next(trueFalse.gameId, 0);
    expect((await call('use_lifeline', token, { gameId: trueFalse.gameId, index: 0, lifeline: 'fifty-fifty' })).body).toMatchObject({ code: 'lifeline_not_allowed' });
  });

  it("refuses a lifeline the balance cannot pay for: 'You Don't have enough coins'", async () => {
    // The balance goes, not the price up: the lifeline's cost is the site's configuration, which other files read meanwhile.
    const { balance } = (await call('get_coin_history', token, { profileId })).body!.data as { balance: number };
    if (balance) await grantCoins(profileId, -balance);
    try {
      const { gameId } = (await call('start_quiz', token, zone(profileId, 1))).body!.data;
      await next(gameId, 0);
      expect(await call('use_lifeline', token, { gameId, index: 0, lifeline: 'fifty-fifty' })).toMatchObject({ status: 409, body: { code: 'not_enough_coins', message: "Vous n'avez pas assez de pièces." } });
      // Refused, so not used: the game goes on and the lifeline is still there once affordable.
      expect((await call('answer_quiz', token, { gameId, index: 0, choice: 0 })).status).toBe(200);
    } finally {
      if (balance) await grantCoins(profileId, balance);
    }
  });

  it('serves every mode from the content pack, with its own shape', async () => {
    const start = async (body: Record<string, unknown>) => {
      const response = await call('start_quiz', token, { profileId, ...body });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      auditServed(response.body?.data);
      return { ...response.body!.data, first: await next(response.body!.data.gameId, 0) };
    };
    const trueFalse = await start({ mode: 'true-false', category: 'sciences' });
    expect(trueFalse.first).toMatchObject({ kind: 'choice', options: ['Vrai', 'Faux'] });

    const word = await start({ mode: 'guess-the-word' });
    expect(word).toMatchObject({ total: 5, first: { kind: 'word', options: [], letters: expect.any(Number), clues: expect.any(Array) } });
    const wrongWord = await call('answer_quiz', token, { gameId: word.gameId, index: 0, word: 'zzz' });
    expect(wrongWord.body?.data).toMatchObject({ correct: false, correctWord: expect.any(String) });
    expect((await call('bookmark_question', token, { profileId, gameId: word.gameId, index: 0 })).status).toBe(201);
    const wordBookmark = (await call('get_bookmarks', token, { profileId })).body?.data.bookmarks[0];
    expect(wordBookmark).toMatchObject({ mode: 'guess-the-word', options: [], correctWord: wrongWord.body?.data.correctWord });
    expect((await call('answer_quiz', token, { gameId: word.gameId, index: 1, choice: 0 })).status).toBe(409);

    const passages = (await call('get_fun_and_learn', token, { profileId, category: 'histoire' })).body?.data.passages;
    expect(passages.length).toBeGreaterThan(0);
    expect(passages.every((p: { category: string }) => p.category === 'histoire')).toBe(true);
    const fun = await start({ mode: 'fun-and-learn', passageId: passages[0].id });
    expect(fun.passage).toMatchObject({ title: passages[0].title, text: expect.any(String) });
    expect(fun.total).toBe(passages[0].questions);

    const audio = await start({ mode: 'audio' });
    expect(audio.first.audio).toBe(true);
    // Read by the server voice: its clip was rendered when the game started, and is served as the dictations' are.
    expect(audio.first.audioUrl).toMatch(/^\/media\/speech\/Lea\/[0-9a-f]{64}\.mp3$/);
    const clip = await fetch(`${cloud().url}${audio.first.audioUrl}`);
    expect(clip.status).toBe(200);
    expect(clip.headers.get('content-type')).toBe('audio/mpeg');

    const self = await start({ mode: 'self-challenge', category: 'histoire', questions: 5, minutes: 3 });
    expect(self).toMatchObject({ total: 5, timer: 'game', lifelines: [] });
    expect(self.first.deadline - Date.now()).toBeGreaterThan(170_000);
    const second = await call('answer_quiz', token, { gameId: self.gameId, index: 0, choice: 0 });
    expect(second.status).toBe(200);
    expect((await next(self.gameId, 1)).deadline).toBe(self.first.deadline);
    expect((await call('start_quiz', token, { profileId, mode: 'self-challenge', category: 'histoire', questions: 7, minutes: 3 })).status).toBe(400);

    const levels = (await call('get_math_mania_levels', token, { profileId })).body?.data.levels;
    expect(levels).toHaveLength(30);
    expect(levels.slice(0, 2)).toEqual([{ level: 1, played: false, unlocked: true }, { level: 2, played: false, unlocked: false }]);
    expect((await call('start_quiz', token, { profileId, mode: 'math-mania', level: 2 })).status).toBe(403);
    const math = await start({ mode: 'math-mania', level: 1 });
    expect(math.first.question).toMatch(/^Combien font \d+ \+ \d+ \?$/);
  });

  it('the daily quiz: same set for everyone today, once per profile', async () => {
    expect((await call('get_daily_quiz', token, { profileId })).body?.data).toMatchObject({ played: false, streak: 0 });
    const first = (await call('start_quiz', token, { profileId, mode: 'daily' })).body!.data;
    expect(first.total).toBe(10);
    expect(await call('start_quiz', token, { profileId, mode: 'daily' })).toMatchObject({ status: 409, body: { code: 'daily_already_played' } });
    expect((await call('get_daily_quiz', token, { profileId })).body?.data).toMatchObject({ played: true, gameId: first.gameId });
    const other = (await call('create_profile', token, { name: 'Autre', avatar: 'chat', ageBand: '6-8' })).body?.data.id;
    const second = (await call('start_quiz', token, { profileId: other, mode: 'daily' })).body!.data;
    const questions = async (gameId: string) => {
      const texts: string[] = [];
      for (let i = 0; i < 10; i++) {
        texts.push((await next(gameId, i)).question);
        await call('answer_quiz', token, { gameId, index: i, choice: 0 });
      }
      return texts.sort();
    };
    expect(await questions(second.gameId)).toEqual(await questions(first.gameId));
    await call('delete_profile', token, { profileId: other });
  });

  it("refuses another account's game and bad input", async () => {
    const started = await call('start_quiz', token, zone(profileId, 1));
    const gameId = started.body?.data.gameId;
    const other = await signIn(cognitoClient(), cloud().userPoolClientId, 'admin@plume.test', cloud().demoPassword);
    expect((await call('next_question', other, { gameId, index: 0 })).status).toBe(404);
    await next(gameId, 0);
    expect((await call('answer_quiz', other, { gameId, index: 0, choice: 0 })).status).toBe(404);
    expect((await call('answer_quiz', token, { gameId, index: 0, choice: 7 })).status).toBe(400);
    expect((await call('answer_quiz', token, { gameId, index: 0, choice: 1, word: 'x' })).status).toBe(400);
    expect((await call('start_quiz', token, { profileId, mode: 'quiz-zone', category: 'piratage', subcategory, level: 1 })).status).toBe(400);
    expect((await call('start_quiz', token, { profileId, mode: 'chess' })).status).toBe(400);
  });
});
