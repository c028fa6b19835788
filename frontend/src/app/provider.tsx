import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/nprogress/styles.css';
import './global.css';
import { MantineProvider, mergeThemeOverrides, Notification } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { NavigationProgress } from '@mantine/nprogress';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cssVariablesResolver, theme } from './theme';

/** At most 20 toasts on screen at once (seed §9); more wait in the queue. */
const MAX_TOASTS = 20;

export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const { t } = useTranslation();
  // Every toast's close button is named, in the visitor's language, wherever the toast comes from.
  const closeNotification = t('common.closeNotification');
  const localizedTheme = useMemo(
    () => mergeThemeOverrides(theme, { components: { Notification: Notification.extend({ defaultProps: { closeButtonProps: { 'aria-label': closeNotification } } }) } }),
    [closeNotification],
  );
  return (
    <MantineProvider theme={localizedTheme} cssVariablesResolver={cssVariablesResolver}>
      <NavigationProgress aria-label={t('common.pageLoading')} />
      <Notifications limit={MAX_TOASTS} />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
