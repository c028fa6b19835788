import { createEmptyCard, default_w, fsrs, generatorParameters, type Card, type Grade } from 'ts-fsrs';
import type { FlashcardRating } from './model.ts';
import type { CardHistory } from './recall-model.ts';

/**
 * A simulated learner, to judge recall predictions where real review logs are not available: a hidden memory model
 * (FSRS-6 with the learner's own parameters, and a per-card stability factor no model can see) decides whether each
 * review is recalled; the app schedules with FSRS-6 default parameters at a 90 % retention target, in whole days.
 * Every day the learner reviews what is due and meets `newCardsPerDay` new cards.
 */
export interface SimulatedLearner {
  /** The hidden FSRS-6 parameters the learner's memory follows. */
  parameters: number[];
  /** One history per card, chronological, each review tagged with its day (for time-ordered splits). */
  histories: { history: CardHistory; days: number[] }[];
}

export interface SimulationOptions {
  days: number;
  newCardsPerDay: number;
  /** Spread of the learner's parameters around the defaults (0: the default learner). */
  personalSpread?: number;
  /** Log-normal spread of each card's hidden stability factor. */
  cardSpread?: number;
}

const DAY_MS = 86_400_000;
const noon = (day: number) => new Date(day * DAY_MS + DAY_MS / 2);

/** A normal draw (Box–Muller) from a uniform source. */
const normal = (random: () => number) => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());

/**
 * The learner's parameters: the defaults with the stability-related ones (initial stabilities w0–w3, growth w8–w10,
 * forgetting w11–w14) scaled by a log-normal factor, and the curve's decay w20 moved within FSRS-6's bounds.
 */
export function personalParameters(random: () => number, spread: number): number[] {
  const scaled = new Set([0, 1, 2, 3, 8, 9, 10, 11, 12, 13, 14]);
  return default_w.map((value, index) => {
    if (index === 20) return Math.min(0.8, Math.max(0.1, value * Math.exp(spread * normal(random))));
    return scaled.has(index) ? value * Math.exp(spread * normal(random)) : value;
  });
}

/** Which button a learner presses: forgetting is Again; when recalled, mostly Good, sometimes Hard or Easy. */
function ratingFor(recalledCard: boolean, random: () => number, firstSight: boolean): FlashcardRating {
  const draw = random();
  if (firstSight) return draw < 0.3 ? 1 : draw < 0.4 ? 2 : draw < 0.9 ? 3 : 4;
  if (!recalledCard) return 1;
  return draw < 0.15 ? 2 : draw < 0.9 ? 3 : 4;
}

export function simulateLearner(random: () => number, options: SimulationOptions): SimulatedLearner {
  const parameters = personalParameters(random, options.personalSpread ?? 0.35);
  const memory = fsrs(generatorParameters({ w: parameters, enable_fuzz: false, enable_short_term: false }));
  const app = fsrs(generatorParameters({ request_retention: 0.9, enable_fuzz: false, enable_short_term: false }));
  interface Simulated { truth: Card; scheduled: Card; factor: number; due: number; history: CardHistory; days: number[] }
  const cards: Simulated[] = [];
  for (let day = 0; day < options.days; day++) {
    for (const card of cards) {
      if (card.due > day) continue;
      const at = noon(day);
      // The hidden memory, with the card's own stability factor, decides the outcome.
      const hidden = { ...card.truth, stability: card.truth.stability * card.factor };
      const recalledCard = random() < memory.get_retrievability(hidden, at, false);
      review(card, ratingFor(recalledCard, random, false), day);
    }
    for (let index = 0; index < options.newCardsPerDay; index++) {
      const card: Simulated = {
        truth: createEmptyCard(noon(day)),
        scheduled: createEmptyCard(noon(day)),
        factor: Math.exp((options.cardSpread ?? 0.3) * normal(random)),
        due: day,
        history: [],
        days: [],
      };
      cards.push(card);
      review(card, ratingFor(true, random, true), day);
    }
  }
  return { parameters, histories: cards.map(({ history, days }) => ({ history, days })) };

  function review(card: Simulated, rating: FlashcardRating, day: number): void {
    const at = noon(day);
    card.history.push({ rating, deltaT: card.days.length ? day - card.days.at(-1)! : 0 });
    card.days.push(day);
    card.truth = memory.next(card.truth, at, rating as Grade).card;
    card.scheduled = app.next(card.scheduled, at, rating as Grade).card;
    card.due = Math.max(day + 1, Math.round(card.scheduled.due.getTime() / DAY_MS - 0.5));
  }
}

/**
 * A time-ordered split: training sees each card's reviews up to `trainDays` (only the first `maxTrainReviews` of them
 * in time order, to study how much history an optimization needs); the test set is every card's full history, judged
 * only on reviews after `trainDays`.
 */
export function splitByTime(learner: SimulatedLearner, trainDays: number, maxTrainReviews = Number.POSITIVE_INFINITY): { train: CardHistory[]; test: { history: CardHistory; judgedFrom: number }[] } {
  const reviews = learner.histories.flatMap(({ days }, card) => days.map((day, index) => ({ day, card, index }))).filter(({ day }) => day < trainDays);
  reviews.sort((a, b) => a.day - b.day || a.card - b.card || a.index - b.index);
  const kept = new Map<number, number>();
  for (const { card, index } of reviews.slice(0, maxTrainReviews)) kept.set(card, Math.max(kept.get(card) ?? 0, index + 1));
  const train = [...kept].map(([card, count]) => learner.histories[card]!.history.slice(0, count)).filter((history) => history.length > 0);
  const test = learner.histories
    .map(({ history, days }) => ({ history, judgedFrom: days.findIndex((day) => day >= trainDays) }))
    .filter(({ judgedFrom }) => judgedFrom > 0);
  return { train, test };
}
