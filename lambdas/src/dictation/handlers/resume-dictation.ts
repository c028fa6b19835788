import * as api from '@plume/shared/endpoints';
import { Refusal } from '@plume/shared';
import { httpHandler } from '#runtime/http';
import { assertOwnProfile } from '#account/profiles';
import { getAttempt, getDictationSettings } from '#dictation/data/dictations';
import { reopenDictation } from '#dictation/open-dictation';

/** Reopens the profile's started dictation where it was: its audio and the copy as last saved, never the text. */
export const handler = httpHandler(api.resumeDictation, async ({ body, identity }) => {
  const [, attempt, settings] = await Promise.all([assertOwnProfile(identity, body.profileId), getAttempt(body.profileId, body.attemptId), getDictationSettings(body.profileId)]);
  if (!attempt) throw new Refusal('not_found', 'dictation_attempt_not_found');
  return { message: 'dictation_resumed', data: await reopenDictation(attempt, settings) };
});
