import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { listDeadLetters } from '#ops/dead-letters';

/** What every rule's dead-letter queue holds (a first page of each), newest first. */
export const handler = httpHandler(api.adminListDeadLetters, async () => ({ message: 'dead_letters_loaded', data: await listDeadLetters() }));
