import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type * as z from 'zod';
import { Refusal, shuffled } from '@plume/shared';
import type { createExamRequestSchema, ExaminatorAttempt, ExaminatorExam } from '@plume/shared/exams/api';
import { examKeyFromBytes, examWindowState } from '@plume/shared/exams/rules';
import { hashSecret } from '#account/data/secret-hash';
import { categoryQuestions } from '#questions/data/catalog';
import { attemptsOfProfile, createExam as saveExam, getExam, listAttempts, listExams, recentViolationAlerts, type ExamSummaryRecord } from '#exams/data/exams';

/*
 * Exams as staff set them (docs/exams.md): an examinator or an administrator creates one; the learner's list shows
 * those not closed yet.
 */

export type CreateExamInput = z.output<typeof createExamRequestSchema>;

function examinatorView(exam: ExamSummaryRecord, now: number): ExaminatorExam {
  return {
    examId: exam.examId, title: exam.title, questionCount: exam.questionCount, durationMinutes: exam.durationMinutes, marksPerQuestion: exam.marksPerQuestion, language: exam.language,
    opensAt: exam.opensAt, closesAt: exam.closesAt, state: examWindowState(exam, now), ...(exam.level ? { level: exam.level } : {}), category: exam.category, createdAt: exam.createdAt, createdBy: exam.createdBy, attempts: exam.attempts,
  };
}

/**
 * Creates an exam with its questions drawn now (every learner gets the same questions, each in an order of their
 * own): `questionCount` of the category, or of the chosen ids in it. The key, given or generated, is stored as a
 * salted hash and answered once.
 */
export async function createExam(input: CreateExamInput, createdBy: string, now: number): Promise<{ exam: ExaminatorExam; key: string }> {
  const visible = (await categoryQuestions(input.category)).filter((q) => !input.level || q.difficulty === input.level);
  const chosen = input.questionIds ? new Set(input.questionIds) : undefined;
  const pool = chosen ? visible.filter((q) => chosen.has(q.id)) : visible;
  if (pool.length < input.questionCount) throw new Refusal('invalid', 'exam_not_enough_questions', { available: pool.length });
  const questions = shuffled(pool, randomInt).slice(0, input.questionCount).map((q) => ({ id: q.id, question: q.question, options: [...q.options], answer: q.answer }));
  const key = input.key ?? examKeyFromBytes(randomBytes(8));
  const exam = {
    examId: randomUUID(), title: input.title, keyHash: hashSecret(key), questionCount: input.questionCount, durationMinutes: input.durationMinutes, marksPerQuestion: input.marksPerQuestion,
    language: input.language, category: input.category, ...(input.level ? { level: input.level } : {}), opensAt: new Date(input.opensAt).toISOString(), closesAt: new Date(input.closesAt).toISOString(),
    createdAt: new Date(now).toISOString(), createdBy, questions, attempts: 0,
  };
  await saveExam(exam);
  return { exam: examinatorView(exam, now), key };
}

export async function examinatorExams(now: number) {
  const [exams, recentViolations] = await Promise.all([listExams(), recentViolationAlerts()]);
  return { exams: exams.map((exam) => examinatorView(exam, now)), recentViolations };
}

/** An exam's attempts with their violations, for its examinators. */
export async function examAttempts(examId: string, now: number): Promise<{ exam: ExaminatorExam; attempts: ExaminatorAttempt[] }> {
  const exam = await getExam(examId);
  if (!exam) throw new Refusal('not_found', 'exam_not_found');
  const attempts = (await listAttempts(examId)).map((attempt): ExaminatorAttempt => ({
    attemptId: attempt.attemptId, profileName: attempt.profileName, status: attempt.status, startedAt: attempt.startedAt, deadline: attempt.deadline,
    ...(attempt.completedAt ? { completedAt: attempt.completedAt } : {}), ...(attempt.completedBy ? { completedBy: attempt.completedBy } : {}), ...(attempt.result ? { result: attempt.result } : {}),
    violations: attempt.violations,
  }));
  return { exam: examinatorView(exam, now), attempts };
}

/** The exams a learner may see: upcoming and open ones, and any the profile has an attempt at. */
export async function learnerExams(profileId: string, now: number) {
  const [exams, attempts] = await Promise.all([listExams(), attemptsOfProfile(profileId)]);
  return exams
    .map((exam) => ({ exam, state: examWindowState(exam, now), attempt: attempts.get(exam.examId) }))
    .filter(({ state, attempt }) => state !== 'closed' || attempt)
    .sort((a, b) => a.exam.opensAt.localeCompare(b.exam.opensAt))
    .map(({ exam, state, attempt }) => ({
      examId: exam.examId, title: exam.title, questionCount: exam.questionCount, durationMinutes: exam.durationMinutes, marksPerQuestion: exam.marksPerQuestion, language: exam.language,
      opensAt: exam.opensAt, closesAt: exam.closesAt, state, ...(exam.level ? { level: exam.level } : {}), ...(attempt ? { attempt } : {}),
    }));
}
