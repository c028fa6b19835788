import { parisDay } from '@plume/shared';
import { boardsOfDay, takeRankSnapshot } from '#leaderboard/data/leaderboards';

/**
 * Runs every few minutes from the schedule in the route table: the rank snapshot of today's, this month's and the
 * all-time board (Paris day of the schedule's time), from which a place below the top 100 is read in one request.
 */
export const handler = async (event: { time?: string }): Promise<void> => {
  const day = parisDay(event.time ? Date.parse(event.time) : Date.now());
  await Promise.all(boardsOfDay(day).map(takeRankSnapshot));
};
