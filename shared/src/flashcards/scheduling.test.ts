import fc from 'fast-check';
import { default_w } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import { cardStates, isLearnableWord, normalizedWordKey, type CardSchedule, type FlashcardRating } from './model.ts';
import { cardsForToday, dueCount, forecast, gradeTime, MAX_GRADE_AGE_DAYS, NEW_CARDS_PER_DAY, newCardsLeft, forecastWindowEnd, newSchedule, nextDueByRating, observedRetention, readinessByPoint, retrievability, reviewSchedule } from './scheduling.ts';

const now = new Date('2026-11-25T09:00:00Z');
const hours = (from: Date, iso: string) => (Date.parse(iso) - from.getTime()) / 3_600_000;
/** A card learned a while ago: reviewed Good three times, ten days apart. */
function learned(retention = 0.9): { schedule: CardSchedule; at: Date } {
  let at = new Date('2026-10-01T09:00:00Z');
  let schedule = newSchedule(at);
  for (let i = 0; i < 3; i++) {
    schedule = reviewSchedule(schedule, 3, at, { requestRetention: retention });
    at = new Date(Math.max(Date.parse(schedule.due), at.getTime() + 86_400_000));
  }
  return { schedule, at };
}

describe('FSRS scheduling', () => {
  it('brings a card rated « À revoir » back within the day, new or learned', () => {
    const fresh = reviewSchedule(newSchedule(now), 1, now);
    expect(hours(now, fresh.due)).toBeLessThanOrEqual(1);
    const { schedule, at } = learned();
    const lapsed = reviewSchedule(schedule, 1, at);
    expect(hours(at, lapsed.due)).toBeLessThan(24);
    expect(lapsed.lapses).toBe(1);
  });

  it('pushes a card further with each better rating (Again < Hard ≤ Good < Easy)', () => {
    for (const { schedule, at } of [{ schedule: newSchedule(now), at: now }, learned()]) {
      const next = nextDueByRating(schedule, at);
      const [again, hard, good, easy] = ([1, 2, 3, 4] as const).map((rating) => Date.parse(next[rating]));
      expect(again).toBeLessThan(good!);
      expect(hard).toBeLessThanOrEqual(good!);
      expect(good).toBeLessThan(easy!);
      // The preview is what the review does.
      expect(reviewSchedule(schedule, 3, at).due).toBe(next[3]);
    }
    const easy = reviewSchedule(newSchedule(now), 4, now);
    expect(hours(now, easy.due)).toBeGreaterThanOrEqual(24);
  });

  it('schedules a higher retention target sooner', () => {
    const { schedule, at } = learned();
    expect(Date.parse(reviewSchedule(schedule, 3, at, { requestRetention: 0.97 }).due)).toBeLessThan(Date.parse(reviewSchedule(schedule, 3, at, { requestRetention: 0.8 }).due));
  });

  it('gives retrievability in [0, 1]: 0 before any review, high just after one, decaying with time', () => {
    expect(retrievability(newSchedule(now), now)).toBe(0);
    const { schedule, at } = learned();
    const reviewed = reviewSchedule(schedule, 3, at);
    const soon = retrievability(reviewed, new Date(at.getTime() + 60_000));
    const later = retrievability(reviewed, new Date(at.getTime() + 200 * 86_400_000));
    expect(soon).toBeGreaterThan(0.9);
    expect(later).toBeLessThan(soon);
    expect(later).toBeGreaterThanOrEqual(0);
  });
});

