import { coinsForGame, percentage, pointsForAnswer } from './scoring.ts';
import { lifelineRefusal, type Lifeline, type LifelineRefusal } from './lifelines.ts';
import type { GameMode } from './game-modes.ts';
import type { ServedQuestion } from './quiz.ts';
import { wordLetters } from './modes.ts';
import type { RandomInt } from '../random.ts';

/*
 * The solo game engine: pure functions from a game and a move to the next game. Randomness is passed in, so nothing
 * here does I/O.
 */

/**
 * One question as the server keeps it. `answer` (an option index) or `word` never leaves the server before the
 * question is answered.
 */
export interface GameQuestion {
  id: string;
  kind: 'choice' | 'word';
  question: string;
  options: string[];
  answer: number;
  /** Guess the word: the expected letters (A–Z) and the word as written, revealed after the answer. */
  word?: string;
  display?: string;
  clues?: string[];
  explanation: string;
  audio: boolean;
  /** An audio question's clip in the server voice, rendered when the game started (`lambdas/src/quiz/spoken-questions.ts`). */
  audioUrl?: string;
  category?: string;
}

/** A question from the pack before the game shuffles its options. */
export type PoolQuestion = Omit<GameQuestion, 'kind'> & { kind?: GameQuestion['kind'] };

/** A solo game as the server keeps it. */
export interface Game {
  gameId: string;
  uid: string;
  profileId: string;
  mode: GameMode;
  category?: string;
  subcategory?: string;
  level?: number;
  passage?: { title: string; text: string };
  /** A contest game: the contest whose leaderboard its result joins. */
  contestId?: string;
  /** Time for one question; with a game timer, the game's time shared out (only used to score speed). */
  questionMs: number;
  timer: 'question' | 'game';
  lifelinesAllowed: readonly Lifeline[];
  /** The coin rules in force when the game started, kept with it so scoring needs no other read. */
  rules: GameRules;
  questions: GameQuestion[];
  current: number;
  /** Deadline of the current question, epoch ms; 0 until the player asks for it (`next_question`). */
  deadline: number;
  /** When the current question was served, to measure the answer time. */
  servedAt: number;
  answers: { choice: number | null; word?: string; correct: boolean; points: number; ms: number; skipped?: boolean }[];
  lifelines: Lifeline[];
  correct: number;
  incorrect: number;
  points: number;
  status: 'playing' | 'finished';
  startedAt: string;
  /** A family challenge's round (family-challenges.ts): its challenge and, for the relative who plays second, the run to play against. */
  familyChallenge?: { challengeId: string; ghost?: { name: string; answers: GhostAnswer[] } };
}

/** One answer of a recorded run as its ghost replays it: `ms` is when it was given, `null` when time ran out first. */
export interface GhostAnswer { correct: boolean; points: number; ms: number | null }

export interface GameRules { passPercentage: number; maxCoinsPerLevel: number; rewarded: boolean; bonusCoins: number; lifelineCost: number }

export interface Finished { correct: number; incorrect: number; total: number; percentage: number; points: number; coins: number }

export type NewGameInput = Omit<Game, 'questions' | 'current' | 'deadline' | 'servedAt' | 'answers' | 'lifelines' | 'correct' | 'incorrect' | 'points' | 'status' | 'startedAt'>;

/** Fisher–Yates: with a cryptographic source, question order and option order cannot be predicted. */
export function shuffled<T>(items: readonly T[], randomInt: RandomInt): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/**
 * A new game over `questions`, in the given order. Four options are shuffled (per game, so a shared link to an
 * answer's position is useless); two (Vrai/Faux) keep their order. With a game timer the clock starts now.
 */
export function newGame(input: NewGameInput, questions: PoolQuestion[], now: number, randomInt: RandomInt, gameMs?: number): Game {
  const served = questions.map((q): GameQuestion => {
    if (q.options.length !== 4) return { ...q, kind: q.kind ?? 'choice' };
    const order = shuffled([0, 1, 2, 3], randomInt);
    return { ...q, kind: q.kind ?? 'choice', options: order.map((i) => q.options[i]!), answer: order.indexOf(q.answer) };
  });
  const deadline = input.timer === 'game' ? now + gameMs! : 0;
  return { ...input, questions: served, current: 0, deadline, servedAt: now, answers: [], lifelines: [], correct: 0, incorrect: 0, points: 0, status: 'playing', startedAt: new Date(now).toISOString() };
}

/** A move after the question's deadline (or the game's, with a game-long clock) comes too late. */
function isPastDeadline(game: Pick<Game, 'deadline'>, now: number): boolean {
  return now > game.deadline;
}

