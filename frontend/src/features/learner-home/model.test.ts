import { describe, expect, it } from 'vitest';
import type { DictationCatalogue } from './api/get-dictations';
import { dictationLevelFor, latestDictations, practiceDaysThisWeek, questionsThisWeek, suggestedPassage, unfinishedCrossword, weekOf } from './model';

const passage = (id: string, level: DictationCatalogue['passages'][number]['level'], attempts: number, best?: number) => ({
  id, level, title: id, words: 80, phrases: 8, tags: [], attempts, ...(best === undefined ? {} : { best }),
});

describe('the learner’s home', () => {
  it('starts each age band at the dictation level of its school year', () => {
    expect(dictationLevelFor('3-5')).toBe('ce1');
    expect(dictationLevelFor('6-8')).toBe('ce1');
    expect(dictationLevelFor('9-11')).toBe('cm');
    expect(dictationLevelFor('12-14')).toBe('6e-5e');
    expect(dictationLevelFor('15-17')).toBe('4e-3e');
    expect(dictationLevelFor('adulte')).toBe('adulte');
  });

  it('suggests a passage of the level never written, else the least written with the weakest mark', () => {
    const settings = { scale: 'brevet' } as unknown as DictationCatalogue['settings'];
    const catalogue: DictationCatalogue = { passages: [passage('a', 'cm', 2, 9), passage('b', 'cm', 1, 8), passage('c', 'cm', 1, 4), passage('d', 'ce1', 0)], settings, unfinished: [] };
    expect(suggestedPassage(catalogue, 'cm')?.id).toBe('c');
    expect(suggestedPassage({ ...catalogue, passages: [...catalogue.passages, passage('e', 'cm', 0)] }, 'cm')?.id).toBe('e');
    expect(suggestedPassage(catalogue, 'adulte')).toBeUndefined();
  });

  it('resumes the latest unfinished grid', () => {
    const grid = (puzzleId: string, startedAt: string, solvedAt?: string) => ({ puzzleId, kind: 'level' as const, level: 'moyen' as const, size: 11, words: 20, startedAt, ...(solvedAt ? { solvedAt } : {}) });
    const list = { puzzles: [grid('old', '2026-11-20T10:00:00Z'), grid('new', '2026-11-25T10:00:00Z'), grid('solved', '2026-11-27T10:00:00Z', '2026-11-27T11:00:00Z')], solved: 1 };
    expect(unfinishedCrossword(list)?.puzzleId).toBe('new');
    expect(unfinishedCrossword({ puzzles: [list.puzzles[2]!], solved: 1 })).toBeUndefined();
  });

  it('counts the week from Monday, and a day of practice once whatever was played', () => {
    // 2026-11-29 is a Sunday.
    expect(weekOf('2026-11-29')).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']);
    expect(weekOf('2026-11-23')[0]).toBe('2026-11-23');
    const statistics = {
      playStreak: { current: 2, best: 5 },
      days: [
        { day: '2026-11-22', questions: 10, correct: 5 },
        { day: '2026-11-24', questions: 10, correct: 8 },
        { day: '2026-11-25', questions: 0, correct: 0 },
        { day: '2026-11-26', questions: 4, correct: 1 },
      ],
    };
    const days = practiceDaysThisWeek('2026-11-26', {
      statistics,
      // 23:30 UTC on the 24th is already the 25th in Paris.
      dictations: [{ submittedAt: '2026-11-24T23:30:00Z' }, { submittedAt: '2026-11-26T09:00:00Z' }],
      crosswords: [{ startedAt: '2026-11-20T09:00:00Z', solvedAt: '2026-11-23T09:00:00Z' }],
    });
    expect(days).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26']);
    expect(practiceDaysThisWeek('2026-11-26', {})).toEqual([]);
    expect(questionsThisWeek('2026-11-26', statistics)).toEqual({ questions: 14, correct: 9 });
  });

  it('lists the latest dictations first', () => {
    const attempt = (attemptId: string, submittedAt: string) => ({ attemptId, submittedAt }) as Parameters<typeof latestDictations>[0][number];
    expect(latestDictations([attempt('1', '2026-11-01T00:00:00Z'), attempt('3', '2026-11-03T00:00:00Z'), attempt('2', '2026-11-02T00:00:00Z'), attempt('0', '2026-10-01T00:00:00Z')]).map((a) => a.attemptId)).toEqual(['3', '2', '1']);
  });
});
