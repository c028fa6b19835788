import { dictationCompleted } from '@plume/events';
import { eventConsumer } from '#runtime/events';
import { profileExists } from '#data/accounts';
import { moveCoins } from '#data/wallet';

/** Credits what a graded dictation earned, once per attempt whatever the number of deliveries (key `dictation:<attemptId>`). */
export const handler = eventConsumer(dictationCompleted, async ({ detail }) => {
  if (detail.coins === 0) return;
  if (!(await profileExists(detail.uid, detail.profileId))) return;
  await moveCoins(detail.profileId, detail.coins, 'dictation', `dictation:${detail.attemptId}`);
});
