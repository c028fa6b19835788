import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { requestPayout } from '#payouts/payouts';

/** A redeem request: the coins are held in the same transaction that records it (docs/payouts.md). */
export const handler = httpHandler(api.requestPayout, async ({ body, identity }) => ({ status: 201, message: 'payout_requested', data: await requestPayout(identity!, body) }));
