import { Button, Group, Text } from '@mantine/core';
import type { Account } from '@plume/shared/account';
import { planPrices, subscriptionIsActive } from '@plume/shared/plans';
import { useLocaleFormat } from '@/lib/locale-format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useCancelSubscription } from '../api/cancel-subscription';
import { Section } from './section';

export function SubscriptionStatus({ account }: { account: Account }) {
  const { t, i18n } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelSubscription();
  const format = useLocaleFormat();
  const periodEnd = account.periodEnd && new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'long' }).format(new Date(account.periodEnd));

  if (!subscriptionIsActive(account) || !periodEnd) {
    return (
      <Section title={t('account.subscription.title')}>
        <Text>{t('account.subscription.none')}</Text>
        <Group>
          <Button component={Link} to="/payment">
            {t('account.subscription.subscribe')}
          </Button>
        </Group>
      </Section>
    );
  }
  return (
    <Section title={t('account.subscription.title')}>
      <Text>
        {t('account.subscription.plan', { plan: account.plan ? t(`plans.${account.plan}.name`) : '' })}
        <br />
        {account.trialing ? (
          account.cancelAtPeriodEnd ? (
            t('account.subscription.trialEndsOn', { date: periodEnd })
          ) : (
            t('account.subscription.trialUntil', { date: periodEnd, price: account.plan ? format.euros(planPrices[account.plan].amountCents) : '', per: account.plan ? t(`plans.${account.plan}.per`) : '' })
          )
        ) : (
          t(account.cancelAtPeriodEnd ? 'account.subscription.endsOn' : 'account.subscription.renewsOn', { date: periodEnd })
        )}
      </Text>
      {!account.cancelAtPeriodEnd && (
        <Group>
          <Button variant="default" color="red" onClick={() => setConfirming(true)}>
            {t('account.subscription.cancel')}
          </Button>
        </Group>
      )}
      <ConfirmDialog
        opened={confirming}
        title={t('account.subscription.cancelTitle')}
        confirmLabel={t('account.subscription.cancelConfirm')}
        pending={cancel.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => cancel.mutate(undefined, { onSuccess: () => setConfirming(false) })}
      >
        {t(account.trialing ? 'account.subscription.trialCancelBody' : 'account.subscription.cancelBody', { date: periodEnd })}
      </ConfirmDialog>
    </Section>
  );
}
