import { wordLetters, type GameMode } from '@plume/shared/quiz/modes';
import { lifelineRefusal, type Lifeline } from '@plume/shared/quiz/lifelines';
import type { AnswerOutcome } from './api/answer-quiz';
import type { AnsweredQuestion, ResumedGame } from './api/get-game';
import type { FinishedGame, ServedQuestion } from './api/schemas';
import type { StartedQuiz } from './api/start-quiz';
import type { LifelineResult } from './api/use-lifeline';

/** What the player sends: an option (multiple choice, true/false) or a typed word (guess the word). */
export type GivenAnswer = { choice: number } | { word: string };

/**
 * Sent for a word question whose time ran out before a letter was typed: `answer_quiz` needs a word, and the server
 * counts any answer after the deadline as lost, so this one only closes the question.
 */
export const NO_WORD = '-';

/** One question as the review shows it, kept from the answer responses (the server sends nothing before). */
export interface ReviewItem {
  index: number;
  question: string;
  /** What the player gave, as text (an option or the typed word); `null` when skipped or too late. */
  given: string | null;
  /** The right option or word; absent for a skipped question (the server does not tell it). */
  rightAnswer?: string;
  correct: boolean;
  timedOut: boolean;
  skipped: boolean;
  explanation?: string;
  points: number;
}

export interface Revealed {
  choice?: number;
  word?: string;
  correct: boolean;
  timedOut: boolean;
  correctIndex?: number;
  correctWord?: string;
  explanation: string;
  points: number;
  /** Against a relative's recorded round: how their ghost did on this question. */
  ghost?: GhostRevealed;
}

/** A family challenge round as the player knows it: the challenge, and the relative whose ghost plays alongside (its score so far). */
export type FamilyChallengeRound = NonNullable<StartedQuiz['familyChallenge']>;
export type GhostRevealed = NonNullable<AnswerOutcome['ghost']>;

export type PlayPhase =
  /** Fun and learn: the passage is read before the first question is asked for. */
  | 'reading'
  /** `next_question` is on its way. */
  | 'loading'
  /** Waiting for the player. */
  | 'question'
  /** The answer is on its way. */
  | 'sending'
  /** Right or wrong, the answer and its explanation: the next question waits for the player. */
  | 'revealed'
  | 'finished';

