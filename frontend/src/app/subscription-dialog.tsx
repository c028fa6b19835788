import { Button, Group, Text } from '@mantine/core';
import { Dialog } from '@/components/dialog';
import { useLocaleFormat } from '@/lib/locale-format';
import { planPrices } from '@plume/shared/plans';
import { PAYMENT_PATH } from '@plume/shared/route-access';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

/**
 * Seed §4 and §8: a premium page opened without an active subscription. Closing it means going back home. Only a
 * signed-in person meets it, so «S'abonner maintenant» leads to the plans (the seed's /auth/sign-up/ would send them
 * on to the profile selector, and round again). The title and subtitle are the seed's words; the prices are the plans'.
 */
export function SubscriptionDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const format = useLocaleFormat();
  return (
    <Dialog opened onClose={() => void navigate('/')} title={t('subscriptionDialog.title')} centered>
      <Text fw={600}>{t('subscriptionDialog.subtitle')}</Text>
      <Text c="dimmed" mt="xs">
        {t('subscriptionDialog.body')}
      </Text>
      <Text fw={600} mt="xs">
        {t('subscriptionDialog.price', { monthly: format.euros(planPrices.monthly.amountCents), yearly: format.euros(planPrices.yearly.amountCents) })}
      </Text>
      <Group justify="flex-end" mt="xl">
        <Button component={Link} to="/" variant="default">
          {t('subscriptionDialog.backHome')}
        </Button>
        <Button component={Link} to={PAYMENT_PATH} data-autofocus>
          {t('subscriptionDialog.subscribe')}
        </Button>
      </Group>
    </Dialog>
  );
}
