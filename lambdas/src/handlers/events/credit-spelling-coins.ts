import { spellingCompleted } from '@plume/events';
import { eventConsumer } from '#runtime/events';
import { profileExists } from '#data/accounts';
import { moveCoins } from '#data/wallet';

/** Credits a finished session's coins, once per session whatever the number of deliveries (key `spelling:<sessionId>`). */
export const handler = eventConsumer(spellingCompleted, async ({ detail }) => {
  if (detail.coins === 0) return;
  if (!(await profileExists(detail.uid, detail.profileId))) return;
  await moveCoins(detail.profileId, detail.coins, 'spelling', `spelling:${detail.sessionId}`);
});
