import { LOGIN_PATH } from '@plume/shared/route-access';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { SiteLayout } from '@/components/layout/site-layout';
import { startSession } from '@/lib/session';

/** The layout around every page, and the session's life: it follows the auth service from the first page on. */
export function AppShell() {
  const navigate = useNavigate();
  useEffect(() => startSession({ redirectToLogin: () => void navigate(LOGIN_PATH, { replace: true }) }), [navigate]);
  return <SiteLayout />;
}
