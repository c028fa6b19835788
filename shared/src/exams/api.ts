import * as z from 'zod';
import { entityId, isoDateTime } from '../bounds.ts';
import { difficulties } from '../content.ts';
import {
  completionCauses, violationKinds, EXAM_KEY_MAX, EXAM_KEY_MIN, EXAM_TITLE_MAX, MAX_EXAM_MINUTES, MAX_EXAM_QUESTIONS, MAX_MARKS_PER_QUESTION, MAX_VIOLATIONS, normalizeExamKey,
} from './rules.ts';

// ---- requests -------------------------------------------------------------------------------------------------------


/**
 * An examinator's new exam. `key` is optional (the server then generates one); the key is shown once, in the answer,
 * and stored only as a salted hash. Questions come from a category, optionally narrowed to chosen question ids.
 */
export const createExamRequestSchema = z.object({
  title: z.string().trim().min(3).max(EXAM_TITLE_MAX),
  key: z.string().max(EXAM_KEY_MAX * 2).transform(normalizeExamKey).pipe(z.string().min(EXAM_KEY_MIN).max(EXAM_KEY_MAX).regex(/^[A-Z0-9]+$/)).optional(),
  questionCount: z.int().min(1).max(MAX_EXAM_QUESTIONS),
  durationMinutes: z.int().min(1).max(MAX_EXAM_MINUTES),
  marksPerQuestion: z.int().min(1).max(MAX_MARKS_PER_QUESTION).default(1),
  language: z.enum(['fr', 'en']),
  category: entityId,
  /** The questions' level, so a CE1 class is not asked the brevet's (absent: every level of the category). */
  level: z.enum(difficulties).optional(),
  questionIds: z.array(entityId).max(MAX_EXAM_QUESTIONS).optional(),
  opensAt: isoDateTime,
  closesAt: isoDateTime,
}).strict().refine((exam) => Date.parse(exam.closesAt) > Date.parse(exam.opensAt), { message: 'exam_window_invalid', path: ['closesAt'] });

export const examinatorExamRequestSchema = z.object({ examId: entityId }).strict();
export const examProfileRequestSchema = z.object({ profileId: entityId }).strict();

/**
 * Starting an exam: the rules must be agreed to and the key given. Both are checked by the server, with the seed's
 * messages ('Please agree to the exam rules', 'Please enter the Exam Key'), so the fields accept the empty answers.
 */
export const startExamRequestSchema = z.object({
  profileId: entityId,
  examId: entityId,
  key: z.string().max(EXAM_KEY_MAX * 2),
  agreedToRules: z.boolean(),
}).strict();
export const examAttemptRequestSchema = z.object({ profileId: entityId, attemptId: entityId }).strict();
export const answerExamQuestionRequestSchema = z.object({
  profileId: entityId,
  attemptId: entityId,
  index: z.int().min(0).max(MAX_EXAM_QUESTIONS - 1),
  /** An option index, or null to clear the answer. */
  choice: z.int().min(0).max(3).nullable(),
}).strict();
export const reportExamViolationRequestSchema = z.object({
  profileId: entityId,
  attemptId: entityId,
  kind: z.enum(violationKinds),
  /** When the page was hidden or the window left, by the browser's clock (the server records its own time too). */
  at: isoDateTime,
  durationMs: z.int().min(0).max(86_400_000),
}).strict();

// ---- responses ------------------------------------------------------------------------------------------------------

export const examResultSchema = z.object({
  total: z.int(), correct: z.int(), incorrect: z.int(), unanswered: z.int(), marks: z.int(), totalMarks: z.int(), percentage: z.int(),
}).strict();

export const violationSchema = z.object({
  kind: z.enum(violationKinds),
  /** The browser's time of the event. */
  at: z.string(),
  /** The server's time of the report. */
  recordedAt: z.string(),
  durationMs: z.int(),
}).strict();
export type ExamViolation = z.infer<typeof violationSchema>;

