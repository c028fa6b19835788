import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { financeQueue } from '#payouts/payouts';

/** The finance queue, by status, with each request's audit trail. */
export const handler = httpHandler(api.financeListPayouts, async ({ body }) => ({ message: 'payouts_loaded', data: await financeQueue(body) }));
