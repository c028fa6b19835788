import { createHash, randomInt } from 'node:crypto';
import {
  accommodatedMs, categoryIds, isLevelUnlocked, mathQuestion, modeRules, parisDay, Refusal, shuffled, TRUE_FALSE_OPTIONS, wordLetters,
  type FunAndLearnPassage, type GuessTheWordEntry, type NewGameInput, type PoolQuestion, type StartGameRequest, type SystemConfiguration, type TimeAccommodation, type TrueFalseStatement,
} from '@plume/shared';
import { audioQuestions, categoryQuestions, getDailySet, getPassage, guessTheWordEntries, levelQuestions, saveDailySet, trueFalseStatements, type StoredQuestion } from '#questions/data/catalog';
import { claimDailyQuiz } from '#quiz/data/games';
import { contestGameQuestions } from '#contests/contests';
import { contestGameMs } from '@plume/shared/contests/index';
import { MATH_MANIA_PROGRESS, playedLevels } from '#quiz/data/level-progress';

export const fromStored = (q: StoredQuestion): PoolQuestion => ({
  id: q.id, question: q.question, options: [...q.options], answer: q.answer, explanation: q.explanation, audio: q.audio ?? false, category: q.category,
});

export const fromStatement = (s: TrueFalseStatement): PoolQuestion => ({
  id: s.id, question: s.statement, options: [...TRUE_FALSE_OPTIONS], answer: s.isTrue ? 0 : 1, explanation: s.explanation, audio: false, category: s.category,
});

/** The first clue is the definition shown with the letter boxes; the others are hints revealed one by one. */
export const fromWord = (entry: GuessTheWordEntry): PoolQuestion => ({
  id: entry.id, kind: 'word', question: entry.clues[0]!, options: [], answer: -1, word: wordLetters(entry.word), display: entry.display,
  clues: entry.clues.slice(1), explanation: `Le mot à trouver était « ${entry.display} ».`, audio: false, category: entry.category,
});

export const fromPassage = (passage: FunAndLearnPassage): PoolQuestion[] =>
  passage.questions.map((q) => ({ id: q.id, question: q.question, options: [...q.options], answer: q.answer, explanation: q.explanation, audio: false, category: passage.category }));

/** A number in [0, n) drawn from a hash of the seed: the same day gives everyone the same daily quiz. */
export function seededIndex(seed: string, n: number): number {
  return createHash('sha256').update(seed).digest().readUInt32BE(0) % n;
}

/** The daily set: one question from each category, picked by the day's hash among the easier half of the levels. */
export function pickDailySet(day: string, byCategory: StoredQuestion[][]): StoredQuestion[] {
  return byCategory.filter((pool) => pool.length > 0).map((pool) => {
    const easier = pool.filter((q) => q.level <= 3);
    const choices = easier.length ? easier : pool;
    return choices[seededIndex(`${day}:${choices[0]!.category}`, choices.length)]!;
  });
}

async function dailyQuestions(day: string): Promise<StoredQuestion[]> {
  const existing = await getDailySet(day);
  if (existing) return existing;
  const byCategory = await Promise.all(categoryIds.map((category) => categoryQuestions(category)));
  return saveDailySet(day, pickDailySet(day, byCategory));
}

export interface GameSetup { input: Omit<NewGameInput, 'gameId' | 'uid' | 'profileId'>; questions: PoolQuestion[]; gameMs?: number }

/**
 * What a new game of the requested mode plays: its questions in order, its clock and its coin rules. Refusals (a
 * locked level, today's daily quiz already played, nothing to play) are thrown as HTTP errors from the catalogue.
 * Every deadline set here carries the profile's tiers-temps (`accommodation`).
 */