const examSummaryFields = {
  examId: z.string(),
  title: z.string(),
  questionCount: z.int(),
  durationMinutes: z.int(),
  marksPerQuestion: z.int(),
  language: z.enum(['fr', 'en']),
  opensAt: z.string(),
  closesAt: z.string(),
  state: z.enum(['upcoming', 'open', 'closed']),
  level: z.enum(difficulties).optional(),
};

/** What a learner sees of an exam in the list, with the profile's attempt if it has one. */
export const learnerExamSchema = z.object({
  ...examSummaryFields,
  attempt: z.object({ attemptId: z.string(), status: z.enum(['started', 'completed']) }).strict().optional(),
}).strict();
export const learnerExamListSchema = z.object({ exams: z.array(learnerExamSchema) }).strict();

/** A question as the learner sees it during the attempt: never which option is right. */
export const examQuestionSchema = z.object({ index: z.int(), question: z.string(), options: z.array(z.string()) }).strict();

/** An attempt as its learner sees it: the questions and the answers given while it runs, the result once it ended. */
export const examAttemptSchema = z.object({
  attemptId: z.string(),
  examId: z.string(),
  title: z.string(),
  status: z.enum(['started', 'completed']),
  startedAt: z.string(),
  deadline: z.int(),
  serverTime: z.int(),
  questions: z.array(examQuestionSchema),
  answers: z.array(z.int().nullable()),
  completedBy: z.enum(completionCauses).optional(),
  completedAt: z.string().optional(),
  result: examResultSchema.optional(),
  violations: z.int(),
  /**
   * When the review opens (`examReviewAt`: once nobody can be answering the exam any more), and, from then on, once the
   * attempt has ended, the right option of each question in this attempt's order. Never before: no answer reaches a
   * browser while anyone may still be taking the exam.
   */
  reviewAt: z.int().optional(),
  review: z.array(z.object({ index: z.int(), correctChoice: z.int() }).strict()).optional(),
}).strict();
export type ExamAttemptView = z.infer<typeof examAttemptSchema>;

/** The page's heartbeat (every 2 s): whether the attempt still runs, and the server's time. */
export const examHeartbeatSchema = z.object({ status: z.enum(['started', 'completed']), completedBy: z.enum(completionCauses).optional(), serverTime: z.int() }).strict();

export const examAnswerSavedSchema = z.object({ index: z.int(), choice: z.int().nullable(), answered: z.int() }).strict();

/** What the examinator sees of an exam: never its key, which only the creation answer shows, once. */
export const examinatorExamSchema = z.object({
  ...examSummaryFields,
  category: z.string(),
  createdAt: z.string(),
  createdBy: z.string(),
  attempts: z.int(),
}).strict();
export type ExaminatorExam = z.infer<typeof examinatorExamSchema>;

export const examCreatedSchema = z.object({ exam: examinatorExamSchema, key: z.string() }).strict();

export const examinatorAttemptSchema = z.object({
  attemptId: z.string(),
  profileName: z.string(),
  status: z.enum(['started', 'completed']),
  startedAt: z.string(),
  deadline: z.int(),
  completedAt: z.string().optional(),
  completedBy: z.enum(completionCauses).optional(),
  result: examResultSchema.optional(),
  violations: z.array(violationSchema).max(MAX_VIOLATIONS),
}).strict();
export type ExaminatorAttempt = z.infer<typeof examinatorAttemptSchema>;

export const examAttemptsSchema = z.object({ exam: examinatorExamSchema, attempts: z.array(examinatorAttemptSchema) }).strict();

/** The examinator's feed of rule violations, newest first (« An examinator is informed of rule violations »). */
export const violationAlertSchema = z.object({
  examId: z.string(),
  examTitle: z.string(),
  attemptId: z.string(),
  profileName: z.string(),
  completed: z.boolean(),
  ...violationSchema.shape,
}).strict();
export type ViolationAlert = z.infer<typeof violationAlertSchema>;

export const examinatorExamListSchema = z.object({ exams: z.array(examinatorExamSchema), recentViolations: z.array(violationAlertSchema) }).strict();
