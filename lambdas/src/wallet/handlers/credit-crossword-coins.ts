import { crosswordCompleted } from '@plume/events';
import { eventConsumer } from '#runtime/events';
import { unlockFor } from '#badges/unlock-for';
import { profileExists } from '#account/data/accounts';
import { creditEarning } from '#wallet/data/earnings';

/** Credits a solved grid's coins, once per grid whatever the number of deliveries (key `crossword:<puzzleId>`), within the day's cap (docs/economy.md). */
export const handler = eventConsumer(crosswordCompleted, async ({ detail }) => {
  if (detail.coins === 0) return;
  if (!(await profileExists(detail.uid, detail.profileId))) return;
  await creditEarning({ uid: detail.uid, profileId: detail.profileId, source: 'crossword', amount: detail.coins, key: `crossword:${detail.puzzleId}`, earnedAt: detail.completedAt });
  // The coins count for « Élite »: decided even when this delivery is a replay, so a retry finishes the work.
  await unlockFor(detail.profileId);
});
