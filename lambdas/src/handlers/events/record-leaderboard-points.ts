import { leaderboardKey, modeRules, parisDay, ULTIMATE_PLAYER_MIN_POINTS } from '@plume/shared';
import { quizCompleted } from '@plume/events';
import { eventConsumer } from '#runtime/events';
import { boardIdentity } from '#data/accounts';
import { unlockBadges } from '#data/badges';
import { addPoints, rankOnBoard } from '#data/leaderboards';
import { recordMonthlyRank } from '#data/stats';

/**
 * Adds a game's points to the daily, monthly and all-time leaderboards (once per game), then checks the monthly
 * place: first place with at least 1,000 points unlocks "ultimate player". Practice games (self challenge) do not rank.
 */
export const handler = eventConsumer(quizCompleted, async ({ detail }) => {
  if (!modeRules[detail.mode].rewarded || detail.points === 0) return;
  const player = await boardIdentity(detail.uid, detail.profileId);
  if (!player) return; // the profile was deleted since: nothing to rank
  const day = parisDay(new Date(detail.completedAt));
  await addPoints({ gameId: detail.gameId, player, points: detail.points, day });
  const monthly = await rankOnBoard(leaderboardKey('monthly', day), detail.profileId);
  if (!monthly || monthly.score < ULTIMATE_PLAYER_MIN_POINTS) return;
  await recordMonthlyRank(detail.profileId, monthly.rank);
  if (monthly.rank === 1) await unlockBadges(detail.profileId, ['ultimate_player']);
});
