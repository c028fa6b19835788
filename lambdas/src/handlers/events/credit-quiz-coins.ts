import { quizCompleted } from '@plume/events';
import { eventConsumer } from '#runtime/events';
import { moveCoins } from '#data/wallet';

/** Credits what a finished game earned, once per game whatever the number of deliveries (key `quiz:<gameId>`). */
export const handler = eventConsumer(quizCompleted, async ({ detail }) => {
  if (detail.coins === 0) return;
  await moveCoins(detail.profileId, detail.coins, `quiz:${detail.mode}`, `quiz:${detail.gameId}`);
});
