import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { lastHeartbeat } from '#ops/data/heartbeat';

/** Liveness for ops and load balancers: proves the table answers and shows when the scheduler last ran. */
export const handler = httpHandler(api.health, async () => ({
  data: { status: 'ok' as const, time: new Date().toISOString(), lastHeartbeat: (await lastHeartbeat()) ?? null },
}));
