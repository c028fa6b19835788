import { LOGIN_PATH } from '@plume/shared/route-access';
import { lazy, useEffect, useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { NavigationProvider } from '@/components/app-link';
import { SiteLayout } from '@/components/layout/site-layout';
import { withScreenTranslations } from '@/lib/i18n';
import { startSession } from '@/lib/session';

// Signed-in people only: loaded with the header's account menu, never by the first page of a visitor.
const NotificationBell = lazy(() =>
  withScreenTranslations(import('@/features/notifications/components/notification-bell')).then(({ NotificationBell }) => ({ default: NotificationBell })),
);

/** The layout around every page, and the session's life: it follows the auth service from the first page on. */
export function AppShell() {
  const navigate = useNavigate();
  useEffect(() => startSession({ redirectToLogin: () => void navigate(LOGIN_PATH, { replace: true }) }), [navigate]);
  // Links of the components shared with the prerendered first pages move through the router here.
  const navigation = useMemo(() => ({ Link, navigate: (to: string) => void navigate(to) }), [navigate]);
  return (
    <NavigationProvider value={navigation}>
      <SiteLayout signedInActions={<NotificationBell />} />
    </NavigationProvider>
  );
}
