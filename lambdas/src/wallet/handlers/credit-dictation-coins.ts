import { dictationCompleted } from '@plume/events';
import { eventConsumer } from '#runtime/events';
import { unlockFor } from '#badges/unlock-for';
import { profileExists } from '#account/data/accounts';
import { creditEarning } from '#wallet/data/earnings';

/**
 * Credits what a graded dictation earned, once per attempt whatever the number of deliveries (key
 * `dictation:<attemptId>`), within the day's cap; a passage taken again pays only what its new best adds (docs/economy.md).
 */
export const handler = eventConsumer(dictationCompleted, async ({ detail }) => {
  if (detail.coins === 0) return;
  if (!(await profileExists(detail.uid, detail.profileId))) return;
  await creditEarning({ uid: detail.uid, profileId: detail.profileId, source: 'dictation', amount: detail.coins, key: `dictation:${detail.attemptId}`, ...(detail.passageId ? { content: `dictation:${detail.passageId}` } : {}), earnedAt: detail.completedAt });
  // The coins count for « Élite »: decided even when this delivery is a replay, so a retry finishes the work.
  await unlockFor(detail.profileId);
});
