import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { examViolationReported } from '@plume/events';
import { Refusal, shuffled, type Profile } from '@plume/shared';
import type { ExamAttemptView, ExamViolation } from '@plume/shared/exams/api';
import {
  examDeadline, examResult, examReviewAt, examWindowState, normalizeExamKey, silenceMs, violationCompletes, type CompletionCause, type ViolationKind,
} from '@plume/shared/exams/rules';
import { secretMatches } from '#account/data/secret-hash';
import { publishEvent } from '#clients/bus';
import {
  claimKeyTry, completeAttempt, getAttempt, getExam, markSeen, recordViolation, returnKeyTry, saveAnswer, startAttempt, takenAttemptId, type AttemptRecord, type ExamRecord,
} from '#exams/data/exams';

/*
 * A learner's exam attempt (docs/exams.md): start with the key, answer, submit, report leaving the page, say the page
 * is there (heartbeat). Every figure is the server's; the right options leave it only in the review, once nobody can
 * be taking the exam any more.
 */

/**
 * A learner's request as the gateway received it (`requestContext.timeEpoch`, the server's clock): a request that
 * waited on a busy server is timed when it arrived, so neither a deadline nor the heartbeat's 5 s rule counts the
 * server's own delay against the learner.
 */
export const receivedAt = (event: { requestContext?: { timeEpoch?: number } }): number => event.requestContext?.timeEpoch ?? Date.now();

/** Waits for a free key try (60, 120, … ms) before refusing: about 1.3 s in all. */
const KEY_TRY_WAITS = 6;

/** Attempt ids sort by time and cannot be guessed. */
const newAttemptId = (now: number) => `${now.toString(36).padStart(9, '0')}-${randomBytes(9).toString('base64url')}`;

/**
 * What the learner may see of an attempt: the questions and the answers given, the result once it ended, and the right
 * options only once the attempt has ended and the review has opened (nobody can be taking the exam any more).
 */
export function attemptView(attempt: AttemptRecord, now: number): ExamAttemptView {
  const reviewOpen = attempt.status === 'completed' && attempt.reviewAt !== undefined && now >= attempt.reviewAt;
  return {
    // The server's clock as the answer leaves (`now` may be the request's arrival): the page corrects its countdown by it.
    attemptId: attempt.attemptId, examId: attempt.examId, title: attempt.title, status: attempt.status, startedAt: attempt.startedAt, deadline: attempt.deadline, serverTime: Date.now(),
    questions: attempt.questions.map((q, index) => ({ index, question: q.question, options: q.options })),
    answers: attempt.answers,
    ...(attempt.completedBy ? { completedBy: attempt.completedBy } : {}),
    ...(attempt.completedAt ? { completedAt: attempt.completedAt } : {}),
    ...(attempt.result ? { result: attempt.result } : {}),
    violations: attempt.violations.length,
    ...(attempt.reviewAt !== undefined ? { reviewAt: attempt.reviewAt } : {}),
    ...(reviewOpen ? { review: attempt.questions.map((q, index) => ({ index, correctChoice: q.answer })) } : {}),
  };
}

export interface StartRequest { examId: string; key: string; agreedToRules: boolean }

/**
 * Starts (or, with the right key again, resumes) the profile's one attempt at an exam. Checks, in order: the rules
 * agreed, a key given, the exam exists, the key (throttled per profile: wrong keys cost a try, right ones do not),
 * an attempt already there (resumed while it runs, refused once it ended), the window open. The deadline carries the
 * profile's tiers-temps.
 */
export async function startExam(uid: string, profile: Profile, request: StartRequest, now: number): Promise<{ attempt: ExamAttemptView; resumed: boolean }> {
  if (!request.agreedToRules) throw new Refusal('invalid', 'exam_rules_required');
  const key = normalizeExamKey(request.key);
  if (!key) throw new Refusal('invalid', 'exam_key_required');
  const exam = await getExam(request.examId);
  if (!exam) throw new Refusal('not_found', 'exam_not_found');
  await checkKey(profile.id, exam, key, now);

  const existing = await takenAttemptId(profile.id, exam.examId);
  if (existing) return { attempt: await resumable(uid, profile.id, existing, now), resumed: true };
  if (examWindowState(exam, now) !== 'open') throw new Refusal('conflict', 'exam_not_open');

  const attempt = newAttempt(uid, profile, exam, now);
  const outcome = await startAttempt(attempt);
  if (outcome.kind === 'started') return { attempt: attemptView(attempt, now), resumed: false };
  // Another start of the same profile got there first (a double click, a second tab): that attempt is the one.
  const taken = outcome.attemptId ?? (await takenAttemptId(profile.id, exam.examId));
  if (!taken) throw new Refusal('conflict', 'exam_already_taken');
  return { attempt: await resumable(uid, profile.id, taken, now), resumed: true };
}

