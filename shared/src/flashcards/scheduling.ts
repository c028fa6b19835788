import { fsrs, generatorParameters, Rating, type Card, type FSRS, type Grade } from 'ts-fsrs';
import { cardStates, DEFAULT_RETENTION, FORECAST_DAYS, MAX_RETENTION, MIN_RETENTION, type CardSchedule, type FlashcardRating } from './model.ts';

/**
 * How a profile's cards are scheduled: its retention target, and its own FSRS-6 parameters once the optimizer has
 * fitted them (`flashcards/optimize-flashcard-parameters`); ts-fsrs' defaults before.
 */
export interface MemorySettings { requestRetention: number; parameters?: readonly number[] }
const defaultMemory: MemorySettings = { requestRetention: DEFAULT_RETENTION };

/**
 * FSRS-6 scheduling with short-term learning steps on (1 min and 10 min, relearning 10 min: a card failed today comes
 * back today) and interval fuzz off, so a schedule is a pure function of the card, the rating, the time and the
 * profile's memory settings.
 */
const schedulers = new Map<string, FSRS>();
export function scheduler({ requestRetention, parameters }: MemorySettings = defaultMemory): FSRS {
  const retention = Math.min(MAX_RETENTION, Math.max(MIN_RETENTION, requestRetention));
  const key = `${retention}|${parameters?.join(',') ?? 'default'}`;
  let found = schedulers.get(key);
  if (!found) {
    found = fsrs(generatorParameters({ request_retention: retention, enable_fuzz: false, enable_short_term: true, ...(parameters ? { w: [...parameters] } : {}) }));
    schedulers.set(key, found);
  }
  return found;
}

const toCard = (schedule: CardSchedule): Card => ({
  ...schedule,
  due: new Date(schedule.due),
  last_review: schedule.last_review ? new Date(schedule.last_review) : undefined,
}) as Card;

const toSchedule = (card: Card): CardSchedule => ({
  due: card.due.toISOString(),
  stability: card.stability,
  difficulty: card.difficulty,
  elapsed_days: card.elapsed_days,
  scheduled_days: card.scheduled_days,
  learning_steps: card.learning_steps,
  reps: card.reps,
  lapses: card.lapses,
  state: card.state,
  ...(card.last_review ? { last_review: new Date(card.last_review).toISOString() } : {}),
});

/** A new card, due at once. */
export function newSchedule(now: Date): CardSchedule {
  return { due: now.toISOString(), stability: 0, difficulty: 0, elapsed_days: 0, scheduled_days: 0, learning_steps: 0, reps: 0, lapses: 0, state: 0 };
}

/** The card's schedule after a review rated `rating` at `now`. */
export function reviewSchedule(schedule: CardSchedule, rating: FlashcardRating, now: Date, memory = defaultMemory): CardSchedule {
  return toSchedule(scheduler(memory).next(toCard(schedule), now, rating as Grade).card);
}

const DAY_MS = 86_400_000;

/** A grade older than this (a device's clock, or a queue forgotten for weeks) is taken as given this long ago. */
export const MAX_GRADE_AGE_DAYS = 30;

/**
 * The time a review is scheduled from: when the learner gave the grade on the device (`gradedAt`, sent late by the
 * offline queue), bounded by the server's clock — never in the future, never before the card's last review (FSRS
 * counts the days between them), never more than {@link MAX_GRADE_AGE_DAYS} ago. Only the schedule uses it: the days a
 * profile practised are the server's (a backdated grade must not mend a broken streak).
 */
export function gradeTime(gradedAt: string | undefined, schedule: Pick<CardSchedule, 'last_review'>, now: Date): Date {
  if (!gradedAt) return now;
  const earliest = Math.max(now.getTime() - MAX_GRADE_AGE_DAYS * DAY_MS, schedule.last_review ? Date.parse(schedule.last_review) : -Infinity);
  return new Date(Math.min(now.getTime(), Math.max(earliest, Date.parse(gradedAt))));
}

/** When the card would next be due under each rating, as the four buttons show it (« dans 10 min », « dans 3 j »). */
export function nextDueByRating(schedule: CardSchedule, now: Date, memory = defaultMemory): Record<FlashcardRating, string> {
  const preview = scheduler(memory).repeat(toCard(schedule), now);
  return {
    1: preview[Rating.Again].card.due.toISOString(),
    2: preview[Rating.Hard].card.due.toISOString(),
    3: preview[Rating.Good].card.due.toISOString(),
    4: preview[Rating.Easy].card.due.toISOString(),
  };
}

