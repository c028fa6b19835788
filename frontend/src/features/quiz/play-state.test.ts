import { describe, expect, it } from 'vitest';
import type { AnswerOutcome } from './api/answer-quiz';
import type { AnsweredQuestion, ResumedGame } from './api/get-game';
import type { ServedQuestion } from './api/schemas';
import type { StartedQuiz } from './api/start-quiz';
import {
  initialPlayState,
  lifelineAvailability,
  NO_WORD,
  playReducer,
  questionNumber,
  resumedPlayState,
  timeoutAnswer,
  wordComplete,
  type PlayAction,
  type PlayState,
} from './play-state';

const SERVER_TIME = 1_000_000_000;
const question = (index: number, overrides: Partial<ServedQuestion> = {}): ServedQuestion => ({
  index,
  kind: 'choice',
  question: `Question ${index} ?`,
  options: ['a', 'b', 'c', 'd'],
  audio: false,
  deadline: SERVER_TIME + 30_000,
  ...overrides,
});
const word = (index: number): ServedQuestion => question(index, { kind: 'word', question: 'Grand animal à trompe', options: [], letters: 8, clues: ['Il vit en Afrique ou en Asie.', 'Il commence par un É.'] });

const started = (overrides: Partial<StartedQuiz> = {}): StartedQuiz => ({
  gameId: 'g-1',
  mode: 'quiz-zone',
  total: 2,
  lifelines: ['fifty-fifty', 'audience-poll', 'skip', 'reset-timer'],
  lifelineCost: 5,
  timer: 'question',
  serverTime: SERVER_TIME,
  ...overrides,
});
/** The device clock is 10 s behind the server's. */
const loaded = (served: ServedQuestion, serverTime = SERVER_TIME): PlayAction => ({ type: 'question-loaded', question: served, serverTime, receivedAt: serverTime - 10_000 });
const start = (overrides: Partial<StartedQuiz> = {}) => playReducer(initialPlayState(started(overrides), SERVER_TIME - 10_000), loaded(question(0)));

const outcome = (overrides: Partial<AnswerOutcome>): AnswerOutcome => ({ correct: true, timedOut: false, correctIndex: 1, explanation: 'Parce que.', points: 14, score: 14, ...overrides });
const finished = { correct: 1, incorrect: 1, total: 2, percentage: 50, points: 14, coins: 0 };

const run = (state: PlayState, ...actions: PlayAction[]) => actions.reduce(playReducer, state);