/**
 * Every key check holds a try while it runs and a right key gives it back, so only wrong keys use the window up; the
 * check waits a little for a try when none is free, so a few right starts at once (a double click, two tabs) do not
 * lock each other out while their tries are held.
 */
async function checkKey(profileId: string, exam: ExamRecord, key: string, now: number): Promise<void> {
  let slot = await claimKeyTry(profileId, now);
  for (let wait = 1; !slot.claimed && wait <= KEY_TRY_WAITS; wait++) {
    await new Promise((resolve) => setTimeout(resolve, 60 * wait));
    slot = await claimKeyTry(profileId, now);
  }
  if (!slot.claimed) throw new Refusal('rate_limited', 'exam_key_locked', { minutes: slot.minutesLeft });
  if (!secretMatches(key, exam.keyHash)) throw new Refusal('forbidden', 'exam_key_invalid');
  await returnKeyTry(profileId, now);
}

async function resumable(uid: string, profileId: string, attemptId: string, now: number): Promise<ExamAttemptView> {
  const attempt = await ownAttempt(uid, profileId, attemptId, now);
  if (attempt.status === 'completed') throw new Refusal('conflict', 'exam_already_taken', { attemptId });
  return attemptView(attempt, now);
}

function newAttempt(uid: string, profile: Profile, exam: ExamRecord, now: number): AttemptRecord {
  // Questions and options in an order of the attempt's own, so neighbours cannot share « the third answer is B ».
  const questions = shuffled(exam.questions, randomInt).map((q) => {
    const order = shuffled(q.options.map((_, i) => i), randomInt);
    return { id: q.id, question: q.question, options: order.map((i) => q.options[i]!), answer: order.indexOf(q.answer) };
  });
  return {
    attemptId: newAttemptId(now), examId: exam.examId, title: exam.title, uid, profileId: profile.id, profileName: profile.name, questions, marksPerQuestion: exam.marksPerQuestion,
    answers: questions.map(() => null), moves: 0, status: 'started', startedAt: new Date(now).toISOString(), deadline: examDeadline(now, exam.durationMinutes, profile.timeAccommodation), violations: [],
    reviewAt: examReviewAt(exam),
  };
}

/**
 * The caller's attempt, played by the given profile (404 for anyone else's, as for a missing one): every contact of the
 * learner's page comes through here. Once the page has sent its first heartbeat, every contact is noted
 * (`lastSeenAt`), and a page silent more than 5 s (beyond its heartbeat's interval) before this contact was gone — a
 * closed tab says nothing — so the attempt ends (`violation`, kind `silence`), reported as any violation. An attempt
 * whose deadline has passed is completed now (`deadline`), whoever asks first. Before any heartbeat (a page of an
 * older version, a client that only calls the API) there is no clock to hold the page to.
 */
export async function ownAttempt(uid: string, profileId: string, attemptId: string, now: number, { heartbeat = false } = {}): Promise<AttemptRecord> {
  const found = await getAttempt(attemptId);
  if (!found || found.uid !== uid || found.profileId !== profileId) throw new Refusal('not_found', 'exam_attempt_not_found');
  const attempt = await withReviewTime(found);
  if (attempt.status !== 'started') return attempt;
  // The silence counts up to the deadline: a page that left at minute 2 and came back after the end left all the same.
  const silence = attempt.lastSeenAt === undefined ? 0 : silenceMs(attempt.lastSeenAt, Math.min(now, attempt.deadline));
  if (violationCompletes(silence)) {
    const violation: ExamViolation = { kind: 'silence', at: new Date(attempt.lastSeenAt!).toISOString(), recordedAt: new Date(now).toISOString(), durationMs: silence };
    const completion = await complete(attempt, 'violation', now, violation);
    if (completion.completedHere) await announceViolation(completion.attempt, violation, true);
    return completion.attempt;
  }
  if (now > attempt.deadline) return (await complete(attempt, 'deadline', now)).attempt;
  if (!heartbeat && attempt.lastSeenAt === undefined) return attempt;
  await markSeen(attempt.attemptId, now, { arm: heartbeat });
  return { ...attempt, lastSeenAt: Math.max(now, attempt.lastSeenAt ?? 0) };
}

/** Attempts started before the review time was kept on them read it from their exam. */
async function withReviewTime(attempt: AttemptRecord): Promise<AttemptRecord> {
  if (attempt.reviewAt !== undefined) return attempt;
  const exam = await getExam(attempt.examId);
  return exam ? { ...attempt, reviewAt: examReviewAt(exam) } : attempt;
}

/** `exam_heartbeat`: the page is there (noted by `ownAttempt`, which also ends an attempt after a silence). */
export async function examHeartbeat(uid: string, profileId: string, attemptId: string, now: number) {
  const attempt = await ownAttempt(uid, profileId, attemptId, now, { heartbeat: true });
  return { status: attempt.status, ...(attempt.completedBy ? { completedBy: attempt.completedBy } : {}), serverTime: Date.now() };
}