describe('due counts and the 30-day forecast', () => {
  const dueIn = (days: number, state: number = cardStates.review): Pick<CardSchedule, 'due' | 'state'> => ({ due: new Date(now.getTime() + days * 86_400_000).toISOString(), state });

  it('counts overdue cards today and ignores cards beyond the window', () => {
    const days = forecast([dueIn(-3), dueIn(0), dueIn(1), dueIn(45)], now);
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ date: '2026-11-25', due: 2 });
    expect(days[1]).toEqual({ date: '2026-11-26', due: 1 });
    expect(dueCount([dueIn(-3), dueIn(0), dueIn(1)], now)).toBe(2);
  });

  it('counts due new cards only within what is left of the day\'s new-card budget', () => {
    const schedules = [dueIn(-1), dueIn(-2), ...Array.from({ length: 148 }, () => dueIn(0, cardStates.new))];
    expect(dueCount(schedules, now)).toBe(150);
    expect(dueCount(schedules, now, newCardsLeft(0))).toBe(2 + NEW_CARDS_PER_DAY);
    expect(dueCount(schedules, now, newCardsLeft(15))).toBe(2 + 5);
    expect(dueCount(schedules, now, newCardsLeft(40))).toBe(2);
  });

  it("serves today's session: every due review, most overdue first, then new cards up to the budget, in the order they were added", () => {
    const card = (id: string, days: number, state: number) => ({ id, schedule: { ...newSchedule(now), ...dueIn(days, state) } });
    const cards = [card('new-2', -0.1, cardStates.new), card('late', -1, cardStates.review), card('new-1', -0.2, cardStates.new), card('later', -3, cardStates.relearning), card('future', 2, cardStates.review)];
    expect(cardsForToday(cards, now, 1).map(({ id }) => id)).toEqual(['later', 'late', 'new-1']);
    expect(cardsForToday(cards, now, 0).map(({ id }) => id)).toEqual(['later', 'late']);
    fc.assert(fc.property(fc.array(fc.tuple(fc.double({ min: -5, max: 5, noNaN: true }), fc.constantFrom(0, 1, 2, 3)), { maxLength: 60 }), fc.nat(30), (specs, left) => {
      const picked = cardsForToday(specs.map(([days, state], index) => card(String(index), days, state)), now, left);
      expect(picked.filter(({ schedule }) => schedule.state === cardStates.new).length).toBeLessThanOrEqual(left);
      expect(picked.length).toBe(dueCount(picked.map(({ schedule }) => schedule), now, left));
    }));
  });

  it('sums to the number of cards due before the window ends', () => {
    fc.assert(fc.property(fc.array(fc.double({ min: -40, max: 80, noNaN: true }), { maxLength: 200 }), (offsets) => {
      const schedules = offsets.map(dueIn);
      const total = forecast(schedules, now).reduce((sum, day) => sum + day.due, 0);
      expect(total).toBe(schedules.filter((s) => Date.parse(s.due) < forecastWindowEnd(now).getTime()).length);
    }));
  });
});

describe('readiness per spelling point', () => {
  it('averages retrievability by point, in [0, 1], weakest first, leaving out cards without a point', () => {
    const { schedule, at } = learned();
    const reviewed = reviewSchedule(schedule, 3, at);
    const cards = [
      { point: 'accents' as const, schedule: reviewed },
      { point: 'accents' as const, schedule: newSchedule(at) },
      { point: 'homophones-grammaticaux' as const, schedule: newSchedule(at) },
      { schedule: reviewed },
    ];
    const readiness = readinessByPoint(cards, new Date(at.getTime() + 86_400_000));
    expect(readiness.map((r) => r.point)).toEqual(['homophones-grammaticaux', 'accents']);
    expect(readiness[0]).toEqual({ point: 'homophones-grammaticaux', readiness: 0, cards: 1 });
    expect(readiness[1]!.readiness).toBeGreaterThan(0.4);
    expect(readiness[1]!.readiness).toBeLessThanOrEqual(0.5);
  });

  it('stays in [0, 1] for any history of ratings', () => {
    fc.assert(fc.property(fc.array(fc.array(fc.constantFrom<FlashcardRating>(1, 2, 3, 4), { maxLength: 8 }), { minLength: 1, maxLength: 10 }), fc.integer({ min: 0, max: 400 }), (histories, laterDays) => {
      const cards = histories.map((ratings) => {
        let at = now;
        let schedule = newSchedule(at);
        for (const rating of ratings) {
          schedule = reviewSchedule(schedule, rating, at);
          at = new Date(Math.max(Date.parse(schedule.due), at.getTime() + 60_000));
        }
        return { point: 'accents' as const, schedule };
      });
      const [only] = readinessByPoint(cards, new Date(now.getTime() + laterDays * 86_400_000 + 400 * 86_400_000));
      expect(only!.readiness).toBeGreaterThanOrEqual(0);
      expect(only!.readiness).toBeLessThanOrEqual(1);
    }), { numRuns: 50 });
  });

  it('measures retention on learned cards only', () => {
    expect(observedRetention([])).toBeUndefined();
    expect(observedRetention([{ rating: 1, stateBefore: 2 }, { rating: 3, stateBefore: 2 }, { rating: 1, stateBefore: 0 }])).toBe(0.5);
  });
});

