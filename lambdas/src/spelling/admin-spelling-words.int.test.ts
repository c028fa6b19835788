import { randomInt } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { BUILT_IN_SESSION_WORDS } from '@plume/shared/spelling/session';
import { beforeAll, describe, expect, it } from 'vitest';
import { cloud, cognitoClient, documentClient, signIn } from '#test/cloud-client';
import { useLocalCloudEnvironment } from '#test/local-cloud-env';
import { call, subscriberAndStranger } from '#test/accounts';
import { loadContentPack } from '#questions/data/catalog';
import { contentPack } from '#content';

/** A made-up word nobody else adds (letters only, as the bank's words are), with a sentence that holds it. */
const madeUpWord = () => `plumeï${Array.from({ length: 8 }, () => String.fromCharCode(97 + randomInt(26))).join('')}`;
const fieldsOf = (word: string) => ({ word, level: 'cm2', category: 'nom', gender: 'm', rule: 'trema', sentence: `Le ${word} est un mot de test.` });

/** The words a started session holds, read from the table: the session's answer key. */
async function sessionWords(profileId: string, sessionId: string): Promise<string[]> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: cloud().tableName, Key: { pk: `PROFILE#${profileId}`, sk: `SPELLING#${sessionId}` } }));
  return (Item!.words as { word: string }[]).map((word) => word.word);
}

