import { Button, Loader, ThemeIcon } from '@mantine/core';
import { PROFILE_SELECTOR_PATH } from '@plume/shared/route-access';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckIcon } from '@/components/icon';
import { StatusPage } from '@/components/status-page';
import { accountQueryOptions } from '@/lib/account/get-account';
import { useSession } from '@/lib/session';

/** Stripe's webhook makes the account premium a moment after the payment: ask every 2 s, for 30 s at most. */
const POLL_INTERVAL_MS = 2000;
const POLL_TIMEOUT_MS = 30_000;

export function PaymentSuccessRoute() {
  const { t, i18n } = useTranslation();
  const activation = usePremiumActivation();

  if (activation.state === 'active') {
    return (
      <StatusPage
        mark={
          <ThemeIcon size={72} radius={72} color="teal" variant="light">
            <CheckIcon size={36} />
          </ThemeIcon>
        }
        title={t('paymentSuccess.title')}
        action={
          <Button component={Link} to={PROFILE_SELECTOR_PATH} size="md">
            {t('paymentSuccess.cta')}
          </Button>
        }
      >
        {activation.trialEnd
          ? t('paymentSuccess.trialBody', { date: new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'long' }).format(new Date(activation.trialEnd)) })
          : t('paymentSuccess.body')}
      </StatusPage>
    );
  }
  if (activation.state === 'timed-out') {
    return (
      <StatusPage title={t('paymentSuccess.slowTitle')} action={<Button onClick={activation.retry}>{t('common.retry')}</Button>}>
        {t('paymentSuccess.slowBody')}
      </StatusPage>
    );
  }
  return (
    <StatusPage mark={<Loader aria-hidden="true" />} title={t('paymentSuccess.waitingTitle')}>
      <span role="status">{t('paymentSuccess.waitingBody')}</span>
    </StatusPage>
  );
}

/** Polls get_user until the account is premium; gives up after a while, and starts again on request. */
function usePremiumActivation(): { state: 'waiting' | 'active' | 'timed-out'; retry: () => void; trialEnd?: string | null } {
  const { user } = useSession();
  const [attempt, setAttempt] = useState(0);
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), POLL_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [attempt]);
  const account = useQuery({
    ...accountQueryOptions(user?.uid ?? ''),
    enabled: !!user,
    refetchInterval: (query) => (query.state.data?.isPremium || timedOut ? false : POLL_INTERVAL_MS),
  });
  const retry = () => {
    setTimedOut(false);
    setAttempt((count) => count + 1);
    void account.refetch();
  };
  if (account.data?.isPremium) return { state: 'active', retry, trialEnd: account.data.trialing ? account.data.periodEnd : null };
  return { state: timedOut ? 'timed-out' : 'waiting', retry };
}
