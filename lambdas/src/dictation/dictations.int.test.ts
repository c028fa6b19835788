import { beforeAll, describe, expect, it } from 'vitest';
import { contentPack } from '#content';
import { cloud, eventually } from '#test/cloud-client';
import { useLocalCloudEnvironment } from '#test/local-cloud-env';
import { call, subscriberAndStranger } from '#test/accounts';

const passage = contentPack.dictations.find((p) => p.level === 'ce1')!;
/** The reference text must not reach the client before the correction: not whole, not one of its phrase groups. */
const auditNoText = (payload: unknown) => {
  const served = JSON.stringify(payload);
  for (const group of passage.groups) expect(served).not.toContain(group);
};
/** The learner's answer: the passage with its first word's letters swapped and its last word dropped. */
const answerWithMistakes = () => {
  const words = passage.text.replaceAll('\n', ' ').split(' ');
  words[0] = words[0]!.length > 2 ? words[0]![1]! + words[0]![0]! + words[0]!.slice(2) : `${words[0]}x`;
  return words.slice(0, -1).join(' ');
};

describe('dictations through the API', () => {
  let token: string;
  let profileId: string;
  let other: { token: string; uid: string };

  beforeAll(async () => {
    useLocalCloudEnvironment();
    ({ token, profileId, other } = await subscriberAndStranger());
  });

  it('lists the bank without any text', async () => {
    const listed = await call('get_dictations', token, { profileId });
    expect(listed.status).toBe(200);
    expect(listed.body?.data.passages.length).toBeGreaterThanOrEqual(60);
    expect(listed.body?.data.passages.find((p: { id: string }) => p.id === passage.id)).toMatchObject({ level: 'ce1', attempts: 0, phrases: passage.groups.length });
    expect(listed.body?.data.settings).toEqual({ bareme: 'brevet', acceptReformed1990: true });
    auditNoText(listed.body);
  });

  it('refuses an unknown passage, an unknown attempt, an oversized answer and another family', async () => {
    expect(await call('start_dictation', token, { profileId, passageId: 'pas-une-dictee' })).toMatchObject({ status: 404, body: { code: 'dictation_not_found' } });
    expect(await call('submit_dictation', token, { profileId, attemptId: 'inconnue', answer: 'Bonjour.' })).toMatchObject({ status: 404, body: { code: 'dictation_attempt_not_found' } });
    expect((await call('submit_dictation', token, { profileId, attemptId: 'inconnue', answer: 'a'.repeat(5001) })).status).toBe(400);
    expect(await call('start_dictation', other.token, { profileId, passageId: passage.id })).toMatchObject({ status: 404, body: { code: 'profile_not_found' } });
  });

  it('dictates with server speech, grades once, and pays once', async () => {
    const started = await call('start_dictation', token, { profileId, passageId: passage.id });
    expect(started.status).toBe(201);
    const session = started.body?.data;
    expect(session.phrases).toHaveLength(passage.groups.length);
    auditNoText(session);
    const audio = await fetch(`${cloud().url}${session.phrases[0].url}`);
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toBe('audio/mpeg');
    expect((await audio.arrayBuffer()).byteLength).toBeGreaterThan(1000);

    // Someone else cannot hand in this attempt, even naming their own profile.
    expect(await call('submit_dictation', other.token, { profileId: other.uid, attemptId: session.attemptId, answer: 'x' })).toMatchObject({ status: 404 });

    // Ten different copies of the same attempt at once: whichever arrives first is graded, the others get its result.
    const answers = Array.from({ length: 10 }, (_, n) => (n === 0 ? answerWithMistakes() : `${answerWithMistakes()} ${n}`));
    const submissions = await Promise.all(answers.map((answer) => call('submit_dictation', token, { profileId, attemptId: session.attemptId, answer })));
    expect(submissions.map((s) => s.status)).toEqual(Array(10).fill(200));
    const results = submissions.map((s) => s.body?.data);
    for (const result of results) expect(result).toEqual(results[0]);
    const { correction } = results[0];
    expect(answers).toContain(correction.answer);
    expect(correction.reference).toBe(passage.text);
    // The swapped letters of the first word and the dropped (or replaced) last word, at least.
    expect(correction.errors.length).toBeGreaterThanOrEqual(2);
    expect(correction.errors[0]).toMatchObject({ start: 0 });
    expect(correction.scores.brevet.score).toBeLessThan(10);

    const coins = Math.floor(correction.scores.brevet.score);
    if (coins > 0) {
      const history = await eventually(async () => (await call('get_coin_history', token, { profileId })).body?.data, (data) => data?.entries.some((e: { idempotencyKey: string }) => e.idempotencyKey === `dictation:${session.attemptId}`));
      expect(history.entries.filter((e: { idempotencyKey: string }) => e.idempotencyKey === `dictation:${session.attemptId}`)).toEqual([expect.objectContaining({ amount: coins, reason: 'dictation' })]);
    }

    const again = await call('submit_dictation', token, { profileId, attemptId: session.attemptId, answer: passage.text });
    expect(again.body?.data).toEqual(results[0]);
    const listed = await call('get_dictations', token, { profileId });
    expect(listed.body?.data.passages.find((p: { id: string }) => p.id === passage.id)).toMatchObject({ attempts: 1, best: correction.scores.brevet.score });
    const history = await call('get_dictation_history', token, { profileId });
    expect(history.body?.data.attempts[0]).toMatchObject({ attemptId: session.attemptId, passageId: passage.id, errorCount: correction.errors.length, scores: correction.scores });
  });

  it('keeps the barème the profile chose, and shows earlier attempts', async () => {
    expect(await call('update_dictation_settings', token, { profileId, settings: { bareme: 'concours', acceptReformed1990: false } })).toMatchObject({ status: 200 });
    const session = (await call('start_dictation', token, { profileId, passageId: passage.id })).body?.data;
    expect(session.settings).toEqual({ bareme: 'concours', acceptReformed1990: false });
    const result = (await call('submit_dictation', token, { profileId, attemptId: session.attemptId, answer: passage.text })).body?.data;
    expect(result).toMatchObject({ bareme: 'concours', correction: { errors: [], scores: { brevet: { score: 10 }, concours: { faults: 0 }, simple: { errors: 0 } } } });
    expect(result.previous).toHaveLength(1);
  });

  it('composes a personal dictation from the bank, at the level asked for', async () => {
    const started = await call('start_personal_dictation', token, { profileId, level: 'ce1' });
    expect(started.status).toBe(201);
    expect(started.body?.data).toMatchObject({ level: 'ce1' });
    expect(started.body?.data.passageId).toBeUndefined();
    expect(started.body?.data.phrases.length).toBeGreaterThan(0);
  });

  it('serves a media file as CloudFront would: cacheable, with ranges', async () => {
    const session = (await call('start_dictation', token, { profileId, passageId: passage.id })).body?.data;
    const whole = await fetch(`${cloud().url}${session.reading.url}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('cache-control')).toContain('immutable');
    const ranged = await fetch(`${cloud().url}${session.reading.url}`, { headers: { range: 'bytes=0-99' } });
    expect(ranged.status).toBe(206);
    expect((await ranged.arrayBuffer()).byteLength).toBe(100);
  });
});
