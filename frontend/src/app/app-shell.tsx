import { LOGIN_PATH } from '@plume/shared/route-access';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { NavigationProvider } from '@/components/app-link';
import { SiteLayout } from '@/components/layout/site-layout';
import { useAppUpdateWaiting } from '@/lib/app-update';
import { withScreenTranslations } from '@/lib/i18n';
import { startSession } from '@/lib/session';
import { useOfflineWorkSync } from './offline-sync';

// Signed-in people only: loaded with the header's account menu, never by the first page of a visitor.
const NotificationBell = lazy(() =>
  withScreenTranslations(import('@/features/notifications/components/notification-bell')).then(({ NotificationBell }) => ({ default: NotificationBell })),
);

// Downloaded (with the screens' core words) only once a new version of the app waits.
const AppUpdateNotice = lazy(() => withScreenTranslations(import('@/components/app-update-notice')).then(({ AppUpdateNotice }) => ({ default: AppUpdateNotice })));

/**
 * The layout around every page, and the session's life: it follows the auth service from the first page on, sends what
 * was done offline when it can (docs/offline.md) and says when a new version of the app waits.
 */
export function AppShell() {
  const navigate = useNavigate();
  useEffect(() => startSession({ redirectToLogin: () => void navigate(LOGIN_PATH, { replace: true }) }), [navigate]);
  useOfflineWorkSync();
  const updateWaiting = useAppUpdateWaiting();
  // Links of the components shared with the prerendered first pages move through the router here.
  const navigation = useMemo(() => ({ Link, navigate: (to: string) => void navigate(to) }), [navigate]);
  return (
    <NavigationProvider value={navigation}>
      <SiteLayout signedInActions={<NotificationBell />} />
      {updateWaiting && (
        <Suspense fallback={null}>
          <AppUpdateNotice />
        </Suspense>
      )}
    </NavigationProvider>
  );
}