export async function setUpGame(
  request: StartGameRequest, gameId: string, quiz: SystemConfiguration['quiz'], coins: SystemConfiguration['coins'], now: number,
  accommodation: TimeAccommodation,
): Promise<GameSetup> {
  const rules = modeRules[request.mode];
  const questionMs = accommodatedMs(Math.round(quiz.questionSeconds * 1000 * rules.secondsFactor), accommodation, rules);
  const base = {
    mode: request.mode, questionMs, timer: rules.timer, lifelinesAllowed: rules.lifelines,
    rules: { passPercentage: quiz.passPercentage, maxCoinsPerLevel: quiz.maxCoinsPerLevel, rewarded: rules.rewarded, bonusCoins: 0, lifelineCost: quiz.lifelineCost },
  };
  const pick = (pool: PoolQuestion[], count = rules.questions) => shuffled(pool, randomInt).slice(0, count);
  switch (request.mode) {
    case 'quiz-zone': {
      const [played, pool] = await Promise.all([playedLevels(request.profileId, request.category, request.subcategory), levelQuestions(request.category, request.subcategory, request.level)]);
      if (!isLevelUnlocked(request.level, played)) throw new Refusal('forbidden', 'level_locked');
      return { input: { ...base, category: request.category, subcategory: request.subcategory, level: request.level }, questions: pick(pool.map(fromStored)) };
    }
    case 'daily': {
      const day = parisDay(now);
      const questions = (await dailyQuestions(day)).map(fromStored);
      if (questions.length && !(await claimDailyQuiz(request.profileId, day, gameId))) throw new Refusal('conflict', 'daily_already_played');
      return { input: { ...base, rules: { ...base.rules, bonusCoins: coins.dailyQuizReward } }, questions };
    }
    case 'true-false':
      return { input: { ...base, ...(request.category ? { category: request.category } : {}) }, questions: pick((await trueFalseStatements(request.category)).map(fromStatement)) };
    case 'fun-and-learn': {
      const passage = await getPassage(request.passageId);
      if (!passage) throw new Refusal('not_found', 'no_questions_found');
      return { input: { ...base, category: passage.category, passage: { title: passage.title, text: passage.passage } }, questions: fromPassage(passage) };
    }
    case 'guess-the-word':
      return { input: base, questions: pick((await guessTheWordEntries()).map(fromWord)) };
    case 'self-challenge': {
      const gameMs = accommodatedMs(request.minutes * 60_000, accommodation, rules);
      const questions = pick((await categoryQuestions(request.category)).map(fromStored), request.questions);
      return { input: { ...base, category: request.category, questionMs: Math.round(gameMs / request.questions) }, questions, gameMs };
    }
    case 'audio':
      return { input: { ...base, ...(request.category ? { category: request.category } : {}) }, questions: pick((await audioQuestions(request.category)).map(fromStored)) };
    case 'math-mania': {
      const played = await playedLevels(request.profileId, MATH_MANIA_PROGRESS.category, MATH_MANIA_PROGRESS.subcategory);
      if (!isLevelUnlocked(request.level, played)) throw new Refusal('forbidden', 'level_locked');
      const questions = Array.from({ length: rules.questions }, (_, i): PoolQuestion => {
        const q = mathQuestion(request.level, randomInt);
        return { id: `math-${request.level}-${i}`, question: q.question, options: [...q.options], answer: q.answer, explanation: q.explanation, audio: false };
      });
      return { input: { ...base, level: request.level }, questions };
    }
    case 'contest': {
      const { contest, questions } = await contestGameQuestions(request.contestId, request.profileId, gameId, now);
      const gameMs = contestGameMs(questionMs, questions.length, contest.endsAt, now);
      // Prizes only: no coins per answer (maxCoinsPerLevel 0 makes the game's coins 0 whatever the score).
      const rules = { ...base.rules, maxCoinsPerLevel: 0 };
      return { input: { ...base, rules, contestId: contest.id, questionMs: Math.round(gameMs / Math.max(1, questions.length)) }, questions: questions.map(fromStored), gameMs };
    }
  }
}
