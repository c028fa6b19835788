import { spellingCompleted } from '@plume/events';
import { eventConsumer } from '#runtime/events';
import { unlockFor } from '#badges/unlock-for';
import { profileExists } from '#account/data/accounts';
import { creditEarning } from '#wallet/data/earnings';

/**
 * Credits a finished session's coins, once per session whatever the number of deliveries (key `spelling:<sessionId>`),
 * within the day's cap; a parent's list played again pays only what its new best adds (docs/economy.md). A level's
 * session draws new words each time, so it is not a replay.
 */
export const handler = eventConsumer(spellingCompleted, async ({ detail }) => {
  if (detail.coins === 0) return;
  if (!(await profileExists(detail.uid, detail.profileId))) return;
  await creditEarning({ uid: detail.uid, profileId: detail.profileId, source: 'spelling', amount: detail.coins, key: `spelling:${detail.sessionId}`, ...(detail.listId ? { content: `spelling-list:${detail.listId}` } : {}), earnedAt: detail.completedAt });
  // The coins count for « Élite »: decided even when this delivery is a replay, so a retry finishes the work.
  await unlockFor(detail.profileId);
});
