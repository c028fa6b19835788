import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { classifyRoute, decideRoute, type SessionState } from '@plume/shared/route-access';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { StatusPage } from '@/components/status-page';
import { withScreenTranslations } from '@/lib/i18n';
import { useRecordRecentActivity } from '@/lib/recent-activities';
import { useSession, type SessionUser } from '@/lib/session';
import type { SubscriptionStatus } from './subscription-status';

const SubscriptionDialog = lazy(() => withScreenTranslations(import('./subscription-dialog')).then(({ SubscriptionDialog }) => ({ default: SubscriptionDialog })));

/**
 * The one place that decides, for every address, whether its page renders, waits, redirects or asks for a
 * subscription. Unknown addresses too: the 404 page is one of its pages, shown once the address's class lets it.
 */
export function RouteGuard() {
  const location = useLocation();
  const session = useSession();
  const onPremiumRoute = classifyRoute(location.pathname) === 'premium';
  const subscription = useSubscriptionCheck(onPremiumRoute ? session.user : null, location.key);
  const decision = decideRoute(location.pathname, location.search, { auth: session.status, ...subscription, groups: session.user?.groups ?? [], mfaSetupRequired: session.user?.mfaSetupRequired ?? false });
  // An activity's page shown to a signed-in person is one the learner's home offers again (« Activités récentes »).
  useRecordRecentActivity(location.pathname, decision.kind === 'render' && session.status === 'signed-in');

  switch (decision.kind) {
    case 'render':
      return <Outlet />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'spinner':
      return <GuardSpinner label={decision.label} />;
    case 'subscription-dialog':
      return (
        <Suspense fallback={<GuardSpinner label="checking_subscription" />}>
          <SubscriptionDialog />
        </Suspense>
      );
    case 'forbidden':
      return <StaffOnly />;
  }
}

/** A staff page opened by someone outside its group: the API would refuse every call anyway. */
function StaffOnly() {
  const { t } = useTranslation();
  return (
    <StatusPage
      title={t('guard.staffOnly.title')}
      action={
        <Button component={Link} to="/">
          {t('common.backHome')}
        </Button>
      }
    >
      {t('guard.staffOnly.body')}
    </StatusPage>
  );
}

/**
 * Seed §4: the subscription is checked once per premium route visit. Each navigation has its own location key, so
 * a new visit starts a new check; the result of an older visit is ignored.
 */
function useSubscriptionCheck(user: SessionUser | null, visit: string): Pick<SessionState, 'subscription' | 'paymentPending'> {
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<SubscriptionStatus & { visit: string }>();
  useEffect(() => {
    if (!user) return;
    let current = true;
    void import('./subscription-status')
      .then(({ readSubscriptionStatus }) => readSubscriptionStatus(queryClient, user))
      .then((status) => {
        if (current) setOutcome({ ...status, visit });
      });
    return () => {
      current = false;
    };
  }, [queryClient, user, visit]);

  if (!user) return { subscription: 'unknown', paymentPending: false };
  if (outcome?.visit !== visit) return { subscription: 'checking', paymentPending: false };
  return { subscription: outcome.active ? 'active' : 'inactive', paymentPending: outcome.paymentPending };
}

function GuardSpinner({ label }: { label: 'authenticating' | 'checking_subscription' }) {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Stack align="center" gap="md">
        <Loader aria-hidden="true" />
        <Text c="dimmed">{t(`guard.${label}`)}</Text>
      </Stack>
    </Center>
  );
}
