import { parisDay } from '@plume/shared';
import { quizCompleted } from '@plume/events';
import { eventConsumer } from '#runtime/events';
import { unlockFor } from '#badges/unlock-for';
import { profileExists } from '#account/data/accounts';
import { recordGame } from '#statistics/data/stats';

/**
 * Statistics, streaks and badges from a finished game. Replay-safe: the game is counted once (marker in the
 * statistics transaction) and a badge is unlocked once (conditional write), so a second delivery only re-checks
 * badges — which also finishes the work of a delivery that failed between the two steps.
 */
export const handler = eventConsumer(quizCompleted, async ({ detail }) => {
  // A game finished just before its profile was deleted must not bring the profile's statistics back.
  if (!(await profileExists(detail.uid, detail.profileId))) return;
  await recordGame({
    gameId: detail.gameId, profileId: detail.profileId, mode: detail.mode, day: parisDay(new Date(detail.completedAt)),
    total: detail.total, correct: detail.correct, points: detail.points, coins: detail.coins, byCategory: detail.byCategory,
  });
  await unlockFor(detail.profileId, {
    game: { mode: detail.mode, total: detail.total, correct: detail.correct, lifelinesUsed: detail.lifelinesUsed, averageMs: detail.averageMs },
  });
});
