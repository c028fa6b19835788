import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { saveContest } from '#contests/contests';

/** Creates a contest (its questions fixed now), or edits one that has not started. */
export const handler = httpHandler(api.adminSaveContest, async ({ body, identity }) => {
  const { created, contest } = await saveContest(identity, body);
  return { status: created ? 201 : 200, message: 'contest_saved', data: { contest } };
});
