import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { assertOwnProfile } from '#account/profiles';
import { markRead } from '#notifications/data/notifications';

export const handler = httpHandler(api.markNotificationsRead, async ({ body, identity }) => {
  await assertOwnProfile(identity, body.profileId);
  await markRead(body.profileId, body.ids);
  return { message: 'notifications_marked_read', data: {} };
});
