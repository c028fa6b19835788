import type { AgeBand } from '@plume/shared/account';
import type { DictationLevel } from '@plume/shared/dictation/passage';
import { parisDay } from '@plume/shared/quiz/modes';
import type { CrosswordList, CrosswordSummary } from './api/get-crosswords';
import type { DictationAttempt } from '@/lib/activity/dictation-history';
import type { DictationCatalogue, PassageSummary } from './api/get-dictations';
import type { Statistics } from '@/lib/activity/statistics';

/** What the home reads of the statistics: the streak and the last 30 days' questions. */
export interface HomeStatistics { playStreak: Statistics['playStreak']; days: Pick<Statistics['days'][number], 'day' | 'questions' | 'correct'>[] }

/** Days of practice a week the home asks for (Monday to Sunday, Paris days): most days, with room for a day off. */
export const WEEKLY_GOAL_DAYS = 5;

/**
 * The dictation level a profile's age band starts at: the school year most children of that age are in (CE1 is the
 * bank's first level, so younger children start there too; lycée ages read the brevet's passages).
 */
const dictationLevelOfAge: Readonly<Record<AgeBand, DictationLevel>> = {
  '3-5': 'ce1',
  '6-8': 'ce1',
  '9-11': 'cm',
  '12-14': '6e-5e',
  '15-17': '4e-3e',
  adulte: 'adulte',
};

export const dictationLevelFor = (ageBand: AgeBand): DictationLevel => dictationLevelOfAge[ageBand];

/** The passage of `level` to write today: one never written first, else the one written least, then the weakest mark. */
export function suggestedPassage(catalogue: DictationCatalogue, level: DictationLevel): PassageSummary | undefined {
  const atLevel = catalogue.passages.filter((passage) => passage.level === level);
  return atLevel.toSorted((a, b) => a.attempts - b.attempts || (a.best ?? 0) - (b.best ?? 0))[0];
}

/** The most recently started grid not solved yet, to resume. */
export function unfinishedCrossword(list: CrosswordList): CrosswordSummary | undefined {
  return list.puzzles.filter((puzzle) => !puzzle.solvedAt).toSorted((a, b) => b.startedAt.localeCompare(a.startedAt))[0];
}

/** The latest corrected dictations, newest first. */
export const latestDictations = (attempts: readonly DictationAttempt[], count = 3): DictationAttempt[] =>
  attempts.toSorted((a, b) => b.submittedAt.localeCompare(a.submittedAt)).slice(0, count);

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (number: number) => new Date(number * DAY_MS).toISOString().slice(0, 10);

/** The seven days (YYYY-MM-DD) of the week, Monday first, that holds `today`. */
export function weekOf(today: string): string[] {
  const number = dayNumber(today);
  // 1970-01-01 was a Thursday: day 0 is 3 days after a Monday.
  const monday = number - ((number + 3) % 7);
  return Array.from({ length: 7 }, (_, index) => dayOf(monday + index));
}

export interface PracticeRecord {
  statistics?: HomeStatistics | undefined;
  /** When each corrected dictation was handed in. */
  dictations?: readonly { submittedAt: string }[] | undefined;
  /** When each grid was started and, if so, solved. */
  crosswords?: readonly { startedAt: string; solvedAt?: string | undefined }[] | undefined;
}

/**
 * The days of this week (Paris days, up to today) on which the profile practised: answered quiz questions, handed in a
 * dictation, or started or solved a grid. Flashcard reviews are not told per day by the API, so they do not count yet.
 */
export function practiceDaysThisWeek(today: string, record: PracticeRecord): string[] {
  const week = new Set(weekOf(today).filter((day) => day <= today));
  const days = new Set<string>();
  for (const day of record.statistics?.days ?? []) if (day.questions > 0) days.add(day.day);
  for (const attempt of record.dictations ?? []) days.add(parisDay(new Date(attempt.submittedAt)));
  for (const puzzle of record.crosswords ?? []) {
    days.add(parisDay(new Date(puzzle.startedAt)));
    if (puzzle.solvedAt) days.add(parisDay(new Date(puzzle.solvedAt)));
  }
  return [...days].filter((day) => week.has(day)).toSorted();
}

/** Quiz questions answered this week, and how many were right. */
export function questionsThisWeek(today: string, statistics: HomeStatistics): { questions: number; correct: number } {
  const week = new Set(weekOf(today));
  return statistics.days
    .filter((day) => week.has(day.day))
    .reduce((sum, day) => ({ questions: sum.questions + day.questions, correct: sum.correct + day.correct }), { questions: 0, correct: 0 });
}
