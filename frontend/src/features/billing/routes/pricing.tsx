import { Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import { TRIAL_DAYS } from '@plume/shared/plans';
import { PAYMENT_PATH } from '@plume/shared/route-access';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/app-link';
import { useSession } from '@/lib/session-store';
import { PlanCards } from '../components/plan-cards';

/** Public: what Plume costs, and the way in (sign-up for visitors, payment for people already signed in). */
export function PricingRoute() {
  const { t } = useTranslation();
  const { status } = useSession();
  const ctaTarget = status === 'signed-in' ? PAYMENT_PATH : '/auth/sign-up/';
  return (
    <Container size="lg" py={{ base: 40, md: 72 }}>
      <title>{t('pricing.pageTitle')}</title>
      <Stack align="center" ta="center" gap="sm" mb={48}>
        <Title order={1}>{t('pricing.title')}</Title>
        <Text size="lg" c="dimmed" maw={620}>
          {t('pricing.subtitle')}
        </Text>
      </Stack>
      <PlanCards
        action={(plan) => (
          <Button component={AppLink} to={ctaTarget} variant={plan === 'yearly' ? 'filled' : 'light'} size="md">
            {t(status === 'signed-in' ? 'pricing.ctaSubscribe' : 'pricing.ctaTry')}
          </Button>
        )}
      />
      <Text ta="center" size="sm" c="dimmed" mt="lg">
        {t('pricing.reassurance', { trialDays: TRIAL_DAYS })}
      </Text>
      {/* The questions themselves live on `/faq` (one source); the pricing page points to them. */}
      <Stack align="center" ta="center" gap="sm" mt={72} maw={620} mx="auto">
        <Title order={2}>{t('pricing.faq.title')}</Title>
        <Text c="dimmed">{t('pricing.faq.body')}</Text>
        <Anchor component={AppLink} to="/faq/" fw={600}>
          {t('pricing.faq.link')}
        </Anchor>
      </Stack>
    </Container>
  );
}