/** The current question as the player may see it: never the answer, the word or the explanation. */
export function serve(game: Game): ServedQuestion {
  const q = game.questions[game.current]!;
  return {
    index: game.current,
    kind: q.kind,
    question: q.question,
    options: q.options,
    audio: q.audio,
    ...(q.audioUrl ? { audioUrl: q.audioUrl } : {}),
    ...(q.kind === 'word' ? { clues: q.clues ?? [], letters: q.word!.length } : {}),
    deadline: game.deadline,
  };
}

export interface Reveal { correct: boolean; timedOut: boolean; correctIndex?: number; correctWord?: string; explanation: string; points: number }
export interface AnswerOutcome { game: Game; reveal: Reveal; finished?: Finished }

export type Response = { choice: number } | { word: string } | { skip: true };

/**
 * Scores the current question. After the deadline the response is not counted: the question is lost, and a skip
 * sent too late counts as a timed-out answer (the question cannot be reopened by skipping it).
 */
export function answer(game: Game, response: Response, now: number): AnswerOutcome {
  const q = game.questions[game.current]!;
  const timedOut = isPastDeadline(game, now);
  const skipped = 'skip' in response && !timedOut;
  const ms = Math.max(0, now - game.servedAt);
  const right = 'choice' in response ? response.choice === q.answer : 'word' in response ? wordLetters(response.word) === q.word : false;
  const correct = !timedOut && right;
  const points = pointsForAnswer(correct, ms, game.questionMs);
  const given = timedOut || 'skip' in response ? { choice: null } : 'choice' in response ? { choice: response.choice } : { choice: null, word: response.word };
  // When a game-long clock has run out, every question left is lost at once: the game ends here.
  const lost = game.timer === 'game' && timedOut ? game.questions.length - game.current - 1 : 0;
  const next: Game = {
    ...game,
    answers: [...game.answers, { ...given, correct, points, ms, ...(skipped ? { skipped: true } : {}) }, ...Array.from({ length: lost }, () => ({ choice: null, correct: false, points: 0, ms: 0 }))],
    correct: game.correct + (correct ? 1 : 0),
    incorrect: game.incorrect + (correct || skipped ? 0 : 1) + lost,
    points: game.points + points,
    current: game.current + 1 + lost,
    // The next question's clock starts when it is asked for; a game timer keeps running.
    deadline: game.timer === 'game' ? game.deadline : 0,
    servedAt: now,
  };
  const reveal: Reveal = {
    correct,
    timedOut,
    ...(q.kind === 'word' ? { correctWord: q.display ?? q.word! } : { correctIndex: q.answer }),
    explanation: q.explanation,
    points,
  };
  if (next.current < game.questions.length) return { game: next, reveal };
  const finishedGame: Game = { ...next, status: 'finished' };
  return { game: finishedGame, reveal, finished: finish(finishedGame) };
}

export type LifelineHelp = { removed: number[] } | { votes: number[] } | { deadline: number } | Record<string, never>;
/**
 * A lifeline on the current question: refused when the mode does not offer it, when it (or its exclusive twin) was
 * used, or once the question's time is over; a skip sent after the deadline is a timed-out answer instead. When it
 * is granted, the game after it and what the player learns (hidden options, votes, the new deadline).
 */
export type LifelineMove =
  | { kind: 'refused'; key: LifelineRefusal | 'question_time_over' }
  | { kind: 'timed-out'; outcome: AnswerOutcome }
  | { kind: 'granted'; game: Game; help: LifelineHelp; finished?: Finished };

export function lifelineMove(game: Game, lifeline: Lifeline, now: number, randomInt: RandomInt): LifelineMove {
  const refusal = game.lifelinesAllowed.includes(lifeline) ? lifelineRefusal(game.lifelines, lifeline) : 'lifeline_not_allowed';
  if (refusal) return { kind: 'refused', key: refusal };
  if (isPastDeadline(game, now)) return lifeline === 'skip' ? { kind: 'timed-out', outcome: answer(game, { skip: true }, now) } : { kind: 'refused', key: 'question_time_over' };
  const withLifeline: Game = { ...game, lifelines: [...game.lifelines, lifeline] };
  switch (lifeline) {
    case 'skip': {
      // A skipped question is not revealed: the player may meet it again in another game.
      const skipped = answer(withLifeline, { skip: true }, now);
      return { kind: 'granted', game: skipped.game, help: {}, ...(skipped.finished ? { finished: skipped.finished } : {}) };
    }
    case 'reset-timer': {
      const deadline = now + game.questionMs;
      return { kind: 'granted', game: { ...withLifeline, deadline }, help: { deadline } };
    }
    case 'fifty-fifty':
      return { kind: 'granted', game: withLifeline, help: { removed: fiftyFifty(game, randomInt) } };
    case 'audience-poll':
      return { kind: 'granted', game: withLifeline, help: { votes: audiencePoll(game, randomInt) } };
  }
}