describe('the spelling word bank in the admin console', () => {
  let admin: string;
  let learner: string;
  let profileId: string;
  // cm2's « tréma » words are fewer than a session takes, so a session of that rule holds every served word.
  const level = 'cm2';
  const rule = 'trema';
  const startSession = async () => {
    const started = await call('start_spelling', learner, { profileId, source: { kind: 'level', level, rule } });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    return sessionWords(profileId, started.body!.data.sessionId);
  };

  beforeAll(async () => {
    useLocalCloudEnvironment();
    admin = await signIn(cognitoClient(), cloud().userPoolClientId, 'admin@plume.test', cloud().demoPassword);
    ({ token: learner, profileId } = await subscriberAndStranger());
  });

  it('lists a level with rules and sentences, and finds a word by search, accents aside', async () => {
    // Act
    const listed = await call('admin/list_spelling_words', admin, { level: 'ce1' });
    const found = await call('admin/list_spelling_words', admin, { level: 'ce1', search: 'FEVRIER' });
    // Assess
    expect(listed).toMatchObject({ status: 200, body: { code: 'spelling_words_loaded' } });
    const words = listed.body!.data.words as { level: string; rule: string; sentence: string; version: number; origin: string }[];
    expect(words.length).toBeGreaterThan(90);
    expect(words.every((word) => word.level === 'ce1' && word.rule && word.sentence)).toBe(true);
    expect(found.body!.data.words.map((word: { word: string }) => word.word)).toContain('février');
  });

  it('adds a word learners get at once, edits it and hides it from sessions; a re-seed keeps the edit', async () => {
    // Prepare
    const served = (await startSession()).length;
    expect(served).toBeLessThan(BUILT_IN_SESSION_WORDS);
    const word = madeUpWord();
    // Act + Assess: added
    const added = await call('admin/add_spelling_word', admin, fieldsOf(word));
    expect(added).toMatchObject({ status: 201, body: { code: 'spelling_word_added', data: { word: { id: `cm2-${word.replace('ï', 'i')}`, version: 1, hidden: false, origin: 'admin' } } } });
    const id = added.body!.data.word.id as string;
    expect(await startSession()).toContain(word);
    // found by a search that ignores accents and case
    expect((await call('admin/list_spelling_words', admin, { level, search: word.replace('ï', 'i').toUpperCase() })).body!.data.words).toMatchObject([{ id }]);
    expect(await call('admin/add_spelling_word', admin, fieldsOf(word))).toMatchObject({ status: 409, body: { code: 'spelling_word_exists' } });
    // edited
    const { level: _level, ...fields } = fieldsOf(word);
    const edited = await call('admin/update_spelling_word', admin, { ...fields, id, version: 1, hidden: false, sentence: `Mon ${word} brille.` });
    expect(edited).toMatchObject({ status: 200, body: { data: { word: { version: 2, sentence: `Mon ${word} brille.` } } } });
    // hidden: never served, still listed for the admin
    expect((await call('admin/update_spelling_word', admin, { ...fields, id, version: 2, hidden: true, sentence: `Mon ${word} brille.` })).status).toBe(200);
    expect(await startSession()).not.toContain(word);
    const listed = (await call('admin/list_spelling_words', admin, { level, search: word })).body!.data.words;
    expect(listed).toMatchObject([{ id, hidden: true, version: 3 }]);
    // a re-seed (the next deploy with a changed pack rewrites every level) leaves the edit as it was
    await loadContentPack(contentPack);
    expect(await startSession()).not.toContain(word);
    expect((await call('admin/list_spelling_words', admin, { level, search: word })).body!.data.words).toMatchObject([{ id, hidden: true, version: 3 }]);
  });

  it('hides a seeded word, refuses a stale edit, and a re-seed does not bring the word back', async () => {
    // Prepare: the level's seeded « tréma » word, and a word of the same rule so sessions of that rule still start
    const seeded = ((await call('admin/list_spelling_words', admin, { level })).body!.data.words as { id: string; level: string; rule: string; origin: string; version: number; word: string; category: string; gender?: string; sentence: string; hidden: boolean }[])
      .find((word) => word.rule === rule && word.origin === 'seed')!;
    const { level: _level, origin: _origin, ...fields } = seeded;
    const companion = (await call('admin/add_spelling_word', admin, fieldsOf(madeUpWord()))).body!.data.word as { id: string; word: string };
    try {
      // Act: two admins save over the same version at once
      const both = await Promise.all([
        call('admin/update_spelling_word', admin, { ...fields, hidden: true }),
        call('admin/update_spelling_word', admin, { ...fields, hidden: true, sentence: `${seeded.sentence.slice(0, -1)} !` }),
      ]);
      // Assess: one saved, the other told its copy is stale
      expect(both.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(both.find((answer) => answer.status === 409)?.body).toMatchObject({ code: 'spelling_word_stale' });
      const saved = both.find((answer) => answer.status === 200)!.body!.data.word as { version: number };
      expect(saved.version).toBe(seeded.version + 1);
      try {
        expect(await startSession()).toEqual([companion.word]);
        await loadContentPack(contentPack);
        expect(await startSession()).toEqual([companion.word]);
        expect(await call('admin/update_spelling_word', admin, { ...fields, hidden: false })).toMatchObject({ status: 409, body: { code: 'spelling_word_stale' } });
      } finally {
        // Shown again, so the seeded bank learners use is as before.
        expect((await call('admin/update_spelling_word', admin, { ...fields, version: saved.version, hidden: false })).status).toBe(200);
      }
      expect(await startSession()).toContain(seeded.word);
    } finally {
      const { level: _companionLevel, ...companionFields } = fieldsOf(companion.word);
      expect((await call('admin/update_spelling_word', admin, { ...companionFields, id: companion.id, version: 1, hidden: true })).status).toBe(200);
    }
  });

  it('refuses learners, unknown words, and bad input with a catalogue message', async () => {
    expect((await call('admin/list_spelling_words', learner, { level })).status).toBe(403);
    expect((await call('admin/add_spelling_word', learner, fieldsOf(madeUpWord()))).status).toBe(403);
    const { level: _level, ...fields } = fieldsOf(madeUpWord());
    expect(await call('admin/update_spelling_word', admin, { ...fields, id: 'cm2-nothing-here', version: 0, hidden: true })).toMatchObject({ status: 404, body: { code: 'spelling_word_not_found' } });
    expect(await call('admin/add_spelling_word', admin, { ...fieldsOf(madeUpWord()), sentence: 'Une phrase sans le mot.' })).toMatchObject({ status: 400, body: { code: 'spelling_sentence_missing_word' } });
    expect((await call('admin/add_spelling_word', admin, { ...fieldsOf('a'.repeat(41)), sentence: `Le ${'a'.repeat(41)}.` })).status).toBe(400);
    expect((await call('admin/list_spelling_words', admin, { level: 'lycee' })).status).toBe(400);
  });
});
