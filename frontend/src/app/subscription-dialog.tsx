import { Button, Group, Text } from '@mantine/core';
import { Dialog } from '@/components/dialog';
import { useLocaleFormat } from '@/lib/locale-format';
import { planPrices, TRIAL_DAYS } from '@plume/shared/plans';
import { PAYMENT_PATH } from '@plume/shared/route-access';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAccount } from '@/lib/account/get-account';

/**
 * Seed §4 and §8: a premium page opened without an active subscription. Closing it means going back home. Only a
 * signed-in person meets it, so «S'abonner maintenant» leads to the plans (the seed's /auth/sign-up/ would send them
 * on to the profile selector, and round again). The title and subtitle are the seed's words; the prices are the plans'.
 * An account that never subscribed is offered the free trial.
 */
export function SubscriptionDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const format = useLocaleFormat();
  const trialAvailable = useAccount().data?.trialAvailable === true;
  return (
    <Dialog opened onClose={() => void navigate('/')} title={t('subscriptionDialog.title')} centered>
      <Text fw={600}>{t('subscriptionDialog.subtitle')}</Text>
      <Text c="dimmed" mt="xs">
        {t('subscriptionDialog.body')}
      </Text>
      <Text fw={600} mt="xs">
        {t('subscriptionDialog.price', { monthly: format.euros(planPrices.monthly.amountCents), yearly: format.euros(planPrices.yearly.amountCents) })}
      </Text>
      {trialAvailable && (
        <Text fw={600} c="teal.9" mt="xs">
          {t('subscriptionDialog.trial', { count: TRIAL_DAYS })}
        </Text>
      )}
      <Group justify="flex-end" mt="xl">
        <Button component={Link} to="/" variant="default">
          {t('subscriptionDialog.backHome')}
        </Button>
        <Button component={Link} to={PAYMENT_PATH} data-autofocus>
          {t(trialAvailable ? 'subscriptionDialog.subscribeTrial' : 'subscriptionDialog.subscribe')}
        </Button>
      </Group>
    </Dialog>
  );
}