/**
 * The questions answered so far as their player may see them again (after a refresh): each with the answer given
 * and, unless it was skipped, the right one. The current question is never in it.
 */
export function review(game: Game) {
  return game.answers.map((given, index) => {
    const q = game.questions[index]!;
    const reveal = given.skipped ? {} : { explanation: q.explanation, ...(q.kind === 'word' ? { correctWord: q.display ?? q.word! } : { correctIndex: q.answer }) };
    return {
      index, kind: q.kind, question: q.question, options: q.options, audio: q.audio, choice: given.choice, ...(given.word ? { word: given.word } : {}),
      correct: given.correct, points: given.points, ...(given.skipped ? { skipped: true } : {}), ...reveal,
    };
  });
}

/** The figures of a finished game, coins included (none for practice modes; a bonus for the daily quiz when passed). */
export function finish(game: Game): Finished {
  const total = game.questions.length;
  const score = percentage(game.correct, total);
  const earned = game.rules.rewarded ? coinsForGame(game.correct, total, game.rules) : 0;
  const bonus = game.rules.rewarded && earned > 0 ? game.rules.bonusCoins : 0;
  return { correct: game.correct, incorrect: game.incorrect, total, percentage: score, points: game.rules.rewarded ? game.points : 0, coins: earned + bonus };
}

/** Average answer time of the questions actually answered (skips excluded), for the speed badge. */
export function averageAnswerMs(game: Game): number {
  const answered = game.answers.filter((a) => !a.skipped);
  return answered.length ? Math.round(answered.reduce((sum, a) => sum + a.ms, 0) / answered.length) : 0;
}

/** Questions and right answers per category, for statistics of mixed games (daily quiz, audio, true/false). */
export function resultsByCategory(game: Game): { category: string; questions: number; correct: number }[] {
  const byCategory = new Map<string, { questions: number; correct: number }>();
  game.answers.forEach((a, i) => {
    const category = game.questions[i]?.category ?? game.category;
    if (!category) return;
    const entry = byCategory.get(category) ?? { questions: 0, correct: 0 };
    byCategory.set(category, { questions: entry.questions + 1, correct: entry.correct + (a.correct ? 1 : 0) });
  });
  return [...byCategory].map(([category, counts]) => ({ category, ...counts }));
}

/** A question the player got wrong (or let time run out on), with its right answer as text, for « Mes erreurs ». */
export interface MissedQuestion { questionId: string; question: string; answer: string; category?: string }

/** Modes whose questions make no card worth learning: generated sums, and « vrai » / « faux » answers. */
const modesWithoutCards: readonly Game['mode'][] = ['math-mania', 'true-false'];

/** The questions answered wrongly (skipped ones excepted: a skip is a choice not to answer), in the order played. */
export function missedQuestions(game: Game): MissedQuestion[] {
  if (modesWithoutCards.includes(game.mode)) return [];
  return game.answers.flatMap((given, index) => {
    const q = game.questions[index];
    if (!q || given.correct || given.skipped) return [];
    const answer = q.kind === 'word' ? (q.display ?? q.word ?? '') : (q.options[q.answer] ?? '');
    return answer ? [{ questionId: q.id, question: q.question, answer, ...(q.category ? { category: q.category } : {}) }] : [];
  });
}

/** 50/50: two wrong options to hide, chosen at random. */
export function fiftyFifty(game: Game, randomInt: RandomInt): number[] {
  const q = game.questions[game.current]!;
  return shuffled([0, 1, 2, 3].filter((i) => i !== q.answer), randomInt).slice(0, 2).sort();
}

/** Audience poll: the room leans towards the right answer (45–75 %) but is never unanimous. */
export function audiencePoll(game: Game, randomInt: RandomInt): number[] {
  const q = game.questions[game.current]!;
  const votes = [0, 0, 0, 0];
  votes[q.answer] = 45 + randomInt(31);
  let left = 100 - votes[q.answer]!;
  const others = shuffled([0, 1, 2, 3].filter((i) => i !== q.answer), randomInt);
  others.forEach((option, k) => {
    const share = k === others.length - 1 ? left : randomInt(left + 1);
    votes[option] = share;
    left -= share;
  });
  return votes;
}
