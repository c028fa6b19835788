import { Alert, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Profile } from '@plume/shared/account';
import { useTranslation } from 'react-i18next';
import { AppPage } from '@/components/app-page';
import { ProfileGate } from '@/components/profile-gate';
import { QueryState } from '@/components/query-state';
import { useLocaleFormat } from '@/lib/locale-format';
import { useWallet } from '../api/get-wallet';
import { PayoutRequests } from '../components/payout-requests';
import { RedeemForm } from '../components/redeem-form';

/** `/quiz/wallet` (premium): the active profile's coins, their value in euros, the redeem request and its follow-up. */
export function WalletRoute() {
  const { t } = useTranslation();
  return (
    <AppPage title={t('wallet.title')} subtitle={t('wallet.subtitle')} back="/quiz">
      <ProfileGate>{(profile) => <WalletScreen key={profile.id} profile={profile} />}</ProfileGate>
    </AppPage>
  );
}

function WalletScreen({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const wallet = useWallet(profile.id);
  return (
    <QueryState query={wallet}>
      {(data) => (
        <Stack gap="xl">
          <SimpleGrid cols={{ base: 1, xs: 2 }} component="dl" style={{ margin: 0 }}>
            <Card withBorder radius="md" ta="center">
              <Text component="dt" size="sm" c="dimmed">
                {t('wallet.balance', { name: profile.name })}
              </Text>
              <Text component="dd" fz={28} fw={700} m={0} data-testid="wallet-balance">
                {format.number(data.balance)}
              </Text>
            </Card>
            <Card withBorder radius="md" ta="center">
              <Text component="dt" size="sm" c="dimmed">
                {t('wallet.value')}
              </Text>
              <Text component="dd" fz={28} fw={700} m={0} data-testid="wallet-value">
                {format.number(data.cents / 100, { style: 'currency', currency: 'EUR' })}
              </Text>
            </Card>
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            {t('wallet.rules', { perEuro: format.number(data.coinsPerEuro), minimum: format.number(data.minimumCoins) })}
          </Text>
          <section aria-labelledby="redeem-title">
            <Title order={2} size="h3" id="redeem-title" mb="md">
              {t('wallet.form.title')}
            </Title>
            {!data.redeemable ? (
              <Alert color="gray" title={t('wallet.notRedeemable.title')}>
                {t('wallet.notRedeemable.body')}
              </Alert>
            ) : data.nextRequestAt ? (
              <Alert color="blue" title={t('wallet.wait.title')}>
                {t('wallet.wait.body', { date: format.date(data.nextRequestAt, { dateStyle: 'full', timeStyle: 'short' }) })}
              </Alert>
            ) : data.balance < data.minimumCoins ? (
              <Alert color="gray" title={t('wallet.notEnough.title')}>
                {t('wallet.notEnough.body', { minimum: format.number(data.minimumCoins), missing: format.number(data.minimumCoins - data.balance) })}
              </Alert>
            ) : (
              <RedeemForm profileId={profile.id} wallet={data} />
            )}
          </section>
          <section aria-labelledby="requests-title">
            <Title order={2} size="h3" id="requests-title" mb="md">
              {t('wallet.requests.title')}
            </Title>
            <PayoutRequests requests={data.requests} />
          </section>
        </Stack>
      )}
    </QueryState>
  );
}
