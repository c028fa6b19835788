import { createEmptyCard, fsrs, generatorParameters, type Card, type FSRS, type Grade } from 'ts-fsrs';
import type { FlashcardRating } from './model.ts';

/**
 * What FSRS's parameter optimizer learns from, and how well a model predicts recall. A profile's review logs become
 * one history per card (ratings with the days elapsed since the previous review, 0 for the first and for reviews of
 * the same day), the unit fsrs-rs trains on; a model is judged on the reviews it had to predict (those after at least
 * one day): log loss, and RMSE between predicted and observed recall over bins of prediction.
 */

/** A profile's first optimization waits for this many reviews (see docs/flashcards.md: below it, defaults do as well). */
export const OPTIMIZE_AFTER_REVIEWS = 400;
/** …and then runs again each time this many more reviews have been logged. */
export const REOPTIMIZE_EVERY_REVIEWS = 400;
/** FSRS-6 has 21 parameters. */
export const FSRS_PARAMETER_COUNT = 21;

export interface LoggedReview { cardKey: string; rating: FlashcardRating; reviewedAt: string }
export interface HistoryReview { rating: FlashcardRating; deltaT: number }
export type CardHistory = HistoryReview[];

const DAY_MS = 86_400_000;
const dayOf = (iso: string) => Math.floor(Date.parse(iso) / DAY_MS);

/** One chronological history per card, `deltaT` in whole UTC days since the card's previous review. */
export function reviewHistories(reviews: readonly LoggedReview[]): CardHistory[] {
  const byCard = new Map<string, LoggedReview[]>();
  for (const review of reviews) byCard.set(review.cardKey, [...(byCard.get(review.cardKey) ?? []), review]);
  return [...byCard.values()].map((cardReviews) => {
    const sorted = [...cardReviews].sort((a, b) => a.reviewedAt.localeCompare(b.reviewedAt));
    return sorted.map((review, index) => ({ rating: review.rating, deltaT: index === 0 ? 0 : dayOf(review.reviewedAt) - dayOf(sorted[index - 1]!.reviewedAt) }));
  });
}

/**
 * The training items of fsrs-rs: for each review after a card's first, the card's history up to and including it
 * (the optimizer predicts the last review from the ones before) — only those with a review at least a day after the
 * one before it. fsrs-rs refuses an item whose reviews all fall on one day by a panic that aborts the whole process
 * (not an error to catch): a profile's first 400 reviews made in one day (or an offline queue sent at once) brought
 * `npm start` down with it.
 */
export function trainingItems(histories: readonly CardHistory[]): CardHistory[] {
  return histories.flatMap((history) => history.slice(1).map((_, index) => history.slice(0, index + 2))).filter((item) => item.some((review) => review.deltaT > 0));
}

/** One prediction to judge: the probability of recall given before a review, and whether the learner recalled. */
export interface RecallPrediction { predicted: number; recalled: boolean }

/** Predicts the recall of every review made at least a day after the card's previous one. */
export type RecallPredictor = (history: CardHistory) => number[];

const recalled = (rating: FlashcardRating) => rating > 1;

/** A history to judge, from review `judgedFrom` on (default: every review); earlier ones only build the memory state. */
export interface JudgedHistory { history: CardHistory; judgedFrom?: number }

/** The predictions of `predictor` for the judged long-term reviews of each history, with their outcomes. */
export function predictionsOf(cases: readonly JudgedHistory[], predictor: RecallPredictor): RecallPrediction[] {
  return cases.flatMap(({ history, judgedFrom = 1 }) => {
    const predicted = predictor(history);
    const longTerm = history.map((review, index) => ({ review, index })).filter(({ review, index }) => index > 0 && review.deltaT > 0);
    return longTerm.flatMap(({ review, index }, at) => (index >= judgedFrom ? [{ predicted: predicted[at]!, recalled: recalled(review.rating) }] : []));
  });
}

const schedulerCache = new Map<string, FSRS>();
function memoryModel(parameters: readonly number[]): FSRS {
  const key = parameters.join(',');
  let found = schedulerCache.get(key);
  if (!found) {
    found = fsrs(generatorParameters({ w: [...parameters], enable_fuzz: false, enable_short_term: true }));
    schedulerCache.set(key, found);
  }
  return found;
}

