import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { assertOwnProfile } from '#account/profiles';
import { listAttemptSummaries } from '#dictation/data/dictations';

/** The profile's graded dictations, newest first (all, or one passage's), for its statistics and comparisons. */
export const handler = httpHandler(api.getDictationHistory, async ({ body, identity }) => {
  const [, attempts] = await Promise.all([assertOwnProfile(identity, body.profileId), listAttemptSummaries(body.profileId, body.passageId)]);
  return { message: 'dictation_history_loaded', data: { attempts } };
});