/**
 * Completes an attempt once, computing its result from the answers as recorded. When another completion or an answer
 * got there first, reads it again: an answer moves the count, so the result is computed afresh; a completion stands.
 */
async function complete(attempt: AttemptRecord, cause: CompletionCause, now: number, violation?: ExamViolation): Promise<{ attempt: AttemptRecord; completedHere: boolean }> {
  let current = attempt;
  for (let tries = 0; tries < 8 && current.status === 'started'; tries++) {
    // Transactions racing on one attempt may all be cancelled (TransactionConflict): spread the retries.
    if (tries > 0) await new Promise((resolve) => setTimeout(resolve, randomInt(20, 80) * tries));
    const result = examResult(current.questions.map((q) => q.answer), current.answers, current.marksPerQuestion);
    const completion = { completedBy: cause, completedAt: new Date(now).toISOString(), result, ...(violation ? { violation } : {}) };
    if (await completeAttempt(current, completion)) {
      const completed: AttemptRecord = { ...current, status: 'completed', completedBy: cause, completedAt: completion.completedAt, result, violations: violation ? [...current.violations, violation] : current.violations };
      return { attempt: completed, completedHere: true };
    }
    current = (await getAttempt(current.attemptId))!;
  }
  if (current.status !== 'completed') throw new Refusal('conflict', 'exam_already_completed');
  return { attempt: current, completedHere: false };
}

/** Saves (or clears) the answer to one question, until the deadline; after it, completes the attempt and refuses. */
export async function answerExamQuestion(uid: string, profileId: string, attemptId: string, index: number, choice: number | null, now: number) {
  const attempt = await ownAttempt(uid, profileId, attemptId, now);
  if (attempt.status === 'completed') throw new Refusal('conflict', attempt.completedBy === 'deadline' ? 'exam_time_over' : 'exam_already_completed');
  if (index >= attempt.questions.length || (choice !== null && choice >= attempt.questions[index]!.options.length)) throw new Refusal('invalid', 'exam_question_not_found');
  const answers = await saveAnswer(attemptId, index, choice, now);
  if (!answers) {
    // The condition refused it: the attempt ended meanwhile, or its deadline passed between the read and the write.
    const after = await ownAttempt(uid, profileId, attemptId, now);
    throw new Refusal('conflict', after.completedBy === 'deadline' ? 'exam_time_over' : 'exam_already_completed');
  }
  return { index, choice, answered: answers.filter((answer) => answer !== null).length };
}

/** Hands the attempt in: the result is computed once; any repeat gets the same recorded result. */
export async function submitExam(uid: string, profileId: string, attemptId: string, now: number): Promise<ExamAttemptView> {
  const attempt = await ownAttempt(uid, profileId, attemptId, now);
  return attemptView(attempt.status === 'completed' ? attempt : (await complete(attempt, 'submitted', now)).attempt, now);
}

export interface ViolationReport { kind: ViolationKind; at: string; durationMs: number }

/**
 * Records the page hidden or the window left, with the server's time. More than 5 s away ends the attempt
 * (`violation`), in the same write. An attempt already over records nothing more. Each recorded violation is announced
 * (`exam.violation-reported`) for the examinators' feed.
 */
export async function reportViolation(uid: string, profileId: string, attemptId: string, report: ViolationReport, now: number): Promise<{ attempt: ExamAttemptView; completed: boolean }> {
  const attempt = await ownAttempt(uid, profileId, attemptId, now);
  if (attempt.status === 'completed') return { attempt: attemptView(attempt, now), completed: false };
  const violation: ExamViolation = { kind: report.kind, at: report.at, recordedAt: new Date(now).toISOString(), durationMs: report.durationMs };
  const completes = violationCompletes(report.durationMs);
  let after: AttemptRecord;
  if (completes) {
    const completion = await complete(attempt, 'violation', now, violation);
    after = completion.attempt;
    // Another completion (a submit, a parallel report) won the race: this report changes nothing.
    if (!completion.completedHere) return { attempt: attemptView(after, now), completed: false };
  } else {
    if (!(await recordViolation(attemptId, violation))) return { attempt: attemptView((await getAttempt(attemptId))!, now), completed: false };
    after = { ...attempt, violations: [...attempt.violations, violation] };
  }
  await announceViolation(attempt, violation, completes);
  return { attempt: attemptView(after, now), completed: completes };
}

/** Each recorded violation goes to the examinators' feed (`exam.violation-reported`). */
async function announceViolation(attempt: AttemptRecord, violation: ExamViolation, completed: boolean): Promise<void> {
  await publishEvent(examViolationReported, {
    violationId: randomUUID(), examId: attempt.examId, examTitle: attempt.title, attemptId: attempt.attemptId, uid: attempt.uid, profileId: attempt.profileId, profileName: attempt.profileName,
    ...violation, completed,
  });
}