describe('play reducer', () => {
  it('waits for the first question, then starts its clock with the offset and the question length', () => {
    const waiting = initialPlayState(started(), SERVER_TIME - 10_000);
    expect(waiting).toMatchObject({ phase: 'loading', nextIndex: 0, offset: 10_000 });
    expect(waiting.question).toBeUndefined();
    expect(questionNumber(waiting)).toBe(1);
    // A question the game is not waiting for is ignored.
    expect(playReducer(waiting, loaded(question(1)))).toBe(waiting);

    const state = playReducer(waiting, loaded(question(0)));
    expect(state).toMatchObject({ phase: 'question', offset: 10_000, clockMs: 30_000, total: 2, score: 0, used: [], review: [] });
    expect(state.question?.index).toBe(0);
  });

  it('answers, reveals, asks for the next question only when the player moves on, and finishes', () => {
    let state = run(start(), { type: 'select', choice: 2 }, { type: 'send', answer: { choice: 1 } });
    expect(state.phase).toBe('sending');
    // A second answer while the first is on its way is ignored.
    expect(playReducer(state, { type: 'send', answer: { choice: 3 } })).toBe(state);

    state = playReducer(state, { type: 'answered', answer: { choice: 1 }, outcome: outcome({}) });
    expect(state).toMatchObject({ phase: 'revealed', score: 14, nextIndex: 1, revealed: { choice: 1, correct: true, correctIndex: 1, explanation: 'Parce que.' } });
    expect(state.question?.index).toBe(0);

    state = playReducer(state, { type: 'next' });
    expect(state).toMatchObject({ phase: 'loading', nextIndex: 1, question: undefined, selected: null, revealed: undefined, hidden: [] });
    expect(questionNumber(state)).toBe(2);

    // Its clock measured anew: the offset follows the latest server time, the length stays the first one's.
    state = playReducer(state, loaded(question(1, { deadline: SERVER_TIME + 100_000 }), SERVER_TIME + 75_000));
    expect(state).toMatchObject({ phase: 'question', clockMs: 30_000, offset: 10_000 });

    state = run(
      state,
      { type: 'send', answer: { choice: 0 } },
      { type: 'answered', answer: { choice: 0 }, outcome: outcome({ correct: false, correctIndex: 3, points: 0, score: 14, explanation: 'Voilà.', finished }) },
    );
    expect(state).toMatchObject({ phase: 'revealed', upcoming: finished });
    state = playReducer(state, { type: 'next' });
    expect(state).toMatchObject({ phase: 'finished', finished });
    expect(state.review).toEqual([
      { index: 0, question: 'Question 0 ?', given: 'b', rightAnswer: 'b', correct: true, timedOut: false, skipped: false, explanation: 'Parce que.', points: 14 },
      { index: 1, question: 'Question 1 ?', given: 'a', rightAnswer: 'd', correct: false, timedOut: false, skipped: false, explanation: 'Voilà.', points: 0 },
    ]);
  });

  it('shows a passage first, and asks for the first question once it is read', () => {
    const passage = { title: 'Le loup', text: 'Le loup vit en meute.' };
    const reading = initialPlayState(started({ mode: 'fun-and-learn', passage }), SERVER_TIME);
    expect(reading).toMatchObject({ phase: 'reading', passage });
    expect(playReducer(reading, loaded(question(0)))).toBe(reading);
    const state = run(reading, { type: 'begin' }, loaded(question(0)));
    expect(state).toMatchObject({ phase: 'question', passage });
  });

  it('goes back to the question when the answer could not be sent', () => {
    const state = run(start(), { type: 'send', answer: { choice: 2 } }, { type: 'send-failed' });
    expect(state).toMatchObject({ phase: 'question', selected: 2 });
  });

  it('records a timed-out answer as such, without the option the clock sent', () => {
    const state = run(start(), { type: 'send', answer: { choice: 0 } }, { type: 'answered', answer: { choice: 0 }, outcome: outcome({ correct: false, timedOut: true, points: 0, score: 0 }) });
    expect(state.revealed).toMatchObject({ timedOut: true, correct: false });
    expect(state.review[0]).toMatchObject({ given: null, timedOut: true, rightAnswer: 'b' });
  });

  it('sends, when the time runs out, the option the player is on or else the first one', () => {
    expect(timeoutAnswer(start())).toEqual({ choice: 0 });
    expect(timeoutAnswer(run(start(), { type: 'select', choice: 3 }))).toEqual({ choice: 3 });
  });

  it('plays a word: letters typed, clues one by one, the word checked and the right word revealed', () => {
    let state = playReducer(initialPlayState(started({ mode: 'guess-the-word', lifelines: ['skip', 'reset-timer'] }), SERVER_TIME), loaded(word(0)));
    expect(timeoutAnswer(state)).toEqual({ word: NO_WORD });
    expect(wordComplete(state)).toBe(false);

    state = run(state, { type: 'show-clue' }, { type: 'type-word', word: 'élé' });
    expect(state).toMatchObject({ cluesShown: 1, typed: 'élé' });
    expect(wordComplete(state)).toBe(false);
    expect(timeoutAnswer(state)).toEqual({ word: 'élé' });
    // No more clues than the question has.
    state = run(state, { type: 'show-clue' }, { type: 'show-clue' });
    expect(state.cluesShown).toBe(2);

    state = playReducer(state, { type: 'type-word', word: 'éléphant' });
    expect(wordComplete(state)).toBe(true);
    state = run(
      state,
      { type: 'send', answer: { word: 'éléphant' } },
      { type: 'answered', answer: { word: 'éléphant' }, outcome: outcome({ correctIndex: undefined, correctWord: 'ÉLÉPHANT' }) },
    );
    expect(state.revealed).toMatchObject({ word: 'éléphant', correctWord: 'ÉLÉPHANT', correct: true });
    expect(state.review[0]).toMatchObject({ given: 'ÉLÉPHANT', rightAnswer: 'ÉLÉPHANT' });

    state = run(state, { type: 'next' }, loaded(word(1)));
    expect(state).toMatchObject({ typed: '', cluesShown: 0 });
  });

  it('against one clock for the whole game, goes straight to the next question and keeps the answers for the review', () => {
    const gameClock: Partial<StartedQuiz> = { mode: 'self-challenge', lifelines: [], timer: 'game' };
    let state = playReducer(initialPlayState(started(gameClock), SERVER_TIME), loaded(question(0, { deadline: SERVER_TIME + 300_000 })));
    expect(state.clockMs).toBe(300_000);
    state = run(state, { type: 'send', answer: { choice: 2 } }, { type: 'answered', answer: { choice: 2 }, outcome: outcome({ correct: false, correctIndex: 0, points: 0, score: 0 }) });
    expect(state).toMatchObject({ phase: 'loading', nextIndex: 1, revealed: undefined, deadline: SERVER_TIME + 300_000 });
    expect(state.review[0]).toMatchObject({ given: 'c', rightAnswer: 'a', correct: false });

    state = run(
      state,
      loaded(question(1, { deadline: SERVER_TIME + 300_000 }), SERVER_TIME + 20_000),
      { type: 'send', answer: { choice: 0 } },
      { type: 'answered', answer: { choice: 0 }, outcome: outcome({ finished }) },
    );
    expect(state).toMatchObject({ phase: 'finished', finished, clockMs: 300_000 });
    expect(state.review).toHaveLength(2);
  });

  it('50/50 hides two options and rules out the audience poll', () => {
    let state = run(start(), { type: 'select', choice: 0 });
    state = playReducer(state, { type: 'lifeline-used', lifeline: 'fifty-fifty', result: { lifeline: 'fifty-fifty', removed: [0, 2] } });
    expect(state.hidden).toEqual([0, 2]);
    expect(state.selected).toBeNull();
    expect(lifelineAvailability(state, 'fifty-fifty')).toBe('used');
    expect(lifelineAvailability(state, 'audience-poll')).toBe('excluded');
    expect(lifelineAvailability(state, 'skip')).toBe('available');
    // A hidden option cannot be selected.
    expect(playReducer(state, { type: 'select', choice: 2 }).selected).toBeNull();
    // The next question shows all four options again; the lifeline stays spent.
    state = run(state, { type: 'send', answer: { choice: 1 } }, { type: 'answered', answer: { choice: 1 }, outcome: outcome({}) }, { type: 'next' }, loaded(question(1)));
    expect(state.hidden).toEqual([]);
    expect(lifelineAvailability(state, 'fifty-fifty')).toBe('used');
  });

  it('the audience poll shows votes until the next question and rules out 50/50', () => {
    let state = playReducer(start(), { type: 'lifeline-used', lifeline: 'audience-poll', result: { lifeline: 'audience-poll', votes: [10, 60, 20, 10] } });
    expect(state.votes).toEqual([10, 60, 20, 10]);
    expect(lifelineAvailability(state, 'fifty-fifty')).toBe('excluded');
    state = run(state, { type: 'send', answer: { choice: 1 } }, { type: 'answered', answer: { choice: 1 }, outcome: outcome({}) }, { type: 'next' });
    expect(state.votes).toBeUndefined();
  });

  it('restarting the timer takes the new server deadline', () => {
    const state = playReducer(start(), { type: 'lifeline-used', lifeline: 'reset-timer', result: { lifeline: 'reset-timer', deadline: SERVER_TIME + 50_000 } });
    expect(state.deadline).toBe(SERVER_TIME + 50_000);
    expect(state.clockMs).toBe(30_000);
    expect(lifelineAvailability(state, 'reset-timer')).toBe('used');
  });

  it('skipping asks for the next question, or shows the result on the last one, and shows in the review', () => {
    let state = playReducer(start(), { type: 'lifeline-used', lifeline: 'skip', result: { lifeline: 'skip' } });
    expect(state).toMatchObject({ phase: 'loading', nextIndex: 1, question: undefined });
    expect(state.review[0]).toMatchObject({ index: 0, given: null, skipped: true, correct: false });
    expect(playReducer(state, loaded(question(1))).question?.index).toBe(1);

    const done = { correct: 0, incorrect: 0, total: 1, percentage: 0, points: 0, coins: 0 };
    state = playReducer(start(), { type: 'lifeline-used', lifeline: 'skip', result: { lifeline: 'skip', finished: done } });
    expect(state).toMatchObject({ phase: 'finished', finished: done });
  });

  it('a refused lifeline is greyed out for the rest of the game', () => {
    const state = playReducer(start(), { type: 'lifeline-refused', lifeline: 'skip' });
    expect(lifelineAvailability(state, 'skip')).toBe('used');
    expect(playReducer(state, { type: 'lifeline-refused', lifeline: 'skip' }).used).toEqual(['skip']);
  });
});

