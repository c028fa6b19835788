import { beforeAll, describe, expect, it } from 'vitest';
import { contentPack } from '#content';
import { useLocalCloudEnvironment } from '#test/local-cloud-env';
import { call, subscriberAndStranger } from '#test/accounts';

const passage = contentPack.dictations.find((p) => p.level === 'cm')!;
/** The reference text must not reach the client before the correction: not whole, not one of its phrase groups. */
const auditNoText = (payload: unknown) => {
  const served = JSON.stringify(payload);
  for (const group of passage.groups) expect(served).not.toContain(group);
};
type Session = { attemptId: string; copy?: string; revision?: number; phrases: { url: string }[] };

describe('a dictation survives a reload: the copy saved as it is typed', () => {
  let token: string;
  let profileId: string;
  let other: { token: string; uid: string };

  beforeAll(async () => {
    useLocalCloudEnvironment();
    ({ token, profileId, other } = await subscriberAndStranger());
  });

  const start = async () => {
    const started = await call('start_dictation', token, { profileId, passageId: passage.id });
    expect(started.status, JSON.stringify(started.body)).toBeLessThan(300);
    return started.body!.data as Session;
  };
  const save = (attemptId: string, copy: string, revision: number) => call('save_dictation_copy', token, { profileId, attemptId, copy, revision });
  const resume = (attemptId: string) => call('resume_dictation', token, { profileId, attemptId });
  /** Hands the attempt in, so the next test's start opens a new one rather than reopening it. */
  const handIn = async (attemptId: string) => expect((await call('submit_dictation', token, { profileId, attemptId, answer: 'Fin.' })).status).toBe(200);

  it('gives the saved copy back when the dictation reopens, by its id or by its passage, and lists it as unfinished', async () => {
    // Prepare
    const session = await start();
    expect(session.copy).toBeUndefined();

    // Act
    const saved = await save(session.attemptId, 'Le petit chat', 1);
    const savedAgain = await save(session.attemptId, 'Le petit chat dort.', 2);

    // Assess
    expect(saved).toMatchObject({ status: 200, body: { code: 'dictation_copy_saved', data: { revision: 1, saved: true } } });
    expect(savedAgain.body?.data).toEqual({ revision: 2, saved: true });
    const reopened = await resume(session.attemptId);
    expect(reopened).toMatchObject({ status: 200, body: { code: 'dictation_resumed', data: { attemptId: session.attemptId, copy: 'Le petit chat dort.', revision: 2 } } });
    expect((reopened.body!.data as Session).phrases.map((clip) => clip.url)).toEqual(session.phrases.map((clip) => clip.url));
    auditNoText(reopened.body);
    // Another device picking the same passage gets the same attempt and copy, not a new attempt.
    const picked = await call('start_dictation', token, { profileId, passageId: passage.id });
    expect(picked).toMatchObject({ status: 200, body: { data: { attemptId: session.attemptId, copy: 'Le petit chat dort.', revision: 2 } } });
    const listed = (await call('get_dictations', token, { profileId })).body!.data as { unfinished: { attemptId: string; passageId?: string; savedAt?: string }[] };
    expect(listed.unfinished).toEqual([expect.objectContaining({ attemptId: session.attemptId, passageId: passage.id, title: passage.title, level: 'cm', savedAt: expect.any(String) })]);
    auditNoText(listed);
    await handIn(session.attemptId);
  });

  it('never lets a late, older save overwrite a newer one', async () => {
    // Prepare
    const { attemptId } = await start();
    await save(attemptId, 'trois', 3);

    // Act
    const late = await save(attemptId, 'deux', 2);
    const repeated = await save(attemptId, 'trois bis', 3);

    // Assess
    expect(late).toMatchObject({ status: 200, body: { data: { revision: 3, saved: false } } });
    expect(repeated.body?.data).toEqual({ revision: 3, saved: false });
    expect((await resume(attemptId)).body?.data).toMatchObject({ copy: 'trois', revision: 3 });
    await handIn(attemptId);
  });

  it('keeps one consistent state from ten saves sent at once: the newest', async () => {
    // Prepare
    const { attemptId } = await start();
    const revisions = [7, 2, 10, 4, 1, 9, 5, 3, 8, 6];

    // Act
    const answers = await Promise.all(revisions.map((revision) => save(attemptId, `copie ${revision}`, revision)));

    // Assess
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    answers.forEach((answer, index) => expect(answer.body!.data.revision).toBeGreaterThanOrEqual(revisions[index]!));
    expect(answers[revisions.indexOf(10)]!.body?.data).toEqual({ revision: 10, saved: true });
    expect((await resume(attemptId)).body?.data).toMatchObject({ copy: 'copie 10', revision: 10 });
    await handIn(attemptId);
  });

  it('refuses a save and a reopening once the dictation is handed in; the passage then starts afresh', async () => {
    // Prepare
    const { attemptId } = await start();
    await save(attemptId, 'Ma copie', 1);
    expect((await call('submit_dictation', token, { profileId, attemptId, answer: 'Ma copie finale' })).status).toBe(200);

    // Act
    const late = await save(attemptId, 'Ma copie changée', 2);

    // Assess
    expect(late).toMatchObject({ status: 409, body: { error: true, code: 'dictation_already_submitted', message: expect.stringContaining('déjà été rendue') } });
    expect(await resume(attemptId)).toMatchObject({ status: 409, body: { code: 'dictation_already_submitted' } });
    const listed = (await call('get_dictations', token, { profileId })).body!.data as { unfinished: { attemptId: string }[] };
    expect(listed.unfinished.map((entry) => entry.attemptId)).not.toContain(attemptId);
    const fresh = await call('start_dictation', token, { profileId, passageId: passage.id });
    expect(fresh.status).toBe(201);
    expect(fresh.body?.data.attemptId).not.toBe(attemptId);
    expect(fresh.body?.data.copy).toBeUndefined();
    await handIn(fresh.body?.data.attemptId);
  });

  it("refuses another family's attempt as unknown, an unknown attempt, and an oversized copy", async () => {
    // Prepare
    const { attemptId } = await start();
    expect((await save(attemptId, 'À nous', 1)).body?.data).toEqual({ revision: 1, saved: true });

    // Act
    const asTheirs = await call('save_dictation_copy', other.token, { profileId: other.uid, attemptId, copy: 'À eux', revision: 2 });
    const asOurs = await call('save_dictation_copy', other.token, { profileId, attemptId, copy: 'À eux', revision: 2 });
    const reopened = await call('resume_dictation', other.token, { profileId: other.uid, attemptId });

    // Assess
    expect(asTheirs).toMatchObject({ status: 404, body: { code: 'dictation_attempt_not_found' } });
    expect(asOurs).toMatchObject({ status: 404, body: { code: 'profile_not_found' } });
    expect(reopened).toMatchObject({ status: 404, body: { code: 'dictation_attempt_not_found' } });
    expect(await save('inconnue', 'x', 1)).toMatchObject({ status: 404, body: { code: 'dictation_attempt_not_found' } });
    expect((await save(attemptId, 'a'.repeat(5001), 2)).status).toBe(400);
    expect((await resume(attemptId)).body?.data).toMatchObject({ copy: 'À nous', revision: 1 });
    await handIn(attemptId);
  });
});
