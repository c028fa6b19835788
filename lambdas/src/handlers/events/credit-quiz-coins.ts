import { quizCompleted } from '@plume/events';
import { eventConsumer } from '#runtime/events';
import { profileExists } from '#data/accounts';
import { moveCoins } from '#data/wallet';

/** Credits what a finished game earned, once per game whatever the number of deliveries (key `quiz:<gameId>`). */
export const handler = eventConsumer(quizCompleted, async ({ detail }) => {
  if (detail.coins === 0) return;
  // A game finished just before its profile was deleted must not open a new wallet for it.
  if (!(await profileExists(detail.uid, detail.profileId))) return;
  await moveCoins(detail.profileId, detail.coins, `quiz:${detail.mode}`, `quiz:${detail.gameId}`);
});
