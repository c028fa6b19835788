import { spellingCompleted } from '@plume/events';
import { eventConsumer } from '#runtime/events';
import { getSession } from '#spelling/data/spelling';
import { addSessionToTotals } from '#spelling/data/spelling-statistics';

/**
 * Adds a finished session to its profile's spelling totals, once per session whatever the number of deliveries (the
 * marker is written with the additions). The outcome is read from the stored session, which holds the per-rule tally;
 * a session gone (its profile deleted) adds nothing.
 */
export const handler = eventConsumer(spellingCompleted, async ({ detail }) => {
  const session = await getSession(detail.profileId, detail.sessionId);
  if (session?.status !== 'finished' || !session.outcome) return;
  await addSessionToTotals(detail.profileId, detail.sessionId, session.outcome);
});