/** The probability of recalling the card now, in [0, 1]; 0 for a card never reviewed (nothing learned yet). */
export function retrievability(schedule: CardSchedule, now: Date, memory = defaultMemory): number {
  if (schedule.state === 0 || !schedule.last_review) return 0;
  const value = scheduler(memory).get_retrievability(toCard(schedule), now, false);
  return Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0;
}

export const isDue = (schedule: Pick<CardSchedule, 'due'>, now: Date) => Date.parse(schedule.due) <= now.getTime();

/**
 * New cards a profile meets per day, Anki's default: a level deck adds some 150 new cards at once, and all of them
 * due the same day would bury the reviews. The day is Paris's (`parisDay`), like the daily quiz's.
 */
export const NEW_CARDS_PER_DAY = 20;

/** What is left of today's new-card budget once `introducedToday` new cards have had their first review. */
export const newCardsLeft = (introducedToday: number) => Math.max(0, NEW_CARDS_PER_DAY - introducedToday);

const isNew = (schedule: Pick<CardSchedule, 'state'>) => schedule.state === cardStates.new;

/** Cards to study now: every due review, and due new cards up to `newLeft` (no budget: all of them). */
export function dueCount(schedules: readonly Pick<CardSchedule, 'due' | 'state'>[], now: Date, newLeft = Infinity): number {
  const due = schedules.filter((schedule) => isDue(schedule, now));
  const fresh = due.filter(isNew).length;
  return due.length - fresh + Math.min(fresh, newLeft);
}

/** Today's session: due reviews first, most overdue first, then due new cards in the order they were added, up to `newLeft`. */
export function cardsForToday<Card extends { schedule: CardSchedule }>(cards: readonly Card[], now: Date, newLeft: number): Card[] {
  const due = cards.filter((card) => isDue(card.schedule, now)).sort((a, b) => a.schedule.due.localeCompare(b.schedule.due));
  return [...due.filter((card) => !isNew(card.schedule)), ...due.filter((card) => isNew(card.schedule)).slice(0, newLeft)];
}

/** Midnight UTC of the day of `date`. */
const startOfDay = (date: Date) => Math.floor(date.getTime() / DAY_MS) * DAY_MS;

export interface ForecastDay { date: string; due: number }
/**
 * Cards due on each of the next `days` days (UTC days, today first). Today counts every card due by tonight,
 * overdue ones included; a card due after the window is not counted.
 */
export function forecast(schedules: readonly Pick<CardSchedule, 'due'>[], now: Date, days = FORECAST_DAYS): ForecastDay[] {
  const today = startOfDay(now);
  const counts = Array.from({ length: days }, () => 0);
  for (const schedule of schedules) {
    const day = Math.max(0, Math.floor((Date.parse(schedule.due) - today) / DAY_MS));
    if (day < days) counts[day]! += 1;
  }
  return counts.map((due, day) => ({ date: new Date(today + day * DAY_MS).toISOString().slice(0, 10), due }));
}

/** The end of the forecast window: cards due before it are the ones {@link forecast} counts. */
export const forecastWindowEnd = (now: Date, days = FORECAST_DAYS) => new Date(startOfDay(now) + days * DAY_MS);

export interface PointReadiness<Point extends string> { point: Point; readiness: number; cards: number }
/**
 * « Prêt pour la dictée ? »: per spelling point, the average probability of recalling its cards now (cards never
 * reviewed count as 0). Cards without a point (the profile's own) are left out. Sorted weakest first.
 */
export function readinessByPoint<Point extends string>(cards: readonly { point?: Point; schedule: CardSchedule }[], now: Date, memory = defaultMemory): PointReadiness<Point>[] {
  const groups = new Map<Point, number[]>();
  for (const card of cards) {
    if (!card.point) continue;
    const values = groups.get(card.point) ?? [];
    values.push(retrievability(card.schedule, now, memory));
    groups.set(card.point, values);
  }
  return [...groups].map(([point, values]) => ({ point, readiness: values.reduce((sum, value) => sum + value, 0) / values.length, cards: values.length }))
    .sort((a, b) => a.readiness - b.readiness || a.point.localeCompare(b.point));
}

/** The share of reviews (of cards already learned) recalled — rated 2 to 4 — among `ratings`; undefined with none. */
export function observedRetention(reviews: readonly { rating: FlashcardRating; stateBefore: number }[]): number | undefined {
  const counted = reviews.filter((review) => review.stateBefore === 2);
  return counted.length ? counted.filter((review) => review.rating > 1).length / counted.length : undefined;
}
