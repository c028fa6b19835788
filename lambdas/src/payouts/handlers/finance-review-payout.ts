import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { reviewPayout } from '#payouts/payouts';

const done = { approve: 'payout_approved', mark_paid: 'payout_paid', reject: 'payout_rejected' } as const;

/** Finance approves, marks paid or rejects a request: one conditional transition each (docs/payouts.md). */
export const handler = httpHandler(api.financeReviewPayout, async ({ body, identity }) => ({ message: done[body.action], data: { payout: await reviewPayout(identity, body) } }));
