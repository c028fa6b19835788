import { default_w } from 'ts-fsrs';
import { seededRandom } from '@plume/shared/random';
import { simulateLearner, splitByTime } from '@plume/shared/flashcards/simulated-learner';
import {
  constantPredictor, fsrsPredictor, logLoss, predictionsOf, rmseBins, sm2Predictor, type RecallPredictor,
} from '@plume/shared/flashcards/recall-model';
import { fitParameters } from '@plume/lambdas/flashcards/fit-parameters';
import { summarize, type Summary } from './stats.ts';

export interface ModelScore { model: string; logLoss: number; rmseBins: number }
export interface TrainingSizeScore { trainReviews: number; logLoss: number; rmseBins: number; betterThanDefault: number }
export interface OptimizerBenchResult {
  learners: number;
  days: number;
  trainDays: number;
  newCardsPerDay: number;
  reviewsPerLearner: number;
  judgedPerLearner: number;
  /** Each model's scores averaged over the learners, on the held-out later reviews. */
  models: ModelScore[];
  /** Optimized on only the first N reviews: does it beat the defaults yet? */
  bySize: TrainingSizeScore[];
  fitTime: Summary;
}

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * Recall prediction on simulated learners (shared/src/flashcards/simulated-learner.ts): each learner studies for
 * `days` days; models are fitted on what happened before `trainDays` and judged on every long-term review after it.
 * Models: FSRS-6 default parameters, FSRS-6 optimized by fsrs-rs on the learner's reviews, SM-2 (intervals as the
 * 90 % recall point), a constant (the training average), and the learner's hidden parameters (the best possible).
 */
export async function benchFlashcardOptimizer(learners: number, sizes: readonly number[]): Promise<OptimizerBenchResult> {
  const days = 240;
  const trainDays = 160;
  const newCardsPerDay = 10;
  const scores = new Map<string, { logLoss: number[]; rmseBins: number[] }>();
  const bySize = new Map<number, { logLoss: number[]; rmseBins: number[]; better: number }>();
  const fitTimes: number[] = [];
  let reviews = 0;
  let judged = 0;
  const record = (model: string, predictions: ReturnType<typeof predictionsOf>) => {
    const entry = scores.get(model) ?? { logLoss: [], rmseBins: [] };
    entry.logLoss.push(logLoss(predictions));
    entry.rmseBins.push(rmseBins(predictions));
    scores.set(model, entry);
  };
  for (let seed = 1; seed <= learners; seed++) {
    const learner = simulateLearner(seededRandom(seed), { days, newCardsPerDay, personalSpread: 0.5 });
    reviews += learner.histories.reduce((sum, { history }) => sum + history.length, 0);
    const { train, test } = splitByTime(learner, trainDays);
    const judge = (predictor: RecallPredictor) => predictionsOf(test, predictor);
    const started = performance.now();
    const fitted = await fitParameters(train);
    fitTimes.push(performance.now() - started);
    const trainPredictions = predictionsOf(train.map((history) => ({ history })), constantPredictor(0.5));
    const trainRecall = mean(trainPredictions.map(({ recalled }) => (recalled ? 1 : 0)));
    const defaults = judge(fsrsPredictor(default_w));
    judged += defaults.length;
    record('FSRS-6, default parameters', defaults);
    record('FSRS-6, optimized on the learner (fsrs-rs)', judge(fsrsPredictor(fitted ?? default_w)));
    record('SM-2 (R = 0.9^(t / interval))', judge(sm2Predictor));
    record('constant (training recall rate)', judge(constantPredictor(trainRecall)));
    record('the hidden model (best possible)', judge(fsrsPredictor(learner.parameters)));
    const defaultLoss = logLoss(defaults);
    for (const size of sizes) {
      const limited = splitByTime(learner, trainDays, size);
      const parameters = (await fitParameters(limited.train)) ?? default_w;
      const predictions = judge(fsrsPredictor(parameters));
      const entry = bySize.get(size) ?? { logLoss: [], rmseBins: [], better: 0 };
      entry.logLoss.push(logLoss(predictions));
      entry.rmseBins.push(rmseBins(predictions));
      if (logLoss(predictions) < defaultLoss) entry.better += 1;
      bySize.set(size, entry);
    }
  }
  return {
    learners,
    days,
    trainDays,
    newCardsPerDay,
    reviewsPerLearner: Math.round(reviews / learners),
    judgedPerLearner: Math.round(judged / learners),
    models: [...scores].map(([model, entry]) => ({ model, logLoss: mean(entry.logLoss), rmseBins: mean(entry.rmseBins) })),
    bySize: [...bySize].map(([trainReviews, entry]) => ({ trainReviews, logLoss: mean(entry.logLoss), rmseBins: mean(entry.rmseBins), betterThanDefault: entry.better / learners })),
    fitTime: summarize(fitTimes, fitTimes.reduce((sum, value) => sum + value, 0)),
  };
}
