import { Button, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PAYMENT_PATH } from '@plume/shared/route-access';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/app-link';
import { useSession } from '@/lib/session-store';
import { PlanCards } from '../components/plan-cards';

const questions = ['family', 'cancel', 'devices', 'payment'] as const;

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
        {t('pricing.reassurance')}
      </Text>
      <Title order={2} ta="center" mt={72} mb="xl">
        {t('pricing.faq.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" maw={900} mx="auto">
        {questions.map((question) => (
          <div key={question}>
            <Title order={3} fz="lg">
              {t(`pricing.faq.${question}.question`)}
            </Title>
            <Text c="dimmed" mt={6}>
              {t(`pricing.faq.${question}.answer`)}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Container>
  );
}
