import { settleEndedContests } from '#contests/settle-contests';

/** Runs every minute from the schedule in the route table: settles the contests that have ended (docs/contests.md). */
export const handler = async (): Promise<void> => {
  await settleEndedContests();
};
