import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { readBusinessMetrics } from '#ops/business-metrics';

/** The business figures of a period (24 h, 7 or 30 days), as the ops dashboard graphs them, read from CloudWatch. */
export const handler = httpHandler(api.adminGetMetrics, async ({ body }) => ({ message: 'metrics_loaded', data: await readBusinessMetrics(body.period) }));