/** Review `index` of a history happens at noon of its day, counted from day 0. */
const reviewDates = (history: CardHistory) => {
  let day = 0;
  return history.map((review) => new Date((day += review.deltaT) * DAY_MS + DAY_MS / 2));
};

/** FSRS-6 with `parameters` (ts-fsrs' memory model): the card's retrievability just before each long-term review. */
export function fsrsPredictor(parameters: readonly number[]): RecallPredictor {
  const model = memoryModel(parameters);
  return (history) => {
    const dates = reviewDates(history);
    let card: Card = createEmptyCard(dates[0]!);
    const predictions: number[] = [];
    history.forEach((review, index) => {
      if (index > 0 && review.deltaT > 0) predictions.push(clampProbability(model.get_retrievability(card, dates[index]!, false)));
      card = model.next(card, dates[index]!, review.rating as Grade).card;
    });
    return predictions;
  };
}

/**
 * SM-2 (SuperMemo 2, Anki's former scheduler) as a recall predictor, the way the open FSRS benchmark treats it: the
 * interval it would give is the time at which recall falls to 90 %, so R = 0.9^(elapsed / interval). Ratings map to
 * SM-2 qualities 1, 3, 4, 5; a failed review restarts the interval at one day.
 */
export const sm2Predictor: RecallPredictor = (history) => {
  let ease = 2.5;
  let repetitions = 0;
  let interval = 0;
  const predictions: number[] = [];
  history.forEach((review, index) => {
    if (index > 0 && review.deltaT > 0) predictions.push(clampProbability(0.9 ** (review.deltaT / Math.max(interval, 1))));
    const quality = ({ 1: 1, 2: 3, 3: 4, 4: 5 } as const)[review.rating];
    if (quality < 3) {
      repetitions = 0;
      interval = 1;
    } else {
      repetitions += 1;
      interval = repetitions === 1 ? 1 : repetitions === 2 ? 6 : Math.round(interval * ease);
    }
    ease = Math.max(1.3, ease + 0.1 - (5 - quality) * (0.08 + (5 - quality) * 0.02));
  });
  return predictions;
};

/** The floor any model must beat: the same recall probability for every review (the training set's average). */
export const constantPredictor = (probability: number): RecallPredictor => (history) =>
  history.filter((review, index) => index > 0 && review.deltaT > 0).map(() => clampProbability(probability));

const EPSILON = 1e-4;
const clampProbability = (value: number) => (Number.isFinite(value) ? Math.min(1 - EPSILON, Math.max(EPSILON, value)) : 0.5);

/** Mean binary cross-entropy (natural log) of the predictions; lower is better. */
export function logLoss(predictions: readonly RecallPrediction[]): number {
  if (!predictions.length) return Number.NaN;
  const total = predictions.reduce((sum, { predicted, recalled: outcome }) => sum - Math.log(outcome ? predicted : 1 - predicted), 0);
  return total / predictions.length;
}

/**
 * Calibration error: predictions grouped in `bins` equal-width bins of predicted recall, then the root of the
 * count-weighted mean squared gap between each bin's average prediction and its observed recall rate.
 */
export function rmseBins(predictions: readonly RecallPrediction[], bins = 20): number {
  if (!predictions.length) return Number.NaN;
  const groups = Array.from({ length: bins }, () => ({ count: 0, predicted: 0, recalled: 0 }));
  for (const { predicted, recalled: outcome } of predictions) {
    const group = groups[Math.min(bins - 1, Math.floor(predicted * bins))]!;
    group.count += 1;
    group.predicted += predicted;
    group.recalled += outcome ? 1 : 0;
  }
  const squared = groups.reduce((sum, { count, predicted, recalled: hits }) => (count ? sum + count * ((predicted - hits) / count) ** 2 : sum), 0);
  return Math.sqrt(squared / predictions.length);
}

/** Whether a profile with `reviews` logged, last fitted on `fittedOn` reviews (0: never), is due an optimization. */
export function optimizationDue(reviews: number, fittedOn = 0): boolean {
  if (reviews < OPTIMIZE_AFTER_REVIEWS) return false;
  return fittedOn === 0 || reviews - fittedOn >= REOPTIMIZE_EVERY_REVIEWS;
}

/** Fitted parameters are usable only if they are 21 finite numbers. */
export const validParameters = (parameters: readonly number[]) => parameters.length === FSRS_PARAMETER_COUNT && parameters.every(Number.isFinite);
