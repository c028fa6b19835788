import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { redriveDeadLetter } from '#ops/dead-letters';

/** Puts one parked event back on the bus (its consumers are idempotent), then takes it off its queue. */
export const handler = httpHandler(api.adminRedriveDeadLetter, async ({ body }) => ({ message: 'dead_letter_redriven', data: await redriveDeadLetter(body.rule, body.messageId) }));
