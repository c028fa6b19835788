import * as api from '@plume/shared/endpoints';
import { parisDay, streakToday } from '@plume/shared';
import { httpHandler } from '#runtime/http';
import { assertOwnProfile } from '#account/profiles';
import { dailyGameOf } from '#quiz/data/games';
import { getStats } from '#statistics/data/stats';

/** Today's daily quiz for a profile: whether it was played (and which game, to resume or review it) and the daily streak. */
export const handler = httpHandler(api.getDailyQuiz, async ({ body, identity }) => {
  const day = parisDay(Date.now());
  const [, gameId, stats] = await Promise.all([assertOwnProfile(identity, body.profileId), dailyGameOf(body.profileId, day), getStats(body.profileId)]);
  return { message: 'daily_loaded', data: { day, played: !!gameId, ...(gameId ? { gameId } : {}), streak: streakToday(stats.dailyStreak, day), bestStreak: stats.dailyStreak.best } };
});
