import { percentage } from '../quiz/scoring.ts';
import { accommodatedMs, type TimeAccommodation } from '../time-accommodation.ts';
import { REFERRAL_CODE_LENGTH, referralCodeFromBytes } from '../referrals/codes.ts';

/*
 * Proctored exams (docs/exams.md): pure rules. The server computes every figure here; the browser only shows them.
 */

/** What the examinator's form offers (seed: « Number of Questions », « timer in minutes »); the server accepts any value within the bounds. */
export const EXAM_QUESTION_CHOICES = [5, 10, 15, 20, 25, 30, 40, 50] as const;
export const EXAM_MINUTE_CHOICES = [5, 10, 15, 20, 30, 45, 60, 90, 120] as const;
export const MAX_EXAM_QUESTIONS = 100;
export const MAX_EXAM_MINUTES = 240;
export const MAX_MARKS_PER_QUESTION = 10;
export const EXAM_TITLE_MAX = 120;

/** Seed: the exam completes when the app is left for more than 5 seconds. */
export const VIOLATION_LIMIT_MS = 5_000;
/** Violations kept per attempt; shorter ones beyond it are not recorded (the attempt is long since suspicious). */
export const MAX_VIOLATIONS = 50;
/**
 * `hidden`: the page was hidden; `blur`: the window was left (both said by the page); `silence`: the page stopped
 * saying it was there (its heartbeat), seen by the server at the next contact — the tab closed, or the phone locked
 * hard, and the page never said so.
 */
export const violationKinds = ['hidden', 'blur', 'silence'] as const;
export type ViolationKind = (typeof violationKinds)[number];

/** Exam keys: chosen ones between these lengths; generated ones are 8 characters of the unambiguous alphabet. */
export const EXAM_KEY_MIN = 6;
export const EXAM_KEY_MAX = 32;
export const GENERATED_EXAM_KEY_LENGTH = REFERRAL_CODE_LENGTH;
/** Wrong keys a profile may try per window before it must wait for the next one. */
export const EXAM_KEY_MAX_TRIES = 5;
export const EXAM_KEY_WINDOW_MS = 15 * 60_000;

/** As people type a key: any case, spaces and dashes ignored. */
export function normalizeExamKey(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, '');
}

/**
 * A generated key has the referral codes' form (8 characters of an alphabet without look-alikes such as 0/O, 1/I/L:
 * 29⁸ ≈ 5 × 10¹¹ keys), made by the same function.
 */
export const examKeyFromBytes = referralCodeFromBytes;

/**
 * The attempt's deadline: its start plus the exam's duration, lengthened by the profile's tiers-temps as in every
 * scored mode (an exam is never untimed: `untimed` counts as `x2`).
 */
export function examDeadline(startedAt: number, durationMinutes: number, accommodation: TimeAccommodation): number {
  return startedAt + accommodatedMs(durationMinutes * 60_000, accommodation, { rewarded: true });
}

export type ExamWindowState = 'upcoming' | 'open' | 'closed';

/** Starts are allowed from `opensAt` (inclusive) to `closesAt` (exclusive); an attempt begun in time runs to its own deadline. */
export function examWindowState(window: { opensAt: string; closesAt: string }, now: number): ExamWindowState {
  if (now < Date.parse(window.opensAt)) return 'upcoming';
  return now < Date.parse(window.closesAt) ? 'open' : 'closed';
}

export interface ExamResult {
  total: number;
  correct: number;
  /** Answered wrongly. */
  incorrect: number;
  unanswered: number;
  marks: number;
  totalMarks: number;
  percentage: number;
}

/**
 * The result of an attempt: each right answer earns `marksPerQuestion`; a wrong or missing answer earns nothing
 * (no negative marking). `answers[i]` is the option chosen for question i, or null.
 */
export function examResult(correctOptions: readonly number[], answers: readonly (number | null)[], marksPerQuestion: number): ExamResult {
  const total = correctOptions.length;
  let correct = 0;
  let unanswered = 0;
  correctOptions.forEach((right, index) => {
    const given = answers[index];
    if (given === null || given === undefined) unanswered++;
    else if (given === right) correct++;
  });
  return { total, correct, incorrect: total - correct - unanswered, unanswered, marks: correct * marksPerQuestion, totalMarks: total * marksPerQuestion, percentage: percentage(correct, total) };
}

/**
 * The exam page says it is there (`exam_heartbeat`) this often while it is open; every contact with the attempt counts
 * as one. A tab closed, or a page frozen, says nothing: the server sees the silence at the next contact.
 */
export const EXAM_HEARTBEAT_EVERY_MS = 2_000;

/**
 * How long the page was gone, by the server's clock: the time since its last contact, less the heartbeat's own interval
 * (a page that is there is never silent longer than that). More than 5 s ends the attempt as any absence does.
 */
export function silenceMs(lastSeenAt: number, now: number): number {
  return Math.max(0, now - lastSeenAt - EXAM_HEARTBEAT_EVERY_MS);
}

/**
 * When the answers of an exam may be shown (the review after the result): once nobody can be answering any more — the
 * last start allowed (the window's close) plus the longest time any profile gets (the duration doubled by tiers-temps).
 * Before that, a finished candidate could pass the right options to one still at work: no answer leaves the server.
 */
export function examReviewAt(exam: { closesAt: string; durationMinutes: number }): number {
  return Date.parse(exam.closesAt) + accommodatedMs(exam.durationMinutes * 60_000, 'x2', { rewarded: true });
}

/** Whether a reported absence ends the attempt: the page hidden, or the window left, for more than 5 seconds. */
export function violationCompletes(durationMs: number): boolean {
  return durationMs > VIOLATION_LIMIT_MS;
}

/** How an attempt ended. */
export const completionCauses = ['submitted', 'deadline', 'violation'] as const;
export type CompletionCause = (typeof completionCauses)[number];
