import { randomInt } from 'node:crypto';
import { coinsForGame, percentage, pointsForAnswer, type Lifeline, type ServedQuestion } from '@plume/shared';
import type { StoredQuestion } from '../data/catalog.ts';

/** A solo game as the server keeps it. `questions[i].answer` never leaves the server before question i is answered. */
export interface Game {
  gameId: string;
  uid: string;
  profileId: string;
  mode: 'quiz-zone';
  category: string;
  subcategory: string;
  level: number;
  questionMs: number;
  /** The coin rules in force when the game started, kept with it so scoring needs no other read. */
  rules: GameRules;
  questions: { id: string; question: string; options: string[]; answer: number; explanation: string; audio: boolean }[];
  current: number;
  deadline: number;
  answers: { choice: number | null; correct: boolean; points: number; ms: number; skipped?: boolean }[];
  lifelines: Lifeline[];
  correct: number;
  incorrect: number;
  points: number;
  status: 'playing' | 'finished';
  startedAt: string;
}

export interface GameRules { passPercentage: number; maxCoinsPerLevel: number }

/** Fisher–Yates with a cryptographic source: question order and option order cannot be predicted. */
export function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

export function newGame(input: Omit<Game, 'questions' | 'current' | 'deadline' | 'answers' | 'lifelines' | 'correct' | 'incorrect' | 'points' | 'status' | 'startedAt'>, pool: StoredQuestion[], count: number, now: number): Game {
  const questions = shuffled(pool).slice(0, count).map((q) => {
    const order = shuffled([0, 1, 2, 3]);
    return { id: q.id, question: q.question, options: order.map((i) => q.options[i]!), answer: order.indexOf(q.answer), explanation: q.explanation, audio: q.audio ?? false };
  });
  return { ...input, questions, current: 0, deadline: now + input.questionMs, answers: [], lifelines: [], correct: 0, incorrect: 0, points: 0, status: 'playing', startedAt: new Date(now).toISOString() };
}

/** The current question as the player may see it. */
export function serve(game: Game): ServedQuestion {
  const q = game.questions[game.current]!;
  return { index: game.current, question: q.question, options: q.options, audio: q.audio, deadline: game.deadline };
}

export interface AnswerOutcome {
  game: Game;
  reveal: { correct: boolean; timedOut: boolean; correctIndex: number; explanation: string; points: number };
  finished?: { correct: number; incorrect: number; total: number; percentage: number; points: number; coins: number };
}

/** Scores the current question. After the deadline the choice is not counted: the question is lost. */
export function answer(game: Game, choice: number | null, now: number, skipped = false): AnswerOutcome {
  const q = game.questions[game.current]!;
  const timedOut = now > game.deadline;
  const ms = Math.max(0, now - (game.deadline - game.questionMs));
  const correct = !skipped && !timedOut && choice === q.answer;
  const points = pointsForAnswer(correct, ms, game.questionMs);
  const next: Game = {
    ...game,
    answers: [...game.answers, { choice: timedOut ? null : choice, correct, points, ms, ...(skipped ? { skipped: true } : {}) }],
    correct: game.correct + (correct ? 1 : 0),
    incorrect: game.incorrect + (correct || skipped ? 0 : 1),
    points: game.points + points,
    current: game.current + 1,
    deadline: now + game.questionMs,
  };
  const reveal = { correct, timedOut, correctIndex: q.answer, explanation: q.explanation, points };
  if (next.current < game.questions.length) return { game: next, reveal };
  const total = game.questions.length;
  const finishedGame: Game = { ...next, status: 'finished' };
  return {
    game: finishedGame,
    reveal,
    finished: { correct: next.correct, incorrect: next.incorrect, total, percentage: percentage(next.correct, total), points: next.points, coins: coinsForGame(next.correct, total, game.rules) },
  };
}

/** 50/50: two wrong options to hide, chosen at random. */
export function fiftyFifty(game: Game): number[] {
  const q = game.questions[game.current]!;
  return shuffled([0, 1, 2, 3].filter((i) => i !== q.answer)).slice(0, 2).sort();
}

/** Audience poll: the room leans towards the right answer (45–75 %) but is never unanimous. */
export function audiencePoll(game: Game): number[] {
  const q = game.questions[game.current]!;
  const votes = [0, 0, 0, 0];
  votes[q.answer] = 45 + randomInt(31);
  let left = 100 - votes[q.answer]!;
  const others = shuffled([0, 1, 2, 3].filter((i) => i !== q.answer));
  others.forEach((option, k) => {
    const share = k === others.length - 1 ? left : randomInt(left + 1);
    votes[option] = share;
    left -= share;
  });
  return votes;
}
