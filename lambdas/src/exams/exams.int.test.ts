import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { contentPack } from '#content';
import { beforeAll, describe, expect, it } from 'vitest';
import { cloud, documentClient, eventually, signedInUser } from '#test/cloud-client';
import { useLocalCloudEnvironment } from '#test/local-cloud-env';
import { call, premiumAccount, scanTable } from '#test/accounts';

const hour = 3_600_000;

/** An exam open from a minute ago for an hour, with the given key, created by `token` (an examinator or an admin). */
async function createExam(token: string, key: string, overrides: Record<string, unknown> = {}) {
  const created = await call('examinator/create_exam', token, {
    title: 'Brevet blanc d’orthographe', key, questionCount: 5, durationMinutes: 20, language: 'fr', category: 'orthographe',
    opensAt: new Date(Date.now() - 60_000).toISOString(), closesAt: new Date(Date.now() + hour).toISOString(), ...overrides,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body?.data as { exam: { examId: string }; key: string };
}

/** Sets stored attributes of an attempt (a time moved into the past, as if it had passed). */
async function setOnAttempt(attemptId: string, values: Record<string, number>) {
  await documentClient().send(new UpdateCommand({
    TableName: cloud().tableName, Key: { pk: `EXAMATTEMPT#${attemptId}`, sk: 'ATTEMPT' },
    UpdateExpression: `SET ${Object.keys(values).map((name) => `${name} = :${name}`).join(', ')}`,
    ExpressionAttributeValues: Object.fromEntries(Object.entries(values).map(([name, value]) => [`:${name}`, value])),
  }));
}

/** Moves an attempt's deadline into the past, as if its time had run out. */
async function expireAttempt(attemptId: string) {
  await documentClient().send(new UpdateCommand({
    TableName: cloud().tableName, Key: { pk: `EXAMATTEMPT#${attemptId}`, sk: 'ATTEMPT' }, UpdateExpression: 'SET deadline = :past', ExpressionAttributeValues: { ':past': Date.now() - 1_000 },
  }));
}

describe('proctored exams', () => {
  let examinator: string;
  let learner: { token: string; uid: string };
  let stranger: { token: string; uid: string };

  beforeAll(async () => {
    useLocalCloudEnvironment();
    [learner, stranger] = await Promise.all([premiumAccount(), premiumAccount()]);
    examinator = (await signedInUser({ groups: ['examinator'] })).idToken;
  });

  it('lets examinators and admins create and read exams, and refuses learners (403)', async () => {
    const admin = (await signedInUser({ groups: ['admin'] })).idToken;
    const { exam, key } = await createExam(admin, 'ADMIN-2026');
    expect(key).toBe('ADMIN2026');
    const generated = await call('examinator/create_exam', examinator, {
      title: 'Sans clé choisie', questionCount: 3, durationMinutes: 10, language: 'fr', category: 'orthographe',
      opensAt: new Date().toISOString(), closesAt: new Date(Date.now() + hour).toISOString(),
    });
    expect(generated.body?.data.key).toMatch(/^[2-9A-HJKMNP-TW-Z]{8}$/);
    const listed = await call('examinator/list_exams', examinator);
    expect(listed.body?.data.exams.map((e: { examId: string }) => e.examId)).toContain(exam.examId);
    // The key is stored only as a salted hash: no item of the table holds it.
    expect((await scanTable()).filter((item) => JSON.stringify(item).includes('ADMIN2026'))).toEqual([]);

    for (const path of ['examinator/list_exams', 'examinator/get_exam_attempts', 'examinator/create_exam']) {
      const refused = await call(path, learner.token, { examId: exam.examId });
      expect(refused, path).toMatchObject({ status: 403, body: { error: true, code: 'forbidden' } });
    }
    const tooFew = await call('examinator/create_exam', examinator, {
      title: 'Trop de questions', questionCount: 5, durationMinutes: 10, language: 'fr', category: 'orthographe', questionIds: ['q-inconnue'],
      opensAt: new Date().toISOString(), closesAt: new Date(Date.now() + hour).toISOString(),
    });
    expect(tooFew).toMatchObject({ status: 400, body: { code: 'exam_not_enough_questions' } });
  });

  it('draws an exam of one question level only, and says the level to examinators and learners', async () => {
    // Five easy and five middle questions of the pack offered: an easy exam can draw the five easy ones only.
    const pack = contentPack.categories.find((file) => file.category.id === 'orthographe')!.questions;
    const easy = pack.filter((q) => q.difficulty === 'facile').slice(0, 5).map((q) => q.id);
    const middle = pack.filter((q) => q.difficulty === 'moyen').slice(0, 5).map((q) => q.id);
    const { exam } = await createExam(examinator, 'NIVEAU-CE1', { title: 'Contrôle de CE1', level: 'facile', questionCount: 5, questionIds: [...middle, ...easy] });
    const { Item } = await documentClient().send(new GetCommand({ TableName: cloud().tableName, Key: { pk: `EXAM#${exam.examId}`, sk: 'EXAM' } }));
    expect((Item!.questions as { id: string }[]).map((q) => q.id).sort()).toEqual([...easy].sort());
    const tooFew = await call('examinator/create_exam', examinator, {
      title: 'Six faciles', questionCount: 6, durationMinutes: 10, language: 'fr', category: 'orthographe', level: 'facile', questionIds: [...middle, ...easy],
      opensAt: new Date().toISOString(), closesAt: new Date(Date.now() + hour).toISOString(),
    });
    expect(tooFew).toMatchObject({ status: 400, body: { code: 'exam_not_enough_questions' } });
    expect((await call('examinator/list_exams', examinator)).body?.data.exams.find((e: { examId: string }) => e.examId === exam.examId)).toMatchObject({ level: 'facile' });
    expect((await call('get_exams', learner.token, { profileId: learner.uid })).body?.data.exams.find((e: { examId: string }) => e.examId === exam.examId)).toMatchObject({ level: 'facile' });
  });

  it('asks for the rules and the key with the seed’s messages, and refuses a wrong key', async () => {
    const { exam } = await createExam(examinator, 'REGLES-01');
    const start = (body: Record<string, unknown>) => call('start_exam', learner.token, { profileId: learner.uid, examId: exam.examId, key: 'REGLES01', agreedToRules: true, ...body }, { 'accept-language': 'en' });
    expect(await start({ agreedToRules: false })).toMatchObject({ status: 400, body: { code: 'exam_rules_required', message: 'Please agree to the exam rules' } });
    expect(await start({ key: '  ' })).toMatchObject({ status: 400, body: { code: 'exam_key_required', message: 'Please enter the Exam Key' } });
    expect(await start({ key: 'WRONGKEY' })).toMatchObject({ status: 403, body: { code: 'exam_key_invalid', message: 'Invalid exam key' } });
    // Typed in lower case with a dash, the right key opens it.
    expect((await start({ key: 'regles-01' })).status).toBe(201);
  });

  it('throttles wrong keys per profile: of 10 sent at once, 5 are checked, the rest refused (429)', async () => {
    const account = await premiumAccount();
    const { exam } = await createExam(examinator, 'THROTTLE7');
    const tries = await Promise.all(Array.from({ length: 10 }, (_, n) => call('start_exam', account.token, { profileId: account.uid, examId: exam.examId, key: `GUESS${n}X`, agreedToRules: true })));
    const codes = tries.map((response) => response.body?.code).sort();
    expect(codes.filter((code) => code === 'exam_key_invalid')).toHaveLength(5);
    expect(codes.filter((code) => code === 'exam_key_locked')).toHaveLength(5);
    expect(tries.find((response) => response.body?.code === 'exam_key_locked')?.status).toBe(429);
    // Even the right key waits for the next window now.
    expect((await call('start_exam', account.token, { profileId: account.uid, examId: exam.examId, key: 'THROTTLE7', agreedToRules: true })).body?.code).toBe('exam_key_locked');
  });

  it('creates one attempt per profile: 10 starts at once give the same attempt', async () => {
    const account = await premiumAccount();
    const { exam } = await createExam(examinator, 'PARALLEL1');
    const starts = await Promise.all(Array.from({ length: 10 }, () => call('start_exam', account.token, { profileId: account.uid, examId: exam.examId, key: 'PARALLEL1', agreedToRules: true })));
    expect(starts.map((response) => response.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(starts.map((response) => response.body?.data.attemptId)).size).toBe(1);
    const attempts = (await scanTable()).filter((item) => String(item.pk).startsWith('EXAMATTEMPT#') && item.profileId === account.uid);
    expect(attempts).toHaveLength(1);
    const listed = await call('examinator/get_exam_attempts', examinator, { examId: exam.examId });
    expect(listed.body?.data.exam.attempts).toBe(1);
  });

  it('serves questions without answers, scores on the server once, and refuses a second attempt', async () => {
    const account = await premiumAccount();
    const { exam } = await createExam(examinator, 'SCORING1', { marksPerQuestion: 2 });
    const started = await call('start_exam', account.token, { profileId: account.uid, examId: exam.examId, key: 'SCORING1', agreedToRules: true });
    const attempt = started.body?.data;
    expect(attempt.questions).toHaveLength(5);
    expect(JSON.stringify(attempt)).not.toMatch(/"answer"|explanation/);
    expect(attempt.deadline - Date.parse(attempt.startedAt)).toBe(20 * 60_000);
    // The right options, read from the table as only the server knows them.
    const stored = (await scanTable()).find((item) => item.pk === `EXAMATTEMPT#${attempt.attemptId}`) as { questions: { answer: number }[] };
    const rights = stored.questions.map((q) => q.answer);
    for (const index of [0, 1, 2]) {
      const saved = await call('answer_exam_question', account.token, { profileId: account.uid, attemptId: attempt.attemptId, index, choice: index < 2 ? rights[index] : (rights[index]! + 1) % 4 });
      expect(saved.status).toBe(200);
    }
    // The same answer sent 10 times at once has one effect: the answer stands, once.
    const repeats = await Promise.all(Array.from({ length: 10 }, () => call('answer_exam_question', account.token, { profileId: account.uid, attemptId: attempt.attemptId, index: 0, choice: rights[0] })));
    expect(repeats.every((response) => response.status === 200 && response.body?.data.answered === 3)).toBe(true);

    const submits = await Promise.all(Array.from({ length: 10 }, () => call('submit_exam', account.token, { profileId: account.uid, attemptId: attempt.attemptId })));
    // Computed once: every answer carries the same recorded result and completion time.
    for (const submit of submits) expect(submit.body?.data).toMatchObject({ result: submits[0]!.body?.data.result, completedAt: submits[0]!.body?.data.completedAt });
    expect(submits[0]!.body?.data).toMatchObject({ status: 'completed', completedBy: 'submitted', result: { total: 5, correct: 2, incorrect: 1, unanswered: 2, marks: 4, totalMarks: 10, percentage: 40 } });
    expect(await call('answer_exam_question', account.token, { profileId: account.uid, attemptId: attempt.attemptId, index: 3, choice: 0 })).toMatchObject({ status: 409, body: { code: 'exam_already_completed' } });
    expect(await call('start_exam', account.token, { profileId: account.uid, examId: exam.examId, key: 'SCORING1', agreedToRules: true })).toMatchObject({ status: 409, body: { code: 'exam_already_taken' } });
  });

  it('lengthens the deadline by the profile’s tiers-temps', async () => {
    const account = await premiumAccount();
    expect((await call('update_profile', account.token, { profileId: account.uid, timeAccommodation: 'x1.5' })).status).toBe(200);
    const { exam } = await createExam(examinator, 'TIERSTEMPS');
    const attempt = (await call('start_exam', account.token, { profileId: account.uid, examId: exam.examId, key: 'TIERSTEMPS', agreedToRules: true })).body?.data;
    expect(attempt.deadline - Date.parse(attempt.startedAt)).toBe(30 * 60_000);
  });

  it('refuses an answer after the deadline and completes the attempt then', async () => {
    const account = await premiumAccount();
    const { exam } = await createExam(examinator, 'DEADLINE1');
    const attempt = (await call('start_exam', account.token, { profileId: account.uid, examId: exam.examId, key: 'DEADLINE1', agreedToRules: true })).body?.data;
    expect((await call('answer_exam_question', account.token, { profileId: account.uid, attemptId: attempt.attemptId, index: 0, choice: 1 })).status).toBe(200);
    await expireAttempt(attempt.attemptId);
    expect(await call('answer_exam_question', account.token, { profileId: account.uid, attemptId: attempt.attemptId, index: 1, choice: 1 })).toMatchObject({ status: 409, body: { code: 'exam_time_over' } });
    const read = await call('get_exam_attempt', account.token, { profileId: account.uid, attemptId: attempt.attemptId });
    expect(read.body?.data).toMatchObject({ status: 'completed', completedBy: 'deadline', result: { total: 5, unanswered: 4 } });
  });

  it('records short absences, completes the attempt after more than 5 s away, and tells the examinators', async () => {
    const account = await premiumAccount();
    const { exam } = await createExam(examinator, 'VIOLATION');
    const attempt = (await call('start_exam', account.token, { profileId: account.uid, examId: exam.examId, key: 'VIOLATION', agreedToRules: true })).body?.data;
    const report = (kind: string, durationMs: number) => call('report_exam_violation', account.token, { profileId: account.uid, attemptId: attempt.attemptId, kind, at: new Date().toISOString(), durationMs });
    expect(await report('blur', 2_000)).toMatchObject({ status: 200, body: { code: 'exam_violation_recorded', data: { status: 'started', violations: 1 } } });
    // Five copies of the ending report sent at once: one ends the attempt, the others change nothing.
    const endings = await Promise.all(Array.from({ length: 5 }, () => report('hidden', 6_000)));
    expect(endings.filter((response) => response.body?.code === 'exam_completed_by_violation')).toHaveLength(1);
    expect(endings.every((response) => response.body?.data.status === 'completed' && response.body?.data.completedBy === 'violation')).toBe(true);

    const attempts = await call('examinator/get_exam_attempts', examinator, { examId: exam.examId });
    const seen = attempts.body?.data.attempts[0];
    expect(seen).toMatchObject({ status: 'completed', completedBy: 'violation' });
    expect(seen.violations.map((v: { kind: string; durationMs: number }) => [v.kind, v.durationMs])).toEqual([['blur', 2_000], ['hidden', 6_000]]);
    expect(seen.violations.every((v: { recordedAt: string }) => Math.abs(Date.parse(v.recordedAt) - Date.now()) < 60_000)).toBe(true);
    // The examinators' feed, from `exam.violation-reported`: both violations, once each.
    const feed = await eventually(() => call('examinator/list_exams', examinator), (response) => response.body?.data.recentViolations.filter((v: { attemptId: string }) => v.attemptId === attempt.attemptId).length === 2);
    const mine = feed.body?.data.recentViolations.filter((v: { attemptId: string }) => v.attemptId === attempt.attemptId);
    expect(mine.map((v: { completed: boolean }) => v.completed).sort()).toEqual([false, true]);
  });

  it('shows the right options after the result only once nobody can be taking the exam any more', async () => {
    const account = await premiumAccount();
    const { exam } = await createExam(examinator, 'REVIEW01');
    const ids = { profileId: account.uid };
    const started = (await call('start_exam', account.token, { ...ids, examId: exam.examId, key: 'REVIEW01', agreedToRules: true })).body?.data;
    const stored = (await scanTable()).find((item) => item.pk === `EXAMATTEMPT#${started.attemptId}`) as { questions: { answer: number }[] };
    const rights = stored.questions.map((q) => q.answer);
    await call('answer_exam_question', account.token, { ...ids, attemptId: started.attemptId, index: 0, choice: rights[0] });
    const submitted = (await call('submit_exam', account.token, { ...ids, attemptId: started.attemptId })).body?.data;

    // The exam is still open (another candidate may start it and get up to twice its 20 minutes): no right option yet.
    const listed = await call('examinator/list_exams', examinator);
    const closesAt = Date.parse(listed.body?.data.exams.find((e: { examId: string }) => e.examId === exam.examId).closesAt);
    expect(submitted).toMatchObject({ status: 'completed', reviewAt: closesAt + 40 * 60_000 });
    const before = (await call('get_exam_attempt', account.token, { ...ids, attemptId: started.attemptId })).body?.data;
    for (const view of [started, submitted, before]) expect(JSON.stringify(view)).not.toMatch(/review"|correctChoice|"answer"/);

    // Once the review opens (moved into the past here), the result comes with each question's right option.
    await setOnAttempt(started.attemptId, { reviewAt: Date.now() - 1_000 });
    const after = (await call('get_exam_attempt', account.token, { ...ids, attemptId: started.attemptId })).body?.data;
    expect(after.review).toEqual(rights.map((correctChoice, index) => ({ index, correctChoice })));
    expect(after.answers[0]).toBe(rights[0]);
  });

  it('ends the attempt when the page was silent more than 5 s (a tab closed, opened again 10 s later), and tells the examinators', async () => {
    const account = await premiumAccount();
    const { exam } = await createExam(examinator, 'HEARTBEAT');
    const ids = { profileId: account.uid };
    const attempt = (await call('start_exam', account.token, { ...ids, examId: exam.examId, key: 'HEARTBEAT', agreedToRules: true })).body?.data;
    const beat = await call('exam_heartbeat', account.token, { ...ids, attemptId: attempt.attemptId });
    expect(beat).toMatchObject({ status: 200, body: { data: { status: 'started' } } });

    // The tab closed right after that heartbeat and came back 10 s later (its last contact moved 10 s back): the page
    // said nothing, the server sees the silence at the next contact.
    await setOnAttempt(attempt.attemptId, { lastSeenAt: Date.now() - 10_000 });
    const back = (await call('get_exam_attempt', account.token, { ...ids, attemptId: attempt.attemptId })).body?.data;
    expect(back).toMatchObject({ status: 'completed', completedBy: 'violation', violations: 1 });
    expect((await call('exam_heartbeat', account.token, { ...ids, attemptId: attempt.attemptId })).body?.data).toMatchObject({ status: 'completed', completedBy: 'violation' });

    const seen = (await call('examinator/get_exam_attempts', examinator, { examId: exam.examId })).body?.data.attempts[0];
    expect(seen).toMatchObject({ status: 'completed', completedBy: 'violation' });
    expect(seen.violations).toHaveLength(1);
    expect(seen.violations[0].kind).toBe('silence');
    expect(seen.violations[0].durationMs).toBeGreaterThanOrEqual(8_000);
    const feed = await eventually(() => call('examinator/list_exams', examinator), (response) => response.body?.data.recentViolations.some((v: { attemptId: string }) => v.attemptId === attempt.attemptId));
    expect(feed.body?.data.recentViolations.find((v: { attemptId: string }) => v.attemptId === attempt.attemptId)).toMatchObject({ kind: 'silence', completed: true });
  });

  it('answers 404 for another family’s attempt, and refuses an exam not open yet', async () => {
    const { exam } = await createExam(examinator, 'STRANGER1');
    const attempt = (await call('start_exam', learner.token, { profileId: learner.uid, examId: exam.examId, key: 'STRANGER1', agreedToRules: true })).body?.data;
    for (const [path, body] of [
      ['get_exam_attempt', {}], ['answer_exam_question', { index: 0, choice: 0 }], ['submit_exam', {}], ['report_exam_violation', { kind: 'hidden', at: new Date().toISOString(), durationMs: 9_000 }],
    ] as const) {
      // With the stranger's own profile, and with the learner's profile id (not theirs): never the attempt.
      expect(await call(path, stranger.token, { profileId: stranger.uid, attemptId: attempt.attemptId, ...body }), path).toMatchObject({ status: 404, body: { code: 'exam_attempt_not_found' } });
      expect((await call(path, stranger.token, { profileId: learner.uid, attemptId: attempt.attemptId, ...body })).status, path).toBe(404);
    }
    expect((await call('get_exam_attempt', learner.token, { profileId: learner.uid, attemptId: attempt.attemptId })).body?.data.status).toBe('started');

    const { exam: later } = await createExam(examinator, 'UPCOMING1', { opensAt: new Date(Date.now() + hour).toISOString(), closesAt: new Date(Date.now() + 2 * hour).toISOString() });
    expect(await call('start_exam', learner.token, { profileId: learner.uid, examId: later.examId, key: 'UPCOMING1', agreedToRules: true })).toMatchObject({ status: 409, body: { code: 'exam_not_open' } });
    const listed = await call('get_exams', learner.token, { profileId: learner.uid });
    const states = Object.fromEntries(listed.body?.data.exams.map((e: { examId: string; state: string }) => [e.examId, e.state]));
    expect(states[later.examId]).toBe('upcoming');
    expect(listed.body?.data.exams.find((e: { examId: string }) => e.examId === exam.examId)?.attempt).toEqual({ attemptId: attempt.attemptId, status: 'started' });
  });
});
