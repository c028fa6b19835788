import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { assertOwnProfile } from '#account/profiles';
import { saveDictationSettings } from '#dictation/data/dictations';

/** The profile's barème and whether the 1990 reformed spellings are accepted; used from its next submission on. */
export const handler = httpHandler(api.updateDictationSettings, async ({ body, identity }) => {
  await assertOwnProfile(identity, body.profileId);
  await saveDictationSettings(body.profileId, body.settings);
  return { message: 'dictation_settings_saved', data: body.settings };
});
