import { createHash } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { wordSsml } from '@plume/shared/spelling/session';
import { publish, spellingCompleted } from '@plume/events';
import { beforeAll, describe, expect, it } from 'vitest';
import { cloud, documentClient, eventually } from '#test/cloud-client';
import { useLocalCloudEnvironment } from '#test/local-cloud-env';
import { call, eventsDelivered, localBus, subscriberAndStranger, coinHistory } from '#test/accounts';

interface Item { itemId: string; letters: number; audio: { url: string }; sentence?: { text: string; audio: { url: string } }; retry: boolean }
interface StoredSession { words: { word: string; rule?: string }[]; items: Record<string, { word: number }>; order: string[] }

/** The session as the server stored it, read straight from the table: the test's answer key. */
async function stored(profileId: string, sessionId: string): Promise<StoredSession> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: cloud().tableName, Key: { pk: `PROFILE#${profileId}`, sk: `SPELLING#${sessionId}` } }));
  return Item as StoredSession;
}
const expectedWord = (session: StoredSession, itemId: string) => session.words[session.items[itemId]!.word]!.word;

describe('spelling through the API', () => {
  let token: string;
  let profileId: string;
  let other: { token: string; uid: string };

  beforeAll(async () => {
    useLocalCloudEnvironment();
    ({ token, profileId, other } = await subscriberAndStranger());
  });

  it('lists the bank by level and rule, and starts a level session that never sends a spelling', async () => {
    // Act
    const catalogue = await call('get_spelling_catalogue', token, { profileId });
    const started = await call('start_spelling', token, { profileId, source: { kind: 'level', level: 'ce1', rule: 'accent-aigu' } });
    // Assess
    expect(catalogue.status).toBe(200);
    const ce1 = catalogue.body?.data.levels.find((level: { level: string }) => level.level === 'ce1');
    expect(ce1.words).toBeGreaterThan(100);
    expect(ce1.rules.some((rule: { rule: string }) => rule.rule === 'accent-aigu')).toBe(true);
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const session = started.body?.data;
    const answerKey = await stored(profileId, session.sessionId);
    expect(answerKey.words.every((word) => word.rule === 'accent-aigu')).toBe(true);
    expect(session.progress).toMatchObject({ words: answerKey.words.length, answered: 0, remaining: answerKey.words.length });
    const first = session.next as Item;
    expect(first.letters).toBe([...expectedWord(answerKey, first.itemId)].length);
    expect(first.audio.url).toMatch(/^\/media\/speech\/.+\.mp3$/);
    expect(first.sentence?.text).toContain('_____');
    const served = JSON.stringify(started.body).toLowerCase();
    for (const word of answerKey.words) expect(served).not.toMatch(new RegExp(`[^\\p{L}]${word.word.toLowerCase()}[^\\p{L}]`, 'u'));
    // Nor through the clip's name: the SSML's template is public, so a plain hash of « voice, engine, SSML » would let
    // a learner test spellings offline; under the server's naming key no guess, the right one included, gives the URL.
    const plainName = (word: string) => `/media/speech/${cloud().pollyVoiceId}/${createHash('sha256').update(`${cloud().pollyVoiceId}\nneural\n${wordSsml(word)}`).digest('hex')}.mp3`;
    expect(first.audio.url).not.toBe(plainName(expectedWord(answerKey, first.itemId)));
  });

  it('judges an answer once for ten sent at once, calls a missing accent an accent mistake, and brings the word back', async () => {
    // Prepare
    const session = (await call('start_spelling', token, { profileId, source: { kind: 'level', level: 'ce1', rule: 'accent-aigu' } })).body?.data;
    const answerKey = await stored(profileId, session.sessionId);
    const first = session.next as Item;
    const word = expectedWord(answerKey, first.itemId);
    const unaccented = word.normalize('NFD').replace(/\p{M}/gu, '');
    // Act: ten different answers to the same item at once
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => call('answer_spelling', token, { profileId, sessionId: session.sessionId, itemId: first.itemId, answer: i === 0 ? unaccented : `${unaccented}${'x'.repeat(i)}` })));
    // Assess: one recorded, every caller gets it
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    const verdicts = answers.map((answer) => answer.body?.data);
    expect(new Set(verdicts.map((verdict) => JSON.stringify({ result: verdict.result, typed: verdict.typed, word: verdict.word }))).size).toBe(1);
    expect(verdicts[0].word).toBe(word);
    expect(verdicts[0].rule).toBe('accent-aigu');
    expect(verdicts[0].willReturn).toBe(true);
    const after = await stored(profileId, session.sessionId);
    expect(Object.keys((after as unknown as { answers: object }).answers)).toHaveLength(1);
    expect(after.order).toHaveLength(answerKey.order.length + 1);
    // a later repeat changes nothing
    const repeat = await call('answer_spelling', token, { profileId, sessionId: session.sessionId, itemId: first.itemId, answer: word });
    expect(repeat.body?.data).toMatchObject({ result: verdicts[0].result, typed: verdicts[0].typed });
    if (verdicts[0].typed === unaccented) expect(verdicts[0].result).toBe('accent');
  });

  it('runs a whole session: the missed word returns at most twice, results per rule, coins once, mistakes as cards', async () => {
    // Prepare
    const statisticsOf = async () => (await call('get_spelling_statistics', token, { profileId })).body?.data as { sessions: number; words: number; correct: number; byRule: { rule: string; words: number; correct: number }[] };
    const before = await statisticsOf();
    const session = (await call('start_spelling', token, { profileId, source: { kind: 'level', level: 'cp' } })).body?.data;
    let next: Item | null = session.next;
    let missedWord: string | undefined;
    let asked = 0;
    // Act: miss the first word every time it comes, spell every other word right
    while (next) {
      // Each item's speech is rendered when the item is served, never later than that.
      expect((await fetch(`${cloud().url}${next.audio.url}`, { method: 'HEAD' })).status).toBe(200);
      const answerKey = await stored(profileId, session.sessionId);
      const word = expectedWord(answerKey, next.itemId);
      missedWord ??= word;
      if (word === missedWord) asked += 1;
      const verdict = (await call('answer_spelling', token, { profileId, sessionId: session.sessionId, itemId: next.itemId, answer: word === missedWord ? `${word}zz` : word })).body?.data;
      expect(verdict.result).toBe(word === missedWord ? 'wrong' : 'correct');
      next = verdict.next;
    }
    const finished = await Promise.all(Array.from({ length: 5 }, () => call('finish_spelling', token, { profileId, sessionId: session.sessionId })));
    // Assess
    expect(asked).toBe(3);
    expect(finished.map((response) => response.status)).toEqual(Array(5).fill(200));
    const results = finished[0]!.body?.data;
    for (const response of finished) expect(response.body?.data).toEqual(results);
    expect(results).toMatchObject({ words: 10, answered: 10, correctFirstTime: 9, coins: 9 });
    expect(results.mistakes).toHaveLength(3);
    expect(results.mistakes.every((mistake: { word: string; kind: string }) => mistake.word === missedWord && mistake.kind === 'wrong')).toBe(true);
    const missedRule = results.byRule.find((tally: { rule: string }) => tally.rule === (results.mistakes[0].rule ?? 'libre'));
    expect(missedRule.correct).toBe(missedRule.words - 1);
    expect((await call('answer_spelling', token, { profileId, sessionId: session.sessionId, itemId: session.next.itemId, answer: 'x' })).body?.data.typed).toBe(`${missedWord}zz`);
    const ledger = await eventually(() => coinHistory(token, profileId), (entries) => entries.some((entry) => entry.idempotencyKey === `spelling:${session.sessionId}`));
    expect(ledger.filter((entry) => entry.idempotencyKey === `spelling:${session.sessionId}`)).toEqual([expect.objectContaining({ amount: 9, reason: 'spelling' })]);
    const cardsOf = async () => (await call('get_due_flashcards', token, { profileId, deckId: 'mes-erreurs', limit: 100 })).body?.data.cards as { word: string; rule?: string; example?: string }[];
    const cards = await eventually(cardsOf, (found) => found?.some((card) => card.word === missedWord));
    expect(cards.filter((card) => card.word === missedWord)).toEqual([expect.objectContaining({ rule: expect.stringMatching(/^spelling\./), example: expect.any(String) })]);
    // The statistics are the profile's totals, added to by the consumer of spelling.completed.
    const statistics = await eventually(statisticsOf, (found) => found.sessions === before.sessions + 1);
    expect(statistics).toMatchObject({ words: before.words + 10, correct: before.correct + 9 });
    const ruleOf = (found: typeof statistics, rule: string) => found.byRule.find((tally) => tally.rule === rule) ?? { words: 0, correct: 0 };
    const missed = results.mistakes[0].rule ?? 'libre';
    expect(ruleOf(statistics, missed).words - ruleOf(before, missed).words).toBe(missedRule.words);
    expect(ruleOf(statistics, missed).correct - ruleOf(before, missed).correct).toBe(missedRule.correct);

    // The event delivered again, twice at once: no second credit, no second card.
    const detail = {
      sessionId: session.sessionId, uid: profileId, profileId, level: 'cp' as const, words: 10, correctFirstTime: 9, coins: 9,
      mistakes: [{ itemId: session.next.itemId, word: missedWord!, written: `${missedWord}zz`, kind: 'wrong' as const, category: 'lexical' as const, point: 'vocabulaire' as const }],
      completedAt: new Date().toISOString(),
    };
    await Promise.all([publish(localBus(), 'plume', spellingCompleted, detail), publish(localBus(), 'plume', spellingCompleted, detail)]);
    await eventsDelivered();
    expect((await coinHistory(token, profileId)).filter((entry) => entry.idempotencyKey === `spelling:${session.sessionId}`)).toHaveLength(1);
    expect((await cardsOf()).filter((card) => card.word === missedWord)).toHaveLength(1);
    expect(await statisticsOf()).toEqual(statistics);
    // A finished session takes no more answers to its other items.
    expect(await call('answer_spelling', token, { profileId, sessionId: session.sessionId, itemId: 'pas-un-item', answer: 'x' })).toMatchObject({ status: 404, body: { code: 'spelling_item_not_found' } });
  });

  it('downloads a session to play offline: every sound at once, no spelling; its answers judged together, once, whoever sends them again', async () => {
    // Act: download a level session
    const downloaded = await call('download_spelling', token, { profileId, source: { kind: 'level', level: 'ce1', rule: 'accent-aigu' } });
    // Assess: every item at once, each word once, every clip already in the bucket; no spelling anywhere
    expect(downloaded.status, JSON.stringify(downloaded.body)).toBe(201);
    const session = downloaded.body?.data as { sessionId: string; items: Item[]; expiresAt: string };
    const answerKey = await stored(profileId, session.sessionId);
    expect(session.items.map((item) => item.itemId)).toEqual(answerKey.order);
    expect(session.items.every((item) => !item.retry && item.letters === [...expectedWord(answerKey, item.itemId)].length)).toBe(true);
    expect(Date.parse(session.expiresAt) - Date.now()).toBeGreaterThan(6 * 86_400_000);
    for (const item of session.items) {
      expect((await fetch(`${cloud().url}${item.audio.url}`, { method: 'HEAD' })).status).toBe(200);
      if (item.sentence) expect((await fetch(`${cloud().url}${item.sentence.audio.url}`, { method: 'HEAD' })).status).toBe(200);
    }
    const served = JSON.stringify(downloaded.body).toLowerCase();
    for (const word of answerKey.words) expect(served).not.toMatch(new RegExp(`[^\\p{L}]${word.word.toLowerCase()}[^\\p{L}]`, 'u'));

    // Nothing is judged before the answers come back together: no word-by-word verdict to use as an oracle.
    const [first, second, ...rest] = session.items as [Item, Item, ...Item[]];
    expect(await call('answer_spelling', token, { profileId, sessionId: session.sessionId, itemId: first.itemId, answer: 'x' })).toMatchObject({ status: 409, body: { code: 'spelling_session_downloaded' } });
    // An item the session does not have refuses the whole sending, and judges nothing.
    expect(await call('submit_spelling_answers', token, { profileId, sessionId: session.sessionId, answers: [{ itemId: first.itemId, answer: 'x' }, { itemId: 'pas-un-item', answer: 'x' }] }))
      .toMatchObject({ status: 404, body: { code: 'spelling_item_not_found' } });
    // Another family's account: as if the session did not exist.
    expect((await call('submit_spelling_answers', other.token, { profileId, sessionId: session.sessionId, answers: [] })).status).toBeGreaterThanOrEqual(403);

    // The first word right, the second without its accents, the others left unanswered; sent ten times at once (a
    // queue that lost its answer on the way back and tried again), a first answer to the second word sent twice.
    const firstWord = expectedWord(answerKey, first.itemId);
    const unaccented = expectedWord(answerKey, second.itemId).normalize('NFD').replace(/\p{M}/gu, '');
    const answers = [{ itemId: first.itemId, answer: ` ${firstWord} ` }, { itemId: second.itemId, answer: unaccented }, { itemId: second.itemId, answer: 'autre' }];
    const sent = await Promise.all(Array.from({ length: 10 }, () => call('submit_spelling_answers', token, { profileId, sessionId: session.sessionId, answers })));
    expect(sent.map((response) => response.status)).toEqual(Array(10).fill(200));
    for (const response of sent) expect(response.body?.data).toEqual(sent[0]!.body?.data);
    const { verdicts, results } = sent[0]!.body?.data as { verdicts: { itemId: string; result: string; word: string; typed: string }[]; results: Record<string, unknown> };
    expect(verdicts.map(({ itemId, result, typed }) => ({ itemId, result, typed }))).toEqual([
      { itemId: first.itemId, result: 'correct', typed: firstWord },
      { itemId: second.itemId, result: unaccented === expectedWord(answerKey, second.itemId) ? 'correct' : 'accent', typed: unaccented },
    ]);
    expect(verdicts[1]!.word).toBe(expectedWord(answerKey, second.itemId));
    const correct = verdicts.filter((verdict) => verdict.result === 'correct').length;
    expect(results).toMatchObject({ sessionId: session.sessionId, words: answerKey.words.length, answered: 2, correctFirstTime: correct, coins: correct });
    expect(rest.length).toBe(answerKey.words.length - 2);

    // Coins once, from the one spelling.completed; a later sending answers the same and changes nothing.
    const ledger = await eventually(() => coinHistory(token, profileId), (entries) => entries.some((entry) => entry.idempotencyKey === `spelling:${session.sessionId}`));
    expect(ledger.filter((entry) => entry.idempotencyKey === `spelling:${session.sessionId}`)).toEqual([expect.objectContaining({ amount: correct, reason: 'spelling' })]);
    const late = await call('submit_spelling_answers', token, { profileId, sessionId: session.sessionId, answers: rest.map((item) => ({ itemId: item.itemId, answer: expectedWord(answerKey, item.itemId) })) });
    expect(late.body?.data).toEqual(sent[0]!.body?.data);
    // An online session is judged word by word, never by this route.
    const online = (await call('start_spelling', token, { profileId, source: { kind: 'level', level: 'cp' } })).body?.data;
    expect(await call('submit_spelling_answers', token, { profileId, sessionId: online.sessionId, answers: [] })).toMatchObject({ status: 409, body: { code: 'spelling_session_online' } });

    // After its week, a downloaded session takes no answers: its expiry is moved into the past in its stored item (the
    // server reads it from there) rather than waited for.
    const expiring = (await call('download_spelling', token, { profileId, source: { kind: 'level', level: 'cp' } })).body?.data as { sessionId: string; items: Item[] };
    await documentClient().send(new UpdateCommand({
      TableName: cloud().tableName, Key: { pk: `PROFILE#${profileId}`, sk: `SPELLING#${expiring.sessionId}` },
      UpdateExpression: 'SET expiresAt = :past', ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 1 },
    }));
    expect(await call('submit_spelling_answers', token, { profileId, sessionId: expiring.sessionId, answers: [{ itemId: expiring.items[0]!.itemId, answer: 'x' }] }))
      .toMatchObject({ status: 404, body: { code: 'spelling_session_not_found' } });
  });

  it("keeps parents' lists per family: create, rename, practise, delete; another family gets 404", async () => {
    // Prepare
    const found = (await call('search_spelling_words', token, { query: 'ecole' })).body?.data.words as { wordId: string; word: string }[];
    expect(found[0]?.word).toBe('école');
    // Act
    const created = await call('save_spelling_list', token, { profileId, name: 'Semaine 3', words: [{ wordId: found[0]!.wordId }, { word: 'aujourd’hui' }, { word: 'zèbre' }], targetDate: '2026-12-04' });
    // Assess
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const list = created.body?.data;
    expect(list.words).toEqual([{ word: 'école', wordId: found[0]!.wordId, level: expect.any(String), rule: expect.any(String) }, { word: "aujourd'hui" }, { word: 'zèbre' }]);
    const renamed = await call('save_spelling_list', token, { profileId, listId: list.listId, name: 'Semaine 3 (bis)', words: [{ word: 'zèbre' }, { word: "aujourd'hui" }] });
    expect(renamed.body?.data).toMatchObject({ name: 'Semaine 3 (bis)', words: [{ word: 'zèbre' }, { word: "aujourd'hui" }] });
    expect(renamed.body?.data.targetDate).toBeUndefined();
    expect((await call('get_spelling_lists', token, { profileId })).body?.data.lists.map((l: { listId: string }) => l.listId)).toContain(list.listId);

    // a session of the list: free words have audio, no sentence
    const session = (await call('start_spelling', token, { profileId, source: { kind: 'list', listId: list.listId } })).body?.data;
    expect(session.source).toEqual({ kind: 'list', listId: list.listId, name: 'Semaine 3 (bis)' });
    expect(session.progress.words).toBe(2);
    expect(session.next.sentence).toBeUndefined();
    expect(session.next.audio.url).toMatch(/\.mp3$/);

    // another family: 404 everywhere, nothing changed
    expect((await call('get_spelling_lists', other.token, { profileId })).status).toBe(404);
    expect((await call('save_spelling_list', other.token, { profileId, listId: list.listId, name: 'volé', words: [{ word: 'chat' }] })).status).toBe(404);
    expect((await call('delete_spelling_list', other.token, { profileId, listId: list.listId })).status).toBe(404);
    expect((await call('start_spelling', other.token, { profileId, source: { kind: 'list', listId: list.listId } })).status).toBe(404);
    expect((await call('answer_spelling', other.token, { profileId, sessionId: session.sessionId, itemId: session.next.itemId, answer: 'x' })).status).toBe(404);
    expect((await call('save_spelling_list', other.token, { profileId: other.uid, listId: list.listId, name: 'volé', words: [{ word: 'chat' }] })).status).toBe(404);

    // bad input: 4xx from the catalogue, nothing written
    expect(await call('save_spelling_list', token, { profileId, name: 'x', words: [{ word: 'a1' }] })).toMatchObject({ status: 400 });
    expect(await call('save_spelling_list', token, { profileId, name: 'x', words: [{ wordId: 'cp-pas-un-mot' }] })).toMatchObject({ status: 400, body: { code: 'spelling_word_unknown' } });
    expect(await call('start_spelling', token, { profileId, source: { kind: 'list', listId: 'pas-une-liste' } })).toMatchObject({ status: 404, body: { code: 'spelling_list_not_found' } });

    // delete, twice at once: one deletion, then 404
    const deletions = await Promise.all([0, 1].map(() => call('delete_spelling_list', token, { profileId, listId: list.listId })));
    expect(deletions.map((response) => response.status).sort()).toEqual([200, 404]);
    expect((await call('get_spelling_lists', token, { profileId })).body?.data.lists.map((l: { listId: string }) => l.listId)).not.toContain(list.listId);
  });
});
