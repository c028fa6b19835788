import { contestSettled } from '@plume/events';
import { eventConsumer } from '#runtime/events';
import { unlockFor } from '#badges/unlock-for';
import { profileExists } from '#account/data/accounts';
import { notifyOnce } from '#notifications/data/notifications';

/**
 * After a contest's settlement (which paid the prizes itself): each winner's family is told its place and coins
 * (notification `contest-<id>`, written once), and a first place unlocks « most wanted winner »; the prize the
 * settlement paid counts for « Élite » (a badge is unlocked once). A replay changes nothing.
 */
export const handler = eventConsumer(contestSettled, async ({ detail }) => {
  for (const winner of detail.winners) {
    if (!(await profileExists(winner.uid, winner.profileId))) continue;
    await notifyOnce(winner.profileId, {
      id: `contest-${detail.contestId}`,
      type: 'contest',
      params: { title: detail.title, rank: String(winner.rank), coins: String(winner.coins), contestId: detail.contestId },
      createdAt: detail.settledAt,
    });
    await unlockFor(winner.profileId, winner.rank === 1 ? { counters: { contestWins: 1 } } : {});
  }
});
