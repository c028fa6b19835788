import * as api from '@plume/shared/endpoints';
import { badgeNames, message, type BadgeType } from '@plume/shared';
import { httpHandler } from '#runtime/http';
import { assertOwnProfile } from '#accounts/profiles';
import { listNotifications } from '#data/notifications';

/** The profile's notifications, newest first, worded in the caller's language. */
export const handler = httpHandler(api.getNotifications, async ({ body, identity, language }) => {
  const [, all] = await Promise.all([assertOwnProfile(identity!, body.profileId), listNotifications(body.profileId)]);
  const items = all.slice(0, body.limit ?? 50).map((n) => ({
    id: n.id, type: n.type, createdAt: n.createdAt, read: n.read,
    title: message('badge_unlocked', language),
    body: badgeNames[n.params.badge as BadgeType]?.[language] ?? n.params.badge,
    ...(n.params.badge ? { badge: n.params.badge } : {}),
  }));
  return { message: 'notifications_loaded', data: { total: all.length, unread: all.filter((n) => !n.read).length, items } };
});
