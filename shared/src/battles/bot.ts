/*
 * The server-side bot. Its correctness follows an item-response model: the probability of a right answer rises with
 * its skill above the question's difficulty (a logistic curve, with a guessing floor for multiple choice). Its
 * answer times follow a lognormal distribution, like people's, and are never under 0.8 s. Randomness is passed in
 * (a seeded source), so a bot game can be replayed exactly in a test.
 */

/** A number in [0, 1). */
export type Uniform = () => number;

export interface BotProfile {
  /** On the questions' difficulty scale (levels 1–10): skill 5 answers a level-5 question right about 2 times in 3. */
  skill: number;
  /** Median answer time in ms and the lognormal's shape (σ of the log). */
  medianMs: number;
  sigma: number;
}

export const BOT_MIN_ANSWER_MS = 800;
/** How steep the logistic curve is per level of difference. */
const DISCRIMINATION = 0.8;

/** The bots offered: a gentle one, a fair one, a strong one. */
export const botProfiles = {
  easy: { skill: 3, medianMs: 9_000, sigma: 0.45 },
  medium: { skill: 5, medianMs: 7_000, sigma: 0.4 },
  hard: { skill: 8, medianMs: 5_000, sigma: 0.35 },
} as const satisfies Record<string, BotProfile>;
export type BotLevel = keyof typeof botProfiles;

/** P(correct) = g + (1 − g) · σ(a · (skill − difficulty)), with g = 1/options (a blind guess). */
export function botCorrectProbability(skill: number, difficulty: number, options: number): number {
  const guess = options > 0 ? 1 / options : 0;
  const logistic = 1 / (1 + Math.exp(-DISCRIMINATION * (skill - difficulty)));
  return guess + (1 - guess) * logistic;
}

/** A standard normal draw (Box–Muller) from two uniforms. */
export function normalDraw(random: Uniform): number {
  const u = Math.max(random(), Number.EPSILON);
  const v = random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** medianMs · e^(σ·Z), never under 0.8 s. */
export function botAnswerMs(profile: BotProfile, random: Uniform): number {
  return Math.max(BOT_MIN_ANSWER_MS, Math.round(profile.medianMs * Math.exp(profile.sigma * normalDraw(random))));
}

export interface BotAnswer {
  /** The option the bot picks (an index into the question's options, as the server keeps them). */
  choice: number;
  correct: boolean;
  /** After the question is shown; past the question's time the bot does not answer. */
  ms: number;
}

/** The bot's answer to one question: right with the model's probability, else a wrong option at random. */
export function botAnswer(profile: BotProfile, question: { difficulty: number; options: number; answer: number }, random: Uniform): BotAnswer {
  const correct = random() < botCorrectProbability(profile.skill, question.difficulty, question.options);
  const ms = botAnswerMs(profile, random);
  if (correct || question.options < 2) return { choice: question.answer, correct: true, ms };
  const wrong = Math.floor(random() * (question.options - 1));
  return { choice: wrong >= question.answer ? wrong + 1 : wrong, correct: false, ms };
}
