import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { assertOwnProfile } from '#account/profiles';
import { saveDictationCopy } from '#dictation/save-dictation-copy';

/** The learner's copy, saved as they type; a late or repeated save changes nothing, a save after hand-in is refused. */
export const handler = httpHandler(api.saveDictationCopy, async ({ body, identity }) => {
  await assertOwnProfile(identity, body.profileId);
  return { message: 'dictation_copy_saved', data: await saveDictationCopy(body) };
});
