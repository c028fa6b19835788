import * as api from '@plume/shared/endpoints';
import { dueCount, forecast, observedRetention, OPTIMIZE_AFTER_REVIEWS, readinessByPoint, retrievability } from '@plume/shared/flashcards';
import { httpHandler } from '#runtime/http';
import { assertOwnProfile } from '#account/profiles';
import { getMemorySettings, listCards, listReviewLogs, newCardsLeftToday } from '#flashcards/data/flashcards';

const MONTH_MS = 30 * 86_400_000;

/** Cards due, the 30-day forecast, readiness per spelling point, and the retention the profile really achieves. */
export const handler = httpHandler(api.getFlashcardStatistics, async ({ body, identity }) => {
  const now = new Date();
  const [, cards, logs, { settings, fit, memory }, newLeft] = await Promise.all([
    assertOwnProfile(identity, body.profileId), listCards(body.profileId), listReviewLogs(body.profileId), getMemorySettings(body.profileId), newCardsLeftToday(body.profileId, now),
  ]);
  const schedules = cards.map((card) => card.schedule);
  const reviewed = schedules.filter((schedule) => schedule.state !== 0);
  const recent = logs.filter((log) => now.getTime() - Date.parse(log.reviewedAt) <= MONTH_MS);
  const retention = observedRetention(recent);
  return {
    message: 'flashcard_statistics_loaded',
    data: {
      cards: cards.length,
      dueNow: dueCount(schedules, now, newLeft),
      forecast: forecast(schedules, now),
      readiness: readinessByPoint(cards, now, memory),
      ...(reviewed.length ? { overallReadiness: reviewed.reduce((sum, schedule) => sum + retrievability(schedule, now, memory), 0) / reviewed.length } : {}),
      settings,
      reviews30d: recent.length,
      memoryModel: { reviews: logs.length, threshold: OPTIMIZE_AFTER_REVIEWS, ...(fit ? { fittedOnReviews: fit.reviews, fittedAt: fit.fittedAt } : {}) },
      ...(retention === undefined ? {} : { observedRetention: retention }),
    },
  };
});