const answered = (index: number, overrides: Partial<AnsweredQuestion> = {}): AnsweredQuestion => ({
  index,
  kind: 'choice',
  question: `Question ${index} ?`,
  options: ['a', 'b', 'c', 'd'],
  audio: false,
  choice: 1,
  correct: true,
  points: 14,
  correctIndex: 1,
  explanation: 'Parce que.',
  ...overrides,
});
const resumed = (overrides: Partial<ResumedGame> = {}): ResumedGame =>
  ({ ...started({ total: 4 }), status: 'playing', lifelinesUsed: [], current: 0, score: 0, review: [], ...overrides }) as ResumedGame;

describe('a game picked up again', () => {
  it('while playing: the answers so far, the score and the spent lifelines, then the current question with its running clock', () => {
    const game = resumed({
      current: 3,
      score: 14,
      lifelinesUsed: ['fifty-fifty', 'skip'],
      review: [
        answered(0),
        answered(1, { choice: 3, correct: false, points: 0, explanation: 'Voilà.' }),
        answered(2, { choice: null, correct: false, points: 0, skipped: true, correctIndex: undefined, explanation: undefined }),
      ],
    });
    let state = resumedPlayState(game, SERVER_TIME - 10_000);
    expect(state).toMatchObject({ gameId: 'g-1', mode: 'quiz-zone', phase: 'loading', nextIndex: 3, score: 14, total: 4, offset: 10_000, used: ['fifty-fifty', 'skip'] });
    expect(questionNumber(state)).toBe(4);
    expect(state.review).toEqual([
      { index: 0, question: 'Question 0 ?', given: 'b', rightAnswer: 'b', correct: true, timedOut: false, skipped: false, explanation: 'Parce que.', points: 14 },
      { index: 1, question: 'Question 1 ?', given: 'd', rightAnswer: 'b', correct: false, timedOut: false, skipped: false, explanation: 'Voilà.', points: 0 },
      { index: 2, question: 'Question 2 ?', given: null, rightAnswer: undefined, correct: false, timedOut: false, skipped: true, explanation: undefined, points: 0 },
    ]);
    expect(lifelineAvailability(state, 'fifty-fifty')).toBe('used');
    expect(lifelineAvailability(state, 'audience-poll')).toBe('excluded');
    expect(lifelineAvailability(state, 'reset-timer')).toBe('available');

    // Only the current question is waited for; its answer joins the review and the game goes on.
    expect(playReducer(state, loaded(question(2)))).toBe(state);
    state = run(
      state,
      loaded(question(3)),
      { type: 'send', answer: { choice: 1 } },
      { type: 'answered', answer: { choice: 1 }, outcome: outcome({ score: 28, finished: { ...finished, total: 4 } }) },
      { type: 'next' },
    );
    expect(state).toMatchObject({ phase: 'finished', score: 28 });
    expect(state.review.map((item) => item.index)).toEqual([0, 1, 2, 3]);
  });

  it('on a question served before the refresh, keeps its running deadline, and the next one shows the whole clock', () => {
    let state = resumedPlayState(resumed({ current: 1, review: [answered(0)] }), SERVER_TIME);
    state = playReducer(state, loaded(question(1, { deadline: SERVER_TIME + 12_000 })));
    expect(state).toMatchObject({ phase: 'question', deadline: SERVER_TIME + 12_000, clockMs: 12_000 });
    state = run(
      state,
      { type: 'send', answer: { choice: 1 } },
      { type: 'answered', answer: { choice: 1 }, outcome: outcome({}) },
      { type: 'next' },
      loaded(question(2, { deadline: SERVER_TIME + 60_000 }), SERVER_TIME + 30_000),
    );
    expect(state).toMatchObject({ phase: 'question', clockMs: 30_000 });
  });

  it('tells a late answer from a given one, and a word as it was typed', () => {
    const state = resumedPlayState(
      resumed({
        mode: 'guess-the-word',
        current: 2,
        review: [
          answered(0, { kind: 'word', options: [], choice: null, word: 'éléphans', correct: false, points: 0, correctIndex: undefined, correctWord: 'ÉLÉPHANT' }),
          answered(1, { kind: 'word', options: [], choice: null, correct: false, points: 0, correctIndex: undefined, correctWord: 'GIRAFE' }),
        ],
      }),
      SERVER_TIME,
    );
    expect(state.review).toMatchObject([
      { given: 'ÉLÉPHANS', rightAnswer: 'ÉLÉPHANT', timedOut: false },
      { given: null, rightAnswer: 'GIRAFE', timedOut: true, skipped: false },
    ]);
  });

  it('shows the passage again when no question has been answered yet', () => {
    const passage = { title: 'Le loup', text: 'Le loup vit en meute.' };
    const reading = resumedPlayState(resumed({ mode: 'fun-and-learn', passage }), SERVER_TIME);
    expect(reading).toMatchObject({ phase: 'reading', nextIndex: 0, passage });
    expect(run(reading, { type: 'begin' }, loaded(question(0)))).toMatchObject({ phase: 'question', passage });
    expect(resumedPlayState(resumed({ mode: 'fun-and-learn', passage, current: 1, review: [answered(0)] }), SERVER_TIME)).toMatchObject({ phase: 'loading', nextIndex: 1 });
  });

  it('against one clock for the whole game, takes its length from the page when it knows it', () => {
    const state = resumedPlayState(resumed({ mode: 'self-challenge', lifelines: [], timer: 'game', current: 1, review: [answered(0)] }), SERVER_TIME, 300_000);
    expect(playReducer(state, loaded(question(1, { deadline: SERVER_TIME + 120_000 })))).toMatchObject({ phase: 'question', clockMs: 300_000, deadline: SERVER_TIME + 120_000 });
  });

  it('once over: its result and the whole review, no question asked for', () => {
    const result = { correct: 1, incorrect: 1, total: 2, percentage: 50, points: 14, coins: 0 };
    const state = resumedPlayState(
      resumed({ total: 2, status: 'finished', current: 2, score: 14, finished: result, review: [answered(0), answered(1, { choice: 0, correct: false, points: 0 })] }),
      SERVER_TIME,
    );
    expect(state).toMatchObject({ phase: 'finished', finished: result, score: 14 });
    expect(state.review.map((item) => [item.index, item.given, item.correct])).toEqual([
      [0, 'b', true],
      [1, 'a', false],
    ]);
    expect(playReducer(state, loaded(question(2)))).toBe(state);
  });
});
