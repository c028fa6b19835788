import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { timeAccommodations } from '../time-accommodation.ts';
import {
  examDeadline, examKeyFromBytes, examResult, examReviewAt, examWindowState, normalizeExamKey, silenceMs, violationCompletes, EXAM_HEARTBEAT_EVERY_MS, GENERATED_EXAM_KEY_LENGTH, MAX_EXAM_MINUTES,
  MAX_EXAM_QUESTIONS, VIOLATION_LIMIT_MS,
} from './rules.ts';

const MINUTE = 60_000;

describe('examDeadline', () => {
  it('is the start plus the duration, lengthened by tiers-temps', () => {
    const start = Date.UTC(2026, 10, 26, 9);
    expect(examDeadline(start, 30, 'standard')).toBe(start + 30 * MINUTE);
    expect(examDeadline(start, 30, 'x1.5')).toBe(start + 45 * MINUTE);
    expect(examDeadline(start, 30, 'x2')).toBe(start + 60 * MINUTE);
    // An exam is scored: « untimed » gets double time, never an open clock.
    expect(examDeadline(start, 30, 'untimed')).toBe(start + 60 * MINUTE);
  });

  it('is never before the plain duration, and never more than twice it', () => {
    fc.assert(fc.property(fc.nat({ max: 2 ** 42 }), fc.integer({ min: 1, max: MAX_EXAM_MINUTES }), fc.constantFrom(...timeAccommodations), (start, minutes, accommodation) => {
      const length = examDeadline(start, minutes, accommodation) - start;
      expect(length).toBeGreaterThanOrEqual(minutes * MINUTE);
      expect(length).toBeLessThanOrEqual(2 * minutes * MINUTE);
    }));
  });
});

describe('examResult', () => {
  it('counts right, wrong and missing answers and the marks', () => {
    expect(examResult([0, 1, 2, 3], [0, 2, null, 3], 2)).toEqual({ total: 4, correct: 2, incorrect: 1, unanswered: 1, marks: 4, totalMarks: 8, percentage: 50 });
    expect(examResult([], [], 1)).toEqual({ total: 0, correct: 0, incorrect: 0, unanswered: 0, marks: 0, totalMarks: 0, percentage: 0 });
  });

  it('always adds up, whatever was answered', () => {
    const attempt = fc.integer({ min: 1, max: MAX_EXAM_QUESTIONS }).chain((n) => fc.tuple(
      fc.array(fc.integer({ min: 0, max: 3 }), { minLength: n, maxLength: n }),
      fc.array(fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }), { minLength: 0, maxLength: n }),
      fc.integer({ min: 1, max: 10 }),
    ));
    fc.assert(fc.property(attempt, ([rights, answers, marksPerQuestion]) => {
      const result = examResult(rights, answers, marksPerQuestion);
      expect(result.correct + result.incorrect + result.unanswered).toBe(result.total);
      expect(result.total).toBe(rights.length);
      expect(result.marks).toBe(result.correct * marksPerQuestion);
      expect(result.marks).toBeLessThanOrEqual(result.totalMarks);
      expect(result.percentage).toBeGreaterThanOrEqual(0);
      expect(result.percentage).toBeLessThanOrEqual(100);
      // Answering every question right gives full marks.
      expect(examResult(rights, rights, marksPerQuestion).marks).toBe(result.totalMarks);
    }));
  });
});

describe('examWindowState', () => {
  const window = { opensAt: '2026-11-26T09:00:00.000Z', closesAt: '2026-11-26T11:00:00.000Z' };
  it('opens at opensAt and closes at closesAt', () => {
    expect(examWindowState(window, Date.parse(window.opensAt) - 1)).toBe('upcoming');
    expect(examWindowState(window, Date.parse(window.opensAt))).toBe('open');
    expect(examWindowState(window, Date.parse(window.closesAt) - 1)).toBe('open');
    expect(examWindowState(window, Date.parse(window.closesAt))).toBe('closed');
  });
});

describe('violations', () => {
  it('complete the attempt beyond 5 seconds away, not at or before', () => {
    expect(violationCompletes(VIOLATION_LIMIT_MS)).toBe(false);
    expect(violationCompletes(VIOLATION_LIMIT_MS + 1)).toBe(true);
    fc.assert(fc.property(fc.nat({ max: 86_400_000 }), (ms) => {
      expect(violationCompletes(ms)).toBe(ms > 5_000);
    }));
  });
});

describe('exam keys', () => {
  it('are read as typed: any case, spaces and dashes ignored', () => {
    expect(normalizeExamKey(' ab3k-9xq2 ')).toBe('AB3K9XQ2');
  });

  it('are generated from the unambiguous alphabet, and survive normalization', () => {
    fc.assert(fc.property(fc.uint8Array({ minLength: 8, maxLength: 8 }), (bytes) => {
      const key = examKeyFromBytes(bytes);
      expect(key).toHaveLength(GENERATED_EXAM_KEY_LENGTH);
      expect(normalizeExamKey(key.toLowerCase())).toBe(key);
    }));
  });
});

describe('examReviewAt', () => {
  it('opens the review once the last start allowed has had its longest time, whatever anyone’s tiers-temps', () => {
    fc.assert(fc.property(fc.nat({ max: 2 ** 41 }), fc.nat({ max: 2 ** 30 }), fc.integer({ min: 1, max: MAX_EXAM_MINUTES }), fc.constantFrom(...timeAccommodations), (opens, open, minutes, accommodation) => {
      const exam = { opensAt: new Date(opens).toISOString(), closesAt: new Date(opens + open + 1).toISOString(), durationMinutes: minutes };
      // The latest start the window allows, with any accommodation, ends no later than the review opens.
      const lastStart = Date.parse(exam.closesAt) - 1;
      expect(examDeadline(lastStart, minutes, accommodation)).toBeLessThan(examReviewAt(exam));
    }));
    expect(examReviewAt({ closesAt: '2026-11-29T10:00:00.000Z', durationMinutes: 30 })).toBe(Date.parse('2026-11-29T11:00:00.000Z'));
  });
});

describe('silenceMs', () => {
  it('is the time since the last contact beyond one heartbeat interval: a live page is never silent', () => {
    expect(silenceMs(10_000, 10_000 + EXAM_HEARTBEAT_EVERY_MS)).toBe(0);
    expect(silenceMs(10_000, 10_500)).toBe(0);
    expect(violationCompletes(silenceMs(10_000, 10_000 + EXAM_HEARTBEAT_EVERY_MS + VIOLATION_LIMIT_MS))).toBe(false);
    expect(violationCompletes(silenceMs(10_000, 10_000 + EXAM_HEARTBEAT_EVERY_MS + VIOLATION_LIMIT_MS + 1))).toBe(true);
    // The tab closed and opened again ten seconds later.
    expect(violationCompletes(silenceMs(10_000, 20_000 + EXAM_HEARTBEAT_EVERY_MS))).toBe(true);
  });
});
