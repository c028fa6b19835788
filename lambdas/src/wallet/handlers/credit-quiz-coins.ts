import { quizCompleted } from '@plume/events';
import { eventConsumer } from '#runtime/events';
import { unlockFor } from '#badges/unlock-for';
import { profileExists } from '#account/data/accounts';
import { creditEarning } from '#wallet/data/earnings';

/** Credits what a finished game earned, once per game whatever the number of deliveries (key `quiz:<gameId>`), within the day's cap (docs/economy.md). */
export const handler = eventConsumer(quizCompleted, async ({ detail }) => {
  if (detail.coins === 0) return;
  // A game finished just before its profile was deleted must not open a new wallet for it.
  if (!(await profileExists(detail.uid, detail.profileId))) return;
  await creditEarning({ uid: detail.uid, profileId: detail.profileId, source: 'quiz', amount: detail.coins, reason: `quiz:${detail.mode}`, key: `quiz:${detail.gameId}`, earnedAt: detail.completedAt });
  // The coins count for « Élite »: decided even when this delivery is a replay, so a retry finishes the work.
  await unlockFor(detail.profileId);
});
