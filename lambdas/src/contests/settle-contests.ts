import { contestSettled } from '@plume/events';
import { CONTEST_SETTLEMENT_GRACE_MS } from '@plume/shared/contests/index';
import { publishEvent } from '#clients/bus';
import { logger } from '#clients/logger';
import { profileExists } from '#account/data/accounts';
import { beginSettlement, contestsEndedBefore, finishSettlement, listResults } from '#contests/data/contests';
import { lifetimeEarningWrite } from '#wallet/data/earnings';
import { moveCoins } from '#wallet/data/wallet';
import { contestStandings } from './contests.ts';

/** The event lists at most this many winners (the prize table has 20 ranks; only huge ties could go beyond). */
const WINNERS_IN_EVENT = 100;

/**
 * Settles every open contest whose end passed more than the grace period ago (a Query on the open index, not a scan).
 * Safe to run twice, or at once from two schedules: see {@link settleContest}.
 */
export async function settleEndedContests(now = Date.now()): Promise<string[]> {
  const cutoff = new Date(now - CONTEST_SETTLEMENT_GRACE_MS).toISOString();
  const settled: string[] = [];
  for (const contestId of await contestsEndedBefore(cutoff)) {
    try {
      if (await settleContest(contestId, cutoff)) settled.push(contestId);
    } catch (error) {
      // One contest failing (it will be retried next minute) does not hold the others back.
      logger.error('contest settlement failed', { contestId, error });
    }
  }
  return settled;
}

/**
 * open → settling (conditional: from then on no result is recorded), pay each prize with its own idempotency key
 * (`contest-prize:<contestId>` in the winner's wallet: a second run or a replay pays nothing more), announce
 * `contest.settled`, then settling → settled. A run that stopped midway is finished by the next one, which finds the
 * contest `settling`, pays only what was not paid and announces again (consumers are idempotent).
 */
export async function settleContest(contestId: string, cutoff: string): Promise<boolean> {
  const contest = await beginSettlement(contestId, cutoff);
  if (!contest) return false;
  const results = await listResults(contestId);
  const standings = contestStandings(contest, results);
  const winners: { profileId: string; uid: string; rank: number; coins: number }[] = [];
  for (const standing of standings) {
    if (standing.prize === 0) continue;
    // A profile deleted since it played gets no wallet re-opened for it; its prize is not paid to anyone else.
    if (!(await profileExists(standing.uid, standing.profileId))) continue;
    // A prize is earned: it counts for « Élite » (in the prize's transaction; `contest-winners` decides the badge).
    await moveCoins(standing.profileId, standing.prize, 'contest:prize', `contest-prize:${contestId}`, [lifetimeEarningWrite(standing.profileId, standing.prize)]);
    winners.push({ profileId: standing.profileId, uid: standing.uid, rank: standing.rank, coins: standing.prize });
  }
  const settledAt = new Date().toISOString();
  await publishEvent(contestSettled, { contestId, title: contest.title, entries: results.length, winners: winners.slice(0, WINNERS_IN_EVENT), settledAt });
  await finishSettlement(contestId, settledAt);
  return true;
}
