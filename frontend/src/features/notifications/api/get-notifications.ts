import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppNotification, Notifications } from '@plume/shared/quiz/play-requests';
import { call } from '@/lib/api-client';
import { notificationKeys } from './query-keys';

export type { AppNotification, Notifications };

/** The notifications page shows this many, newest first. */
export const NOTIFICATIONS_PAGE_SIZE = 50;
/** The header's count follows new notifications this often (and whenever the window gets the focus back). */
const UNREAD_POLL_MS = 30_000;

/**
 * `get_notifications`: a profile's newest notifications and how many are unread; texts come in the caller's language.
 * Typed by the contract, not parsed here: the header's bell polls it on every signed-in page, which must not download
 * the schema library (the integration tests check every answer against the contract's schema).
 */
export function getNotifications(input: { profileId: string; limit?: number }): Promise<Notifications> {
  return call('get_notifications', input, { showSuccessToast: false });
}

export const notificationsQueryOptions = (profileId: string) =>
  queryOptions({ queryKey: notificationKeys.list(profileId), queryFn: () => getNotifications({ profileId, limit: NOTIFICATIONS_PAGE_SIZE }), refetchOnWindowFocus: true });

export const useNotifications = (profileId: string) => useQuery(notificationsQueryOptions(profileId));

/** The unread count alone: one item asked for, the count comes with it. */
export const unreadNotificationsQueryOptions = (profileId: string) =>
  queryOptions({
    queryKey: notificationKeys.unread(profileId),
    queryFn: () => getNotifications({ profileId, limit: 1 }),
    select: ({ unread }) => unread,
    // Every failure is toasted: a failing poll stops instead of toasting every 30 s; the next focus tries again.
    refetchInterval: (query) => (query.state.status === 'error' ? false : UNREAD_POLL_MS),
    refetchOnWindowFocus: true,
  });

export function useUnreadNotifications(profileId: string | undefined) {
  return useQuery({ ...unreadNotificationsQueryOptions(profileId ?? ''), enabled: !!profileId });
}
