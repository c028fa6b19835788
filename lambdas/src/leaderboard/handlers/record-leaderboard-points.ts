import { leaderboardKey, modeRules, parisDay, ULTIMATE_PLAYER_MIN_POINTS } from '@plume/shared';
import { quizCompleted } from '@plume/events';
import { eventConsumer } from '#runtime/events';
import { unlockFor } from '#badges/unlock-for';
import { boardIdentity } from '#account/data/accounts';
import { addPoints, boardsOfDay, familyEntries, placesOnBoard, topOfBoard } from '#leaderboard/data/leaderboards';
import { recordMonthlyRank } from '#statistics/data/stats';

/**
 * Adds a game's points to the daily, monthly and all-time leaderboards (once per game), then checks the monthly
 * place: first place with at least 1,000 points unlocks "ultimate player" (places in the top 100 are exact; below, the
 * best place kept is the board's estimate). Practice games (self challenge) do not rank.
 */
export const handler = eventConsumer(quizCompleted, async ({ detail }) => {
  if (!modeRules[detail.mode].rewarded || detail.points === 0) return;
  const player = await boardIdentity(detail.uid, detail.profileId);
  if (!player) return; // the profile was deleted since: nothing to rank
  const day = parisDay(new Date(detail.completedAt));
  await addPoints({ gameId: detail.gameId, player, points: detail.points, boards: boardsOfDay(day) });
  const month = leaderboardKey('monthly', day);
  // The row first: most games leave the month under 1,000 points, and then the board's top is not read at all.
  const [row] = (await familyEntries([month], [detail.profileId])).get(month)!;
  if (!row || row.score < ULTIMATE_PLAYER_MIN_POINTS) return;
  const [place] = await placesOnBoard(month, await topOfBoard(month), [row]);
  await recordMonthlyRank(detail.profileId, place!.rank);
  if (place!.rank === 1) await unlockFor(detail.profileId, { counters: { bestMonthlyRank: 1 } });
});
