import { recordHeartbeat } from '#ops/data/heartbeat';

/** Runs every minute from the schedule in the route table. */
export const handler = async (event: { time?: string }): Promise<void> => {
  await recordHeartbeat(event.time ?? new Date().toISOString());
};
