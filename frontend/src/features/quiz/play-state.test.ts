import { describe, expect, it } from 'vitest';
import type { AnswerOutcome } from './api/answer-quiz';
import type { ServedQuestion } from './api/schemas';
import { initialPlayState, lifelineAvailability, playReducer, type PlayState } from './play-state';

const question = (index: number, deadline = 1_000_030_000): ServedQuestion => ({ index, question: `Question ${index} ?`, options: ['a', 'b', 'c', 'd'], audio: false, deadline });
const started = { gameId: 'g-1', total: 2, question: question(0), serverTime: 1_000_000_000 };
const start = () => initialPlayState(started, 999_990_000);

const outcome = (overrides: Partial<AnswerOutcome>): AnswerOutcome => ({ correct: true, timedOut: false, correctIndex: 1, explanation: 'Parce que.', points: 14, score: 14, ...overrides });

const run = (state: PlayState, ...actions: Parameters<typeof playReducer>[1][]) => actions.reduce(playReducer, state);

describe('play reducer', () => {
  it('starts on the first question with the clock offset and the question length', () => {
    const state = start();
    expect(state).toMatchObject({ phase: 'question', offset: 10_000, questionMs: 30_000, total: 2, score: 0, used: [], review: [] });
  });

  it('answers, reveals, moves on and finishes, keeping what the review needs', () => {
    let state = run(start(), { type: 'select', choice: 2 }, { type: 'send', choice: 1 });
    expect(state.phase).toBe('sending');
    // A second answer while the first is on its way is ignored.
    expect(playReducer(state, { type: 'send', choice: 3 })).toBe(state);

    state = playReducer(state, { type: 'answered', choice: 1, outcome: outcome({ next: question(1) }) });
    expect(state).toMatchObject({ phase: 'revealed', score: 14, revealed: { choice: 1, correct: true, correctIndex: 1, explanation: 'Parce que.' } });
    expect(state.question.index).toBe(0);

    state = playReducer(state, { type: 'next' });
    expect(state).toMatchObject({ phase: 'question', selected: null, revealed: undefined, hidden: [] });
    expect(state.question.index).toBe(1);

    const finished = { correct: 1, incorrect: 1, total: 2, percentage: 50, points: 14, coins: 0 };
    state = run(
      state,
      { type: 'send', choice: 0 },
      { type: 'answered', choice: 0, outcome: outcome({ correct: false, correctIndex: 3, points: 0, score: 14, explanation: 'Voilà.', finished }) },
    );
    expect(state.phase).toBe('revealed');
    state = playReducer(state, { type: 'next' });
    expect(state).toMatchObject({ phase: 'finished', finished });
    expect(state.review).toEqual([
      { index: 0, question: 'Question 0 ?', options: ['a', 'b', 'c', 'd'], choice: 1, correct: true, timedOut: false, correctIndex: 1, explanation: 'Parce que.', points: 14, skipped: false },
      { index: 1, question: 'Question 1 ?', options: ['a', 'b', 'c', 'd'], choice: 0, correct: false, timedOut: false, correctIndex: 3, explanation: 'Voilà.', points: 0, skipped: false },
    ]);
  });

  it('goes back to the question when the answer could not be sent', () => {
    const state = run(start(), { type: 'send', choice: 2 }, { type: 'send-failed' });
    expect(state).toMatchObject({ phase: 'question', selected: 2 });
  });

  it('records a timed-out answer as such', () => {
    const state = run(start(), { type: 'send', choice: 0 }, { type: 'answered', choice: 0, outcome: outcome({ correct: false, timedOut: true, points: 0, score: 0, next: question(1) }) });
    expect(state.revealed).toMatchObject({ timedOut: true, correct: false });
  });

  it('50/50 hides two options and rules out the audience poll', () => {
    let state = run(start(), { type: 'select', choice: 0 });
    state = playReducer(state, { type: 'lifeline-used', lifeline: 'fifty-fifty', result: { removed: [0, 2] } });
    expect(state.hidden).toEqual([0, 2]);
    expect(state.selected).toBeNull();
    expect(lifelineAvailability(state, 'fifty-fifty')).toBe('used');
    expect(lifelineAvailability(state, 'audience-poll')).toBe('excluded');
    expect(lifelineAvailability(state, 'skip')).toBe('available');
    // A hidden option cannot be selected.
    expect(playReducer(state, { type: 'select', choice: 2 }).selected).toBeNull();
    // The next question shows all four options again; the lifeline stays spent.
    state = run(state, { type: 'send', choice: 1 }, { type: 'answered', choice: 1, outcome: outcome({ next: question(1) }) }, { type: 'next' });
    expect(state.hidden).toEqual([]);
    expect(lifelineAvailability(state, 'fifty-fifty')).toBe('used');
  });

  it('the audience poll shows votes until the next question and rules out 50/50', () => {
    let state = playReducer(start(), { type: 'lifeline-used', lifeline: 'audience-poll', result: { votes: [10, 60, 20, 10] } });
    expect(state.votes).toEqual([10, 60, 20, 10]);
    expect(lifelineAvailability(state, 'fifty-fifty')).toBe('excluded');
    state = run(state, { type: 'send', choice: 1 }, { type: 'answered', choice: 1, outcome: outcome({ next: question(1) }) }, { type: 'next' });
    expect(state.votes).toBeUndefined();
  });

  it('restarting the timer takes the new server deadline', () => {
    const state = playReducer(start(), { type: 'lifeline-used', lifeline: 'reset-timer', result: { deadline: 1_000_050_000 } });
    expect(state.question.deadline).toBe(1_000_050_000);
    expect(lifelineAvailability(state, 'reset-timer')).toBe('used');
  });

  it('skipping moves to the next question, or to the result on the last one, and shows in the review', () => {
    let state = playReducer(start(), { type: 'lifeline-used', lifeline: 'skip', result: { next: question(1) } });
    expect(state).toMatchObject({ phase: 'question' });
    expect(state.question.index).toBe(1);
    expect(state.review[0]).toMatchObject({ index: 0, choice: null, skipped: true, correct: false });

    const finished = { correct: 0, incorrect: 0, total: 1, percentage: 0, points: 0, coins: 0 };
    state = playReducer(start(), { type: 'lifeline-used', lifeline: 'skip', result: { finished } });
    expect(state).toMatchObject({ phase: 'finished', finished });
  });

  it('a refused lifeline is greyed out for the rest of the game', () => {
    const state = playReducer(start(), { type: 'lifeline-refused', lifeline: 'skip' });
    expect(lifelineAvailability(state, 'skip')).toBe('used');
    expect(playReducer(state, { type: 'lifeline-refused', lifeline: 'skip' }).used).toEqual(['skip']);
  });
});
