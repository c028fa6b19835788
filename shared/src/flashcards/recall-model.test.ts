import fc from 'fast-check';
import { default_w } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../random.ts';
import {
  constantPredictor, fsrsPredictor, logLoss, OPTIMIZE_AFTER_REVIEWS, optimizationDue, predictionsOf, REOPTIMIZE_EVERY_REVIEWS,
  reviewHistories, rmseBins, sm2Predictor, trainingItems, validParameters, type CardHistory,
} from './recall-model.ts';
import { simulateLearner, splitByTime } from './simulated-learner.ts';

const at = (day: number, hour = 12) => new Date(Date.UTC(2026, 0, 1 + day, hour)).toISOString();

describe('review histories', () => {
  it('orders each card’s reviews and counts whole UTC days between them (0 the same day)', () => {
    const histories = reviewHistories([
      { cardKey: 'b', rating: 3, reviewedAt: at(0) },
      { cardKey: 'a', rating: 3, reviewedAt: at(5, 8) },
      { cardKey: 'a', rating: 1, reviewedAt: at(0, 9) },
      { cardKey: 'a', rating: 3, reviewedAt: at(0, 23) },
    ]);
    expect(histories).toEqual([
      [{ rating: 3, deltaT: 0 }],
      [{ rating: 1, deltaT: 0 }, { rating: 3, deltaT: 0 }, { rating: 3, deltaT: 5 }],
    ]);
  });

  it('makes one training item per review after a card’s first, each holding the history up to it, once a day has passed in it', () => {
    // Same-day reviews are drawn often: fsrs-rs aborts the process on an item without a day between two reviews.
    fc.assert(fc.property(fc.array(fc.array(fc.record({ rating: fc.constantFrom(1, 2, 3, 4), deltaT: fc.oneof(fc.constant(0), fc.nat(30)) }), { minLength: 1, maxLength: 8 }), { maxLength: 10 }), (histories) => {
      const items = trainingItems(histories as CardHistory[]);
      const expected = histories.reduce((sum, history) => sum + history.slice(1).filter((_, index) => history.slice(0, index + 2).some((review) => review.deltaT > 0)).length, 0);
      expect(items).toHaveLength(expected);
      for (const item of items) {
        expect(item.length).toBeGreaterThanOrEqual(2);
        expect(item.some((review) => review.deltaT > 0)).toBe(true);
      }
    }));
    expect(trainingItems([[{ rating: 3, deltaT: 0 }, { rating: 3, deltaT: 0 }, { rating: 4, deltaT: 0 }]])).toEqual([]);
  });
});

describe('judging recall predictions', () => {
  it('computes log loss and binned RMSE as defined', () => {
    const predictions = [{ predicted: 0.9, recalled: true }, { predicted: 0.9, recalled: false }];
    expect(logLoss(predictions)).toBeCloseTo(-(Math.log(0.9) + Math.log(0.1)) / 2, 10);
    // Both in one bin: mean prediction 0.9, observed 0.5.
    expect(rmseBins(predictions)).toBeCloseTo(0.4, 10);
    expect(rmseBins([{ predicted: 0.25, recalled: false }, { predicted: 0.25, recalled: false }, { predicted: 0.25, recalled: true }, { predicted: 0.25, recalled: false }])).toBeCloseTo(0, 10);
    expect(logLoss([])).toBeNaN();
  });

  it('predicts only reviews made a day or more after the previous one, from `judgedFrom` on', () => {
    const history: CardHistory = [{ rating: 3, deltaT: 0 }, { rating: 3, deltaT: 0 }, { rating: 3, deltaT: 3 }, { rating: 1, deltaT: 10 }];
    expect(predictionsOf([{ history }], constantPredictor(0.7))).toEqual([{ predicted: 0.7, recalled: true }, { predicted: 0.7, recalled: false }]);
    expect(predictionsOf([{ history, judgedFrom: 3 }], sm2Predictor)).toHaveLength(1);
    expect(predictionsOf([{ history }], fsrsPredictor(default_w))).toHaveLength(2);
  });

  it('has FSRS predict lower recall the longer a card waits', () => {
    const predict = fsrsPredictor(default_w);
    const [soon] = predict([{ rating: 3, deltaT: 0 }, { rating: 3, deltaT: 2 }]);
    const [late] = predict([{ rating: 3, deltaT: 0 }, { rating: 3, deltaT: 60 }]);
    expect(soon!).toBeGreaterThan(late!);
    for (const value of [soon!, late!]) expect(value).toBeGreaterThan(0);
  });

  it('has SM-2 predict 90 % exactly at its own interval', () => {
    // Good, Good: SM-2 gives 1 day then 6 days; a review 6 days later sits at its interval.
    expect(sm2Predictor([{ rating: 3, deltaT: 0 }, { rating: 3, deltaT: 1 }, { rating: 3, deltaT: 6 }])).toEqual([0.9, expect.closeTo(0.9, 10)]);
  });
});

describe('when a profile is optimized', () => {
  it('waits for the threshold, then every further step', () => {
    expect(optimizationDue(OPTIMIZE_AFTER_REVIEWS - 1)).toBe(false);
    expect(optimizationDue(OPTIMIZE_AFTER_REVIEWS)).toBe(true);
    expect(optimizationDue(OPTIMIZE_AFTER_REVIEWS + 10, OPTIMIZE_AFTER_REVIEWS)).toBe(false);
    expect(optimizationDue(OPTIMIZE_AFTER_REVIEWS + REOPTIMIZE_EVERY_REVIEWS, OPTIMIZE_AFTER_REVIEWS)).toBe(true);
  });

  it('accepts only 21 finite parameters', () => {
    expect(validParameters(default_w)).toBe(true);
    expect(validParameters(default_w.slice(1))).toBe(false);
    expect(validParameters([...default_w.slice(1), Number.NaN])).toBe(false);
  });
});

describe('the simulated learner', () => {
  const learner = simulateLearner(seededRandom(7), { days: 120, newCardsPerDay: 5, personalSpread: 0.6 });

  it('replays exactly from its seed', () => {
    expect(simulateLearner(seededRandom(7), { days: 120, newCardsPerDay: 5, personalSpread: 0.6 })).toEqual(learner);
  });

  it('reviews each card on later days, and splits by time without leaking the test period into training', () => {
    expect(learner.histories).toHaveLength(600);
    const { train, test } = splitByTime(learner, 80);
    const trainReviews = train.reduce((sum, history) => sum + history.length, 0);
    const beforeDay80 = learner.histories.reduce((sum, { days }) => sum + days.filter((day) => day < 80).length, 0);
    expect(trainReviews).toBe(beforeDay80);
    expect(test.length).toBeGreaterThan(0);
    for (const { history, judgedFrom } of test) expect(judgedFrom).toBeLessThan(history.length);
    expect(splitByTime(learner, 80, 100).train.reduce((sum, history) => sum + history.length, 0)).toBe(100);
  });

  it('is predicted better by its hidden parameters than by the defaults (the measure can tell models apart)', () => {
    const { test } = splitByTime(learner, 80);
    const hidden = logLoss(predictionsOf(test, fsrsPredictor(learner.parameters)));
    const defaults = logLoss(predictionsOf(test, fsrsPredictor(default_w)));
    expect(hidden).toBeLessThan(defaults);
  });
});
