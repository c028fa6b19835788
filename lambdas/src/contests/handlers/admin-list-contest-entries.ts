import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { adminContestEntries } from '#contests/contests';

/** A contest's entries, with each one's score and rank once played. */
export const handler = httpHandler(api.adminListContestEntries, async ({ body }) => ({ message: 'contest_entries_loaded', data: await adminContestEntries(body.contestId) }));