export interface PlayState {
  gameId: string;
  mode: GameMode;
  total: number;
  /** The lifelines the mode offers. */
  lifelines: readonly Lifeline[];
  lifelineCost: number;
  /** `question`: a clock per question; `game`: one clock for the whole game (self challenge). */
  timer: StartedQuiz['timer'];
  passage?: StartedQuiz['passage'];
  /** A family challenge round; its ghost's score follows the reveals. */
  familyChallenge?: FamilyChallengeRound;
  /** Server clock minus device clock, measured at each response that carries the server's time. */
  offset: number;
  /**
   * How long the clock runs (a question, or the whole game): the longest a served deadline has told, which is the
   * first question's, unless the game was resumed on a question whose clock was already running.
   */
  clockMs?: number;
  /** When the clock on screen ends (server clock): kept between questions, so the game clock never blinks. */
  deadline?: number;
  phase: PlayPhase;
  /** The question `next_question` asks for next. */
  nextIndex: number;
  /** The question on screen (absent while reading or loading). */
  question?: ServedQuestion;
  /** The option the player is on (keyboard or pointer): sent when the time runs out. */
  selected: number | null;
  /** The letters typed so far (guess the word): sent when the time runs out. */
  typed: string;
  /** How many of the question's clues are shown. */
  cluesShown: number;
  revealed?: Revealed;
  /** Set when the revealed answer was the last one: the result comes next. */
  upcoming?: FinishedGame;
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
  | { type: 'begin' }
  | { type: 'question-loaded'; question: ServedQuestion; serverTime: number; receivedAt: number }
  | { type: 'select'; choice: number }
  | { type: 'type-word'; word: string }
  | { type: 'show-clue' }
  | { type: 'send'; answer: GivenAnswer }
  | { type: 'send-failed' }
  | { type: 'answered'; answer: GivenAnswer; outcome: AnswerOutcome }
  | { type: 'next' }
  | { type: 'lifeline-used'; lifeline: Lifeline; result: LifelineResult }
  | { type: 'lifeline-refused'; lifeline: Lifeline };

export function initialPlayState(started: StartedQuiz, receivedAt: number): PlayState {
  return {
    gameId: started.gameId,
    mode: started.mode,
    total: started.total,
    lifelines: started.lifelines,
    lifelineCost: started.lifelineCost,
    timer: started.timer,
    passage: started.passage,
    familyChallenge: started.familyChallenge,
    offset: started.serverTime - receivedAt,
    phase: started.passage ? 'reading' : 'loading',
    nextIndex: 0,
    selected: null,
    typed: '',
    cluesShown: 0,
    score: 0,
    hidden: [],
    used: [],
    review: [],
  };
}

/**
 * A game picked up again (`get_game`, after a refresh): its answers so far, score and spent lifelines, then its result
 * when it is over, or else the question it is on (`next_question` gives that one's running deadline). A passage not
 * yet questioned on is shown again. `clockMs` is the clock's length when the page knows it (self challenge's minutes).
 */
export function resumedPlayState(game: ResumedGame, receivedAt: number, clockMs?: number): PlayState {
  const state: PlayState = {
    ...initialPlayState(game, receivedAt),
    clockMs,
    nextIndex: game.current,
    score: game.score,
    used: [...game.lifelinesUsed],
    review: game.review.map(reviewItemOf),
  };
  if (game.status === 'finished') return { ...state, phase: 'finished', finished: game.finished };
  return { ...state, phase: game.passage && state.review.length === 0 ? 'reading' : 'loading' };
}

/** An answered question as the server tells it again: no `choice` nor `word` means the answer came too late. */
function reviewItemOf(answered: AnsweredQuestion): ReviewItem {
  const skipped = answered.skipped ?? false;
  const given = answered.word !== undefined ? { word: answered.word } : answered.choice !== null ? { choice: answered.choice } : undefined;
  return {
    index: answered.index,
    question: answered.question,
    given: given ? answerText(answered, given) : null,
    rightAnswer: rightAnswerText(answered, answered),
    correct: answered.correct,
    timedOut: !skipped && !given,
    skipped,
    explanation: answered.explanation,
    points: answered.points,
  };
}

/** Leaves the answered (or skipped) question: the next one is asked for, or the result shown. */
function moveOn(state: PlayState, finished: FinishedGame | undefined): PlayState {
  const cleared: PlayState = {
    ...state,
    question: undefined,
    selected: null,
    typed: '',
    cluesShown: 0,
    revealed: undefined,
    upcoming: undefined,
    hidden: [],
    votes: undefined,
  };
  return finished ? { ...cleared, phase: 'finished', finished } : { ...cleared, phase: 'loading' };
}

/** The option's text or the word, as the player and the review read it. */
function answerText(question: Pick<ServedQuestion, 'options'>, answer: GivenAnswer): string {
  return 'choice' in answer ? (question.options[answer.choice] ?? '') : answer.word.toUpperCase();
}

/** The right answer as text, from an answer response. */
export function rightAnswerText(question: Pick<ServedQuestion, 'options'>, revealed: Pick<Revealed, 'correctIndex' | 'correctWord'>): string | undefined {
  if (revealed.correctWord !== undefined) return revealed.correctWord;
  return revealed.correctIndex === undefined ? undefined : question.options[revealed.correctIndex];
}

export function playReducer(state: PlayState, action: PlayAction): PlayState {
  const { question } = state;
  switch (action.type) {
    case 'begin':
      return state.phase === 'reading' ? { ...state, phase: 'loading' } : state;
    case 'question-loaded':
      if (state.phase !== 'loading' || action.question.index !== state.nextIndex) return state;
      return {
        ...state,
        phase: 'question',
        question: action.question,
        deadline: action.question.deadline,
        offset: action.serverTime - action.receivedAt,
        clockMs: Math.max(state.clockMs ?? 0, 1000, action.question.deadline - action.serverTime),
      };
    case 'select':
      return state.phase === 'question' && !state.hidden.includes(action.choice) ? { ...state, selected: action.choice } : state;
    case 'type-word':
      return state.phase === 'question' ? { ...state, typed: action.word } : state;
    case 'show-clue':
      return state.phase === 'question' && state.cluesShown < (question?.clues?.length ?? 0) ? { ...state, cluesShown: state.cluesShown + 1 } : state;
    case 'send':
      return state.phase === 'question' ? { ...state, phase: 'sending', ...('choice' in action.answer ? { selected: action.answer.choice } : {}) } : state;
    case 'send-failed':
      return state.phase === 'sending' ? { ...state, phase: 'question' } : state;
    case 'answered': {
      if ((state.phase !== 'sending' && state.phase !== 'question') || !question) return state;
      const { outcome, answer } = action;
      const revealed: Revealed = {
        ...answer,
        correct: outcome.correct,
        timedOut: outcome.timedOut,
        correctIndex: outcome.correctIndex,
        correctWord: outcome.correctWord,
        explanation: outcome.explanation,
        points: outcome.points,
        ghost: outcome.ghost,
      };
      const item: ReviewItem = {
        index: question.index,
        question: question.question,
        given: outcome.timedOut ? null : answerText(question, answer),
        rightAnswer: rightAnswerText(question, revealed),
        correct: outcome.correct,
        timedOut: outcome.timedOut,
        skipped: false,
        explanation: outcome.explanation,
        points: outcome.points,
      };
      const answered: PlayState = {
        ...state,
        score: outcome.score,
        review: [...state.review, item],
        nextIndex: question.index + 1,
        familyChallenge: withGhostScore(state.familyChallenge, outcome.ghost),
      };
      // Against one clock for the whole game, the answers wait for the review: the next question comes at once.
      if (state.timer === 'game') return moveOn(answered, outcome.finished);
      return { ...answered, phase: 'revealed', revealed, upcoming: outcome.finished };
    }
    case 'next':
      return state.phase === 'revealed' ? moveOn(state, state.upcoming) : state;
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
          return { ...state, used, deadline: result.deadline ?? state.deadline };
        case 'skip': {
          if (!question) return { ...state, used };
          const item: ReviewItem = { index: question.index, question: question.question, given: null, correct: false, timedOut: false, skipped: true, points: 0 };
          return moveOn({ ...state, used, review: [...state.review, item], nextIndex: question.index + 1 }, result.finished);
        }
      }
      return state;
    }
    case 'lifeline-refused':
      // The server said no (already used, or excluded by its pair): the button goes grey for the rest of the game.
      return state.used.includes(action.lifeline) ? state : { ...state, used: [...state.used, action.lifeline] };
  }
}

