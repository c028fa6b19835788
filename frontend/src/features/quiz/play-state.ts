import { lifelineRefusal, type Lifeline } from '@plume/shared/scoring';
import type { AnswerOutcome } from './api/answer-quiz';
import type { FinishedGame, ServedQuestion } from './api/schemas';
import type { StartedQuiz } from './api/start-quiz';
import type { LifelineResult } from './api/use-lifeline';

/** One question as the review shows it, kept from the answer responses (the server sends nothing before). */
export interface ReviewItem {
  index: number;
  question: string;
  options: string[];
  /** `null` when the question was skipped. */
  choice: number | null;
  correctIndex?: number;
  correct: boolean;
  timedOut: boolean;
  explanation?: string;
  skipped: boolean;
}

export interface Revealed {
  choice: number;
  correct: boolean;
  timedOut: boolean;
  correctIndex: number;
  explanation: string;
  points: number;
}

export interface PlayState {
  gameId: string;
  total: number;
  /** Server clock minus device clock, measured at start (see `clockOffset`). */
  offset: number;
  /** How long one question lasts, as the first deadline told. */
  questionMs: number;
  question: ServedQuestion;
  /** `question`: waiting for the player; `sending`: the answer is on its way; `revealed`: right/wrong shown; `finished`: the result. */
  phase: 'question' | 'sending' | 'revealed' | 'finished';
  /** The option the player is on (keyboard or pointer): sent when the time runs out. */
  selected: number | null;
  revealed?: Revealed;
  /** What comes after the revealed question. */
  upcoming?: { next?: ServedQuestion; finished?: FinishedGame };
  finished?: FinishedGame;
  score: number;
  /** Options hidden by 50/50 on this question. */
  hidden: number[];
  /** Audience poll on this question. */
  votes?: number[];
  used: Lifeline[];
  review: ReviewItem[];
}

export type PlayAction =
  | { type: 'select'; choice: number }
  | { type: 'send'; choice: number }
  | { type: 'send-failed' }
  | { type: 'answered'; choice: number; outcome: AnswerOutcome }
  | { type: 'next' }
  | { type: 'lifeline-used'; lifeline: Lifeline; result: LifelineResult }
  | { type: 'lifeline-refused'; lifeline: Lifeline };

export function initialPlayState(started: StartedQuiz, receivedAt: number): PlayState {
  return {
    gameId: started.gameId,
    total: started.total,
    offset: started.serverTime - receivedAt,
    questionMs: Math.max(1000, started.question.deadline - started.serverTime),
    question: started.question,
    phase: 'question',
    selected: null,
    score: 0,
    hidden: [],
    used: [],
    review: [],
  };
}

const onNewQuestion = (state: PlayState, question: ServedQuestion): PlayState => ({
  ...state,
  question,
  phase: 'question',
  selected: null,
  revealed: undefined,
  upcoming: undefined,
  hidden: [],
  votes: undefined,
});

export function playReducer(state: PlayState, action: PlayAction): PlayState {
  switch (action.type) {
    case 'select':
      return state.phase === 'question' && !state.hidden.includes(action.choice) ? { ...state, selected: action.choice } : state;
    case 'send':
      return state.phase === 'question' ? { ...state, phase: 'sending', selected: action.choice } : state;
    case 'send-failed':
      return state.phase === 'sending' ? { ...state, phase: 'question' } : state;
    case 'answered': {
      if (state.phase !== 'sending' && state.phase !== 'question') return state;
      const { outcome, choice } = action;
      const revealed: Revealed = {
        choice,
        correct: outcome.correct,
        timedOut: outcome.timedOut,
        correctIndex: outcome.correctIndex,
        explanation: outcome.explanation,
        points: outcome.points,
      };
      const { question } = state;
      const item: ReviewItem = { index: question.index, question: question.question, options: question.options, skipped: false, ...revealed };
      return { ...state, phase: 'revealed', revealed, score: outcome.score, upcoming: { next: outcome.next, finished: outcome.finished }, review: [...state.review, item] };
    }
    case 'next': {
      if (state.phase !== 'revealed') return state;
      if (state.upcoming?.finished) return { ...state, phase: 'finished', finished: state.upcoming.finished, upcoming: undefined };
      return state.upcoming?.next ? onNewQuestion(state, state.upcoming.next) : state;
    }
    case 'lifeline-used': {
      const used = state.used.includes(action.lifeline) ? state.used : [...state.used, action.lifeline];
      const { result } = action;
      switch (action.lifeline) {
        case 'fifty-fifty': {
          const hidden = result.removed ?? [];
          return { ...state, used, hidden, selected: state.selected !== null && hidden.includes(state.selected) ? null : state.selected };
        }
        case 'audience-poll':
          return { ...state, used, votes: result.votes };
        case 'reset-timer':
          return result.deadline === undefined ? { ...state, used } : { ...state, used, question: { ...state.question, deadline: result.deadline } };
        case 'skip': {
          const { question } = state;
          const item: ReviewItem = { index: question.index, question: question.question, options: question.options, choice: null, correct: false, timedOut: false, skipped: true };
          const skipped = { ...state, used, review: [...state.review, item] };
          if (result.finished) return { ...skipped, phase: 'finished', finished: result.finished, hidden: [], votes: undefined };
          return result.next ? onNewQuestion(skipped, result.next) : skipped;
        }
      }
      return state;
    }
    case 'lifeline-refused':
      // The server said no (already used, or excluded by its pair): the button goes grey for the rest of the game.
      return state.used.includes(action.lifeline) ? state : { ...state, used: [...state.used, action.lifeline] };
  }
}

export type LifelineAvailability = 'available' | 'used' | 'excluded';

/** What a lifeline button shows: usable, already spent, or ruled out by its pair (seed §4). */
export function lifelineAvailability(state: Pick<PlayState, 'used'>, lifeline: Lifeline): LifelineAvailability {
  const refusal = lifelineRefusal(state.used, lifeline);
  if (refusal === 'lifeline_already_used') return 'used';
  if (refusal === 'lifeline_not_allowed') return 'excluded';
  return 'available';
}
