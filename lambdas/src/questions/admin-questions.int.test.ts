import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { cloud, cognitoClient, signIn } from '#test/cloud-client';
import { call } from '#test/accounts';

const subcategory = `admin-${randomUUID().slice(0, 8)}`;
const question = (n: number, patch: Record<string, unknown> = {}) => ({
  id: `${subcategory}-${n}`, subcategory, level: 1, difficulty: 'moyen', question: `Question d’admin ${n} ?`, options: ['Un', 'Deux', 'Trois', 'Quatre'],
  answer: 1, explanation: 'Parce que.', language: 'fr', ...patch,
});

describe('admin question editor', () => {
  let admin: string;
  let subscriber: string;
  let profileId: string;
  beforeAll(async () => {
    admin = await signIn(cognitoClient(), cloud().userPoolClientId, 'admin@plume.test', cloud().demoPassword);
    subscriber = await signIn(cognitoClient(), cloud().userPoolClientId, 'abonne@plume.test', cloud().demoPassword);
    profileId = (await call('get_user', subscriber, {})).body?.data.profiles[0].id;
  });

  it('creates, edits and hides questions; players never get a hidden one', async () => {
    expect(await call('admin/save_question', admin, { category: 'sciences', question: question(1) })).toMatchObject({ status: 201, body: { code: 'question_saved' } });
    expect((await call('admin/save_question', admin, { category: 'sciences', question: question(1, { question: 'Question corrigée ?' }) })).status).toBe(200);
    await call('admin/save_question', admin, { category: 'sciences', question: question(2, { hidden: true }) });
    const listed = (await call('admin/list_questions', admin, { category: 'sciences', subcategory, level: 1 })).body?.data.questions;
    expect(listed.map((q: { question: string; hidden?: boolean }) => [q.question, !!q.hidden]).sort()).toEqual([['Question corrigée ?', false], ['Question d’admin 2 ?', true]]);
    const categories = (await call('get_quiz_categories', subscriber, {})).body?.data;
    expect(categories.find((c: { id: string }) => c.id === 'sciences').subcategories.find((s: { id: string }) => s.id === subcategory)).toMatchObject({ levels: 1, questions: 2 });
    const { gameId, total } = (await call('start_quiz', subscriber, { profileId, mode: 'quiz-zone', category: 'sciences', subcategory, level: 1 })).body!.data;
    expect(total).toBe(1);
    expect((await call('next_question', subscriber, { gameId, index: 0 })).body?.data.question.question).toBe('Question corrigée ?');
  });

  it('needs no subscription: the finance account (not subscribed) is refused for its group, not for money', async () => {
    const finance = await signIn(cognitoClient(), cloud().userPoolClientId, 'finance@plume.test', cloud().demoPassword);
    expect((await call('get_quiz_categories', finance, {})).status).toBe(200);
    expect(await call('admin/list_questions', finance, { category: 'sciences', subcategory, level: 1 })).toMatchObject({ status: 403, body: { code: 'forbidden' } });
  });

  it('refuses a question whose options repeat, and non-admins', async () => {
    expect(await call('admin/save_question', admin, { category: 'sciences', question: question(3, { options: ['Un', 'un', 'Trois', 'Quatre'] }) })).toMatchObject({ status: 400, body: { code: 'invalid_request' } });
    expect((await call('admin/save_question', subscriber, { category: 'sciences', question: question(4) })).status).toBe(403);
  });

  it('imports a CSV all or nothing, naming the wrong lines', async () => {
    const header = 'category,subcategory,level,difficulty,question,option1,option2,option3,option4,answer,explanation,audio';
    const good = `histoire,${subcategory},1,facile,"Qui a dit « Paris vaut bien une messe » ?",Henri IV,Louis XIV,Napoléon,Clovis,1,"Henri IV, en se convertissant.",non`;
    const bad = `histoire,${subcategory},1,facile,Question sans bonne réponse ?,A,B,C,D,9,Explication.,non`;
    const rejected = await call('admin/import_questions', admin, { csv: [header, good, bad].join('\n') });
    expect(rejected).toMatchObject({ status: 400, body: { code: 'import_rejected', data: { imported: 0, errors: [{ line: 3 }] } } });
    expect((await call('admin/list_questions', admin, { category: 'histoire', subcategory, level: 1 })).body?.data.questions).toEqual([]);
    expect(await call('admin/import_questions', admin, { csv: [header, good].join('\n') })).toMatchObject({ status: 201, body: { data: { imported: 1 } } });
    expect(await call('admin/import_questions', admin, { csv: [header, good].join('\n') })).toMatchObject({ status: 201 });
    const imported = (await call('admin/list_questions', admin, { category: 'histoire', subcategory, level: 1 })).body?.data.questions;
    expect(imported).toHaveLength(1);
    expect(imported[0]).toMatchObject({ options: ['Henri IV', 'Louis XIV', 'Napoléon', 'Clovis'], answer: 0, explanation: 'Henri IV, en se convertissant.' });
  });
});