describe('mistake words', () => {
  it('keys a word whatever its case, spacing or Unicode form, and skips punctuation', () => {
    expect(normalizedWordKey('  Jardin ')).toBe('jardin');
    expect(normalizedWordKey('e\u0301te\u0301')).toBe(normalizedWordKey('été'));
    expect(isLearnableWord('« ,')).toBe(false);
    expect(isLearnableWord('aujourd’hui')).toBe(true);
    expect(isLearnableWord('a'.repeat(101))).toBe(false);
  });
});

describe('a profile’s own parameters', () => {
  it('schedule differently from the defaults, and previews still equal the review', () => {
    const now = new Date('2026-03-01T10:00:00Z');
    // w8 sets how much a successful review grows stability: a learner whose memories strengthen faster.
    const parameters = default_w.map((value, index) => (index === 8 ? value + 1 : value));
    const memory = { requestRetention: 0.9, parameters };
    let schedule = reviewSchedule(newSchedule(now), 3, now, memory);
    let at = new Date(Date.parse(schedule.due));
    schedule = reviewSchedule(schedule, 3, at, memory);
    at = new Date(Date.parse(schedule.due));
    const own = nextDueByRating(schedule, at, memory);
    expect(reviewSchedule(schedule, 3, at, memory).due).toBe(own[3]);
    expect(Date.parse(own[3])).toBeGreaterThan(Date.parse(nextDueByRating(schedule, at)[3]));
  });
});

describe('the time a grade given offline is scheduled from', () => {
  const lastReview = '2026-11-20T09:00:00.000Z';
  const at = (gradedAt: string | undefined, last_review?: string) => gradeTime(gradedAt, { last_review }, now).toISOString();

  it('is when the grade was given on the device, or now when the device did not say', () => {
    expect(at('2026-11-24T18:30:00.000Z', lastReview)).toBe('2026-11-24T18:30:00.000Z');
    expect(at('2026-11-24T19:30:00+01:00', lastReview)).toBe('2026-11-24T18:30:00.000Z');
    expect(at(undefined, lastReview)).toBe(now.toISOString());
  });

  it('is never in the future, before the card’s last review, nor older than the bound', () => {
    expect(at('2027-01-01T00:00:00.000Z', lastReview)).toBe(now.toISOString());
    expect(at('2026-11-19T09:00:00.000Z', lastReview)).toBe(lastReview);
    expect(at('2020-01-01T00:00:00.000Z')).toBe(new Date(now.getTime() - MAX_GRADE_AGE_DAYS * 86_400_000).toISOString());
  });

  it('schedules a card reviewed offline from the grade, as if it had been sent then', () => {
    const { schedule, at: reviewedAt } = learned();
    const later = new Date(reviewedAt.getTime() + 3 * 86_400_000);
    const sentLate = reviewSchedule(schedule, 3, gradeTime(reviewedAt.toISOString(), schedule, later));
    expect(sentLate).toEqual(reviewSchedule(schedule, 3, reviewedAt));
  });
});