function withGhostScore(round: FamilyChallengeRound | undefined, revealed: GhostRevealed | undefined): FamilyChallengeRound | undefined {
  return round?.ghost && revealed ? { ...round, ghost: { ...round.ghost, score: revealed.score } } : round;
}

/** What is sent when the time runs out: the option the player is on (or the first), or the letters typed so far. */
export function timeoutAnswer(state: Pick<PlayState, 'question' | 'selected' | 'typed'>): GivenAnswer {
  if (state.question?.kind === 'word') return { word: wordLetters(state.typed) ? state.typed : NO_WORD };
  return { choice: state.selected ?? 0 };
}

/** A word can be sent once every box holds a letter (or, without a known length, once one letter is typed). */
export function wordComplete(state: Pick<PlayState, 'question' | 'typed'>): boolean {
  const typed = wordLetters(state.typed).length;
  return typed > 0 && (state.question?.letters === undefined || typed === state.question.letters);
}

/** Which question of the game is on screen (or coming), counting from 1. */
export function questionNumber(state: Pick<PlayState, 'question' | 'nextIndex' | 'total'>): number {
  return Math.min(state.total, (state.question?.index ?? state.nextIndex) + 1);
}

export type LifelineAvailability = 'available' | 'used' | 'excluded';

/** What a lifeline button shows: usable, already spent, or ruled out by its pair (seed §4). */
export function lifelineAvailability(state: Pick<PlayState, 'used'>, lifeline: Lifeline): LifelineAvailability {
  const refusal = lifelineRefusal(state.used, lifeline);
  if (refusal === 'lifeline_already_used') return 'used';
  if (refusal === 'lifeline_not_allowed') return 'excluded';
  return 'available';
}
