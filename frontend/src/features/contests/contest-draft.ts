import { categoryIds } from '@plume/shared/content';
import type { AdminContest, SaveContestInput } from './api/admin-contests';

/** The admin form's values: what the inputs hold (dates as `datetime-local` strings, prizes as « 500, 200, 100 »). */
export interface ContestDraft {
  title: string;
  description: string;
  language: 'fr' | 'en';
  sourceKind: 'categories' | 'questions';
  categories: (typeof categoryIds)[number][];
  count: number;
  questionIds: string;
  startsAt: string;
  endsAt: string;
  entryFee: number;
  prizes: string;
}
export type DraftErrors = Partial<Record<keyof ContestDraft, 'required' | 'endBeforeStart' | 'badPrizes'>>;

const pad = (n: number) => String(n).padStart(2, '0');
/** An instant as a `datetime-local` value, in the browser's time zone. */
export function toLocalInput(instant: string | number): string {
  const d = new Date(instant);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const HOUR = 3_600_000;

export function newDraft(now = Date.now()): ContestDraft {
  const start = Math.ceil(now / HOUR) * HOUR;
  return {
    title: '', description: '', language: 'fr', sourceKind: 'categories', categories: ['orthographe'], count: 10, questionIds: '',
    startsAt: toLocalInput(start), endsAt: toLocalInput(start + 7 * 24 * HOUR), entryFee: 0, prizes: '500, 200, 100',
  };
}

export function draftOf(contest: AdminContest): ContestDraft {
  return {
    title: contest.title, description: contest.description, language: contest.language, sourceKind: 'questions', categories: ['orthographe'], count: contest.questions,
    questionIds: contest.questionIds.join('\n'), startsAt: toLocalInput(contest.startsAt), endsAt: toLocalInput(contest.endsAt), entryFee: contest.entryFee,
    prizes: contest.prizes.join(', '),
  };
}

const parsePrizes = (text: string): number[] | undefined => {
  const parts = text.split(',').map((part) => part.trim()).filter(Boolean);
  return parts.length && parts.every((part) => /^\d+$/.test(part)) ? parts.map(Number) : undefined;
};
const lines = (text: string) => text.split(/\s+/).map((line) => line.trim()).filter(Boolean);

/** What is wrong with the draft before it is sent (the server checks again, with its own messages). */
export function draftErrors(draft: ContestDraft): DraftErrors {
  const errors: DraftErrors = {};
  if (draft.title.trim().length < 3) errors.title = 'required';
  if (!draft.startsAt) errors.startsAt = 'required';
  if (!draft.endsAt) errors.endsAt = 'required';
  else if (draft.startsAt && new Date(draft.endsAt) <= new Date(draft.startsAt)) errors.endsAt = 'endBeforeStart';
  if (!parsePrizes(draft.prizes)) errors.prizes = 'badPrizes';
  if (draft.sourceKind === 'categories' && draft.categories.length === 0) errors.categories = 'required';
  if (draft.sourceKind === 'questions' && lines(draft.questionIds).length === 0) errors.questionIds = 'required';
  return errors;
}

/** The request for a valid draft (`contestId` when editing). */
export function saveRequest(draft: ContestDraft, contestId?: string): SaveContestInput {
  return {
    ...(contestId ? { contestId } : {}),
    title: draft.title.trim(), description: draft.description.trim(), language: draft.language,
    source: draft.sourceKind === 'categories' ? { kind: 'categories', categories: draft.categories, count: draft.count } : { kind: 'questions', questionIds: lines(draft.questionIds) },
    startsAt: new Date(draft.startsAt).toISOString(), endsAt: new Date(draft.endsAt).toISOString(), entryFee: draft.entryFee, prizes: parsePrizes(draft.prizes) ?? [],
  };
}
