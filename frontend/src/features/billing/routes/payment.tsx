import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { TRIAL_DAYS } from '@plume/shared/plans';
import { PROFILE_SELECTOR_PATH } from '@plume/shared/route-access';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { QueryState } from '@/components/query-state';
import { useAccount } from '@/lib/account/get-account';
import { useAbandonCheckout } from '../api/abandon-checkout';
import { useCheckout } from '../api/create-checkout-session';
import { PlanCards } from '../components/plan-cards';

/**
 * Choosing a plan opens Stripe Checkout; coming back with `canceled=1` means the person changed their mind: that
 * checkout is closed, so the account no longer waits for it.
 */
export function PaymentRoute() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const canceled = search.get('canceled') === '1';
  const { mutate: abandon } = useAbandonCheckout();
  useEffect(() => {
    if (canceled) abandon();
  }, [canceled, abandon]);
  const account = useAccount();
  return (
    <Container size="lg" py={{ base: 40, md: 64 }}>
      <title>{`${t('payment.title')} — Plume`}</title>
      <Stack align="center" ta="center" gap="sm" mb={40}>
        <Title order={1}>{t('payment.title')}</Title>
        <Text size="lg" c="dimmed" maw={560}>
          {t('payment.subtitle')}
        </Text>
      </Stack>
      <QueryState query={account}>
        {({ isPremium, trialAvailable }) =>
          isPremium ? (
            <Stack align="center">
              <Text>{t('messages.subscription_already_active')}</Text>
              <Button component={Link} to={PROFILE_SELECTOR_PATH}>
                {t('payment.toProfiles')}
              </Button>
            </Stack>
          ) : (
            <PlanChoice canceled={canceled} trial={trialAvailable} />
          )
        }
      </QueryState>
    </Container>
  );
}

/**
 * The plans with their «Choisir» buttons; after a cancelled checkout, a gentle word first. An account that never
 * subscribed starts with the free trial: the card is asked for up front (so nothing stops at its end), which the
 * page says before anyone chooses, with the day of the first charge.
 */
function PlanChoice({ canceled, trial }: { canceled: boolean; trial: boolean }) {
  const { t, i18n } = useTranslation();
  const checkout = useCheckout();
  // The day a trial started now ends, fixed when the page opens.
  const [trialEnd] = useState(() => new Date(Date.now() + TRIAL_DAYS * 86_400_000));
  const firstCharge = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'long' }).format(trialEnd);
  return (
    <>
      {canceled && (
        <Alert color="blue" maw={760} mx="auto" mb="xl" title={t('payment.canceledTitle')}>
          {t('payment.canceledBody')}
        </Alert>
      )}
      {trial && (
        <Alert color="teal" maw={760} mx="auto" mb="xl" title={t('payment.trialTitle', { count: TRIAL_DAYS })}>
          {t('payment.trialBody', { date: firstCharge })}
        </Alert>
      )}
      <PlanCards
        action={(plan) => (
          <Button
            size="md"
            variant={plan === 'yearly' ? 'filled' : 'light'}
            loading={checkout.isPending && checkout.variables === plan}
            disabled={checkout.isPending && checkout.variables !== plan}
            onClick={() => checkout.mutate(plan)}
            aria-label={t(trial ? 'payment.chooseTrialNamed' : 'payment.chooseNamed', { plan: t(`plans.${plan}.name`) })}
          >
            {t(trial ? 'payment.chooseTrial' : 'payment.choose')}
          </Button>
        )}
      />
      <Text ta="center" size="sm" c="dimmed" mt="lg">
        {t('payment.secure')}
      </Text>
    </>
  );
}
