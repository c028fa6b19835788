import { describe, expect, it } from 'vitest';
import { draftErrors, newDraft, saveRequest, toLocalInput } from './contest-draft';

describe('the admin contest draft', () => {
  it('starts valid: the next full hour, for a week, drawn from a category', () => {
    const draft = { ...newDraft(Date.parse('2026-11-26T09:20:00')), title: 'Grand concours' };
    expect(draft.startsAt).toBe('2026-11-26T10:00');
    expect(draft.endsAt).toBe('2026-12-03T10:00');
    expect(draftErrors(draft)).toEqual({});
    expect(saveRequest(draft)).toMatchObject({ title: 'Grand concours', source: { kind: 'categories', categories: ['orthographe'], count: 10 }, prizes: [500, 200, 100] });
  });

  it('refuses an end before the start, prizes that are not whole numbers, and an empty question list', () => {
    const draft = { ...newDraft(), title: 'Concours', endsAt: toLocalInput(Date.now() - 86_400_000), prizes: '10, -5', sourceKind: 'questions' as const, questionIds: '  ' };
    expect(draftErrors(draft)).toEqual({ endsAt: 'endBeforeStart', prizes: 'badPrizes', questionIds: 'required' });
  });

  it('sends picked ids one per line, and the contest to edit', () => {
    const draft = { ...newDraft(), title: 'Concours', sourceKind: 'questions' as const, questionIds: 'q-1\nq-2\n\nq-3 ' };
    expect(saveRequest(draft, 'c-1')).toMatchObject({ contestId: 'c-1', source: { kind: 'questions', questionIds: ['q-1', 'q-2', 'q-3'] } });
  });
});
