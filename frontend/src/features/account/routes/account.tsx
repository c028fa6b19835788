import { Container, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { useAccount } from '@/lib/account/get-account';
import { AccountDetails } from '../components/account-details';
import { DeleteAccount } from '../components/delete-account';
import { FamilyProfiles } from '../components/family-profiles';
import { HandwritingConsentSetting } from '../components/handwriting-consent';
import { PhoneNumberSetting } from '../components/phone-number';
import { SubscriptionStatus } from '../components/subscription-status';

/**
 * «Mon compte» (/profile/): the holder's details, the phone number that signs in by SMS, the family profiles, the
 * subscription, the consent to give handwritten letters and account deletion.
 */
export function AccountRoute() {
  const { t } = useTranslation();
  const account = useAccount();
  return (
    <Container size="md" py={{ base: 32, md: 56 }}>
      <title>{`${t('account.title')} — Plume`}</title>
      <Title order={1} mb="xl">
        {t('account.title')}
      </Title>
      <QueryState query={account}>
        {(data) => (
          <Stack gap="xl">
            <AccountDetails account={data} />
            <PhoneNumberSetting />
            <FamilyProfiles profiles={data.profiles} />
            <SubscriptionStatus account={data} />
            <HandwritingConsentSetting />
            <DeleteAccount />
          </Stack>
        )}
      </QueryState>
    </Container>
  );
}
