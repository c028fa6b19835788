import { Button, Radio, Group, Stack, Text, TextInput } from '@mantine/core';
import { checkRedeemAmount, coinsToCents, isValidIban, normalizeIban, type PayoutDestination } from '@plume/shared/payouts/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useForm } from '@/lib/form';
import { useLocaleFormat } from '@/lib/locale-format';
import type { Wallet } from '../api/get-wallet';
import { useRequestPayout } from '../api/request-payout';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface PayoutAsked { coins: number; destination: PayoutDestination }

/** An IBAN in groups of four, as a bank statement prints it, so it reads back easily. */
const spacedIban = (iban: string) => normalizeIban(iban).replace(/(.{4})(?=.)/g, '$1 ');

/**
 * The redeem request: how many coins, and where the money goes. The same rules as the server's, checked here only to
 * say what is wrong before sending; the server decides (balance, minimum and the 48 hours, in one transaction). The
 * coins leave the wallet as soon as the request is sent, so a dialog first spells out the amount in euros and where
 * it goes.
 */
export function RedeemForm({ profileId, wallet }: { profileId: string; wallet: Wallet }) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const request = useRequestPayout();
  // Kept while the dialog closes, so its words do not vanish under the closing animation.
  const [asked, setAsked] = useState<{ payout: PayoutAsked; opened: boolean }>();
  const form = useForm({
    initialValues: { coins: String(Math.max(wallet.minimumCoins, 0)), method: 'paypal', email: '', iban: '', holder: '' },
    validate: (values) => {
      const coins = Number(values.coins);
      const amount = Number.isInteger(coins) && coins > 0 ? checkRedeemAmount(coins, wallet.balance, wallet.minimumCoins) : undefined;
      return {
        coins: !amount ? t('wallet.form.coinsInvalid') : amount.ok ? undefined : amount.reason === 'below_minimum' ? t('wallet.form.belowMinimum', { minimum: format.number(wallet.minimumCoins) }) : t('wallet.form.notEnough'),
        email: values.method === 'paypal' && !EMAIL.test(values.email.trim()) ? t('wallet.form.emailInvalid') : undefined,
        iban: values.method === 'iban' && !isValidIban(values.iban) ? t('wallet.form.ibanInvalid') : undefined,
        holder: values.method === 'iban' && values.holder.trim().length < 2 ? t('wallet.form.holderRequired') : undefined,
      };
    },
  });
  const submit = form.onSubmit((values) => {
    const destination: PayoutDestination = values.method === 'iban' ? { method: 'iban', iban: values.iban, holder: values.holder.trim() } : { method: 'paypal', email: values.email.trim() };
    setAsked({ payout: { coins: Number(values.coins), destination }, opened: true });
  });
  const closeDialog = () => setAsked((current) => current && { ...current, opened: false });
  const send = (payout: PayoutAsked) => {
    // A refusal is shown by the API client; the form keeps what was typed.
    void request.mutateAsync({ profileId, ...payout }).then(() => form.reset(), () => undefined).finally(closeDialog);
  };
  return (
    <>
      <form onSubmit={submit} noValidate aria-label={t('wallet.form.title')}>
        <Stack gap="md" maw={480}>
          <TextInput label={t('wallet.form.coins')} description={t('wallet.form.coinsHint', { minimum: format.number(wallet.minimumCoins) })} inputMode="numeric" required {...form.getInputProps('coins')} />
          <Radio.Group label={t('wallet.form.method')} value={form.values.method} onChange={(method) => form.setFieldValue('method', method)} required>
            <Group mt="xs">
              <Radio value="paypal" label={t('wallet.methods.paypal')} />
              <Radio value="iban" label={t('wallet.methods.iban')} />
            </Group>
          </Radio.Group>
          {form.values.method === 'paypal' ? (
            <TextInput label={t('wallet.form.email')} type="email" autoComplete="email" required maxLength={254} {...form.getInputProps('email')} />
          ) : (
            <>
              <TextInput label={t('wallet.form.iban')} description={t('wallet.form.ibanHint')} autoComplete="off" required maxLength={42} {...form.getInputProps('iban')} />
              <TextInput label={t('wallet.form.holder')} autoComplete="name" required maxLength={70} {...form.getInputProps('holder')} />
            </>
          )}
          <Group>
            <Button type="submit" loading={request.isPending}>
              {t('wallet.form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
      {asked && (
        <ConfirmDialog opened={asked.opened} title={t('wallet.confirm.title')} confirmLabel={t('wallet.confirm.send')} pending={request.isPending} onConfirm={() => send(asked.payout)} onCancel={closeDialog}>
          <Stack gap="xs">
            <Text fw={600}>
              {t('wallet.confirm.question', {
                count: asked.payout.coins,
                formatted: format.number(asked.payout.coins),
                amount: format.number(coinsToCents(asked.payout.coins, wallet.coinsPerEuro) / 100, { style: 'currency', currency: 'EUR' }),
              })}
            </Text>
            <Text size="sm">
              {asked.payout.destination.method === 'iban'
                ? t('wallet.confirm.toIban', { iban: spacedIban(asked.payout.destination.iban), holder: asked.payout.destination.holder })
                : t('wallet.confirm.toPaypal', { email: asked.payout.destination.email })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('wallet.confirm.held')}
            </Text>
          </Stack>
        </ConfirmDialog>
      )}
    </>
  );
}
