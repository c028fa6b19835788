import { crosswordCompleted } from '@plume/events';
import { eventConsumer } from '#runtime/events';
import { profileExists } from '#data/accounts';
import { moveCoins } from '#data/wallet';

/** Credits a solved grid's coins, once per grid whatever the number of deliveries (key `crossword:<puzzleId>`). */
export const handler = eventConsumer(crosswordCompleted, async ({ detail }) => {
  if (detail.coins === 0) return;
  if (!(await profileExists(detail.uid, detail.profileId))) return;
  await moveCoins(detail.profileId, detail.coins, 'crossword', `crossword:${detail.puzzleId}`);
});
