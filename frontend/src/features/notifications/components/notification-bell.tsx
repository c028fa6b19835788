import { ActionIcon, Indicator } from '@mantine/core';
import { subscriptionIsActive } from '@plume/shared/plans';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useActiveProfile } from '@/lib/account/active-profile';
import { useAccount } from '@/lib/account/get-account';
import { useUnreadNotifications } from '../api/get-notifications';
import { BellIcon } from './bell-icon';

/**
 * The header's bell: the active profile's unread count, kept fresh every 30 s and on window focus. Notifications are
 * a subscriber's (the API answers 403 otherwise), so the bell only shows for an active subscription with a profile.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const account = useAccount();
  const profile = useActiveProfile(account.data);
  const subscribed = !!account.data && subscriptionIsActive(account.data);
  const unread = useUnreadNotifications(subscribed ? profile?.id : undefined);
  if (!profile || !subscribed) return null;
  const count = unread.data ?? 0;
  return (
    <Indicator label={count > 99 ? '99+' : count} disabled={count === 0} size={18} color="red" offset={6} inline withBorder>
      <ActionIcon
        component={Link}
        to="/notifications"
        variant="subtle"
        color="dark"
        size="lg"
        radius="xl"
        aria-label={count ? t('notifications.bellUnread', { count }) : t('notifications.bell')}
      >
        <BellIcon size={22} />
      </ActionIcon>
    </Indicator>
  );
}
