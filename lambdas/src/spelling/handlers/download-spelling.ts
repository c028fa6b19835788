import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { assertOwnProfile } from '#account/profiles';
import { downloadSpelling } from '#spelling/sessions';

/** Opens a session to be played offline: every item's sound at once, never a spelling (docs/offline.md). */
export const handler = httpHandler(api.downloadSpelling, async ({ body, identity }) => {
  await assertOwnProfile(identity, body.profileId);
  return { status: 201, message: 'spelling_downloaded', data: await downloadSpelling(identity.sub, body.profileId, body.source) };
});
