import { payoutEvents } from '@plume/events';
import { eventsConsumer } from '#runtime/events';
import { profileExists } from '#account/data/accounts';
import { notifyOnce } from '#notifications/data/notifications';

/**
 * Tells the family each step of its payout request, in the feed of the profile whose coins it holds. Once per step
 * (notification id `payout-<id>-<status>`, conditional put), and not for a profile deleted meanwhile.
 */
export const handler = eventsConsumer(Object.values(payoutEvents), async ({ detail }) => {
  if (!(await profileExists(detail.uid, detail.profileId))) return;
  await notifyOnce(detail.profileId, {
    id: `payout-${detail.payoutId}-${detail.status}`,
    type: 'payout',
    params: { status: detail.status, coins: String(detail.coins), cents: String(detail.cents), ...(detail.reason ? { reason: detail.reason } : {}) },
    createdAt: detail.at,
  });
});
