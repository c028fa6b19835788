import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { assertOwnProfile } from '#account/profiles';
import { openSpelling } from '#spelling/sessions';

/** Opens a spelling session of a level (maybe one rule) or of a parent's list: audio and lengths, never spellings. */
export const handler = httpHandler(api.startSpelling, async ({ body, identity }) => {
  await assertOwnProfile(identity, body.profileId);
  return { status: 201, message: 'spelling_started', data: await openSpelling(identity.sub, body.profileId, body.source) };
});
