import { LOGIN_PATH } from '@plume/shared/route-access';
import { lazy, useEffect } from 'react';
import { useNavigate } from 'react-router';
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
  return <SiteLayout signedInActions={<NotificationBell />} />;
}
