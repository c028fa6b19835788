import './base-styles';
import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { notificationsStore, useNotifications } from '@mantine/notifications';
import { NavigationProgress } from '@mantine/nprogress';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cssVariablesResolver, theme } from './theme';

/** At most 20 toasts on screen at once (seed §9); more wait in the queue. */
const MAX_TOASTS = 20;
// The store queues by its own limit until the toasts' container mounts: set it from the start.
notificationsStore.updateState((state) => ({ ...state, limit: MAX_TOASTS }));

const Notifications = lazy(() => import('./toasts').then(({ Notifications }) => ({ default: Notifications })));

export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const { t } = useTranslation();
  // Every toast's close button is named, in the visitor's language, wherever the toast comes from.
  const closeNotification = t('common.closeNotification');
  const localizedTheme = useMemo(
    () => mergeThemeOverrides(theme, { components: { Notification: { defaultProps: { closeButtonProps: { 'aria-label': closeNotification } } } } }),
    [closeNotification],
  );
  return (
    <MantineProvider theme={localizedTheme} cssVariablesResolver={cssVariablesResolver}>
      <PageProgress />
      <Toasts />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}

/** The route progress bar, named as every progress bar must be. */
function PageProgress() {
  const { t } = useTranslation();
  return <NavigationProgress aria-label={t('common.pageLoading')} />;
}

/** The toasts' container (with its transitions) is downloaded with the first toast, not by every first page. */
function Toasts() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications limit={MAX_TOASTS} />
    </Suspense>
  );
}
