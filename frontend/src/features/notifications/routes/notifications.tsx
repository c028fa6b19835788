import { Anchor, Box, Button, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppPage } from '@/components/app-page';
import { EmptyState } from '@/components/empty-state';
import { ProfileGate } from '@/components/profile-gate';
import { QueryState } from '@/components/query-state';
import { useLocaleFormat } from '@/lib/locale-format';
import { useNotifications, type AppNotification } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { BellIcon } from '../components/bell-icon';

/** `/notifications`: the active profile's notifications, newest first, unread ones marked by a dot. */
export function NotificationsRoute() {
  const { t } = useTranslation();
  return (
    <AppPage title={t('notifications.title')}>
      <ProfileGate>{(profile) => <NotificationList profileId={profile.id} />}</ProfileGate>
    </AppPage>
  );
}

function NotificationList({ profileId }: { profileId: string }) {
  const { t } = useTranslation();
  const notifications = useNotifications(profileId);
  const markRead = useMarkNotificationsRead();
  const markingAll = markRead.isPending && !markRead.variables.ids;
  return (
    <QueryState query={notifications}>
      {({ unread, total, items }) => (
        <Stack gap="lg">
          <Group justify="space-between">
            <Text c="dimmed" aria-live="polite">
              {unread ? t('notifications.unreadCount', { count: unread }) : t('notifications.allRead')}
            </Text>
            <Button variant="light" onClick={() => markRead.mutate({ profileId })} disabled={unread === 0} loading={markingAll}>
              {t('notifications.markAllRead')}
            </Button>
          </Group>
          {items.length === 0 ? (
            <EmptyState icon={<BellIcon size={40} />}>{t('notifications.empty')}</EmptyState>
          ) : (
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
              {items.map((item) => (
                <NotificationItem key={item.id} item={item} onRead={() => markRead.mutate({ profileId, ids: [item.id] })} />
              ))}
            </Stack>
          )}
          {total > items.length && (
            <Text size="sm" c="dimmed" ta="center">
              {t('notifications.newestOnly', { count: items.length })}
            </Text>
          )}
        </Stack>
      )}
    </QueryState>
  );
}

function NotificationItem({ item, onRead }: { item: AppNotification; onRead: () => void }) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  return (
    <Paper component="li" withBorder radius="md" p="md" bg={item.read ? undefined : 'indigo.0'} data-read={item.read}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Box w={10} h={10} mt={7} bg={item.read ? 'transparent' : 'indigo.6'} style={{ borderRadius: '50%', flexShrink: 0 }} aria-hidden="true" />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" align="flex-start" gap="xs">
            <Text fw={item.read ? 500 : 700}>
              {!item.read && <VisuallyHidden>{t('notifications.unread')} </VisuallyHidden>}
              {item.title}
            </Text>
            <Text component="time" dateTime={item.createdAt} title={format.date(item.createdAt, { dateStyle: 'long', timeStyle: 'short' })} size="xs" c="dimmed">
              {format.relative(item.createdAt)}
            </Text>
          </Group>
          <Text size="sm">{item.body}</Text>
          <Group gap="md">
            {item.badge && (
              <Anchor component={Link} to="/quiz/badges" size="xs" fw={700}>
                {t('notifications.seeBadges')}
              </Anchor>
            )}
            {item.type === 'family-challenge' && (
              <Anchor component={Link} to="/quiz/family-challenge" size="xs" fw={700}>
                {t('notifications.seeChallenges')}
              </Anchor>
            )}
            {!item.read && (
              <Button variant="subtle" size="compact-xs" onClick={onRead} ml={-6}>
                {t('notifications.markRead')}
              </Button>
            )}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
