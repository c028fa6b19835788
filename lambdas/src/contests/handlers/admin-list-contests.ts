import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { adminContests } from '#contests/contests';

/** Every open contest and the latest settled ones, newest start first. */
export const handler = httpHandler(api.adminListContests, async () => ({ message: 'contests_loaded', data: { items: await adminContests() } }));
