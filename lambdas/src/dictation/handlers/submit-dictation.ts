import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { assertOwnProfile } from '#account/profiles';
import { getDictationSettings } from '#dictation/data/dictations';
import { submitDictation } from '#dictation/submit-dictation';

/** Hands in an answer and answers with the correction: graded once, the same result for any repeat. */
export const handler = httpHandler(api.submitDictation, async ({ body, identity }) => {
  const [, settings] = await Promise.all([assertOwnProfile(identity, body.profileId), getDictationSettings(body.profileId)]);
  const result = await submitDictation(body.profileId, body.attemptId, body.answer, settings);
  return { message: 'dictation_graded', data: result };
});
