import { Badge, Card, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { planPrices, plans, type Plan } from '@plume/shared/plans';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '@/components/icon';
import { formatEuros, monthlyEquivalentCents, yearlySaving } from '../plan-pricing';

const included = ['allActivities', 'profiles', 'statistics', 'noAds'] as const;

/** The two plans side by side, the yearly one with its saving; each card ends with the action its page offers. */
export function PlanCards({ action }: { action: (plan: Plan) => ReactNode }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const saving = yearlySaving();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" maw={760} mx="auto">
      {plans.map((plan) => (
        <Card key={plan} withBorder radius="lg" padding="xl" shadow={plan === 'yearly' ? 'md' : undefined} style={plan === 'yearly' ? { borderColor: 'var(--mantine-color-indigo-4)' } : undefined}>
          <Stack gap="md" h="100%">
            <Group justify="space-between">
              <Title order={2} size="h3">{t(`plans.${plan}.name`)}</Title>
              {plan === 'yearly' && <Badge color="teal">{t('plans.savePercent', { percent: saving.percent })}</Badge>}
            </Group>
            <div>
              <Text fz={36} fw={800} lh={1.1}>
                {formatEuros(planPrices[plan].amountCents, language)}
                <Text span c="dimmed" fz="md" fw={500}>
                  {' '}
                  {t(`plans.${plan}.per`)}
                </Text>
              </Text>
              <Text size="sm" c="dimmed" mt={4}>
                {plan === 'yearly'
                  ? t('plans.yearly.detail', { monthly: formatEuros(monthlyEquivalentCents(plan), language), saving: formatEuros(saving.amountCents, language) })
                  : t('plans.monthly.detail')}
              </Text>
            </div>
            <List
              spacing="xs"
              size="sm"
              icon={
                <ThemeIcon size={20} radius="xl" color="teal" variant="light">
                  <CheckIcon size={12} />
                </ThemeIcon>
              }
              style={{ flexGrow: 1 }}
            >
              {included.map((item) => (
                <List.Item key={item}>{t(`plans.included.${item}`)}</List.Item>
              ))}
            </List>
            {action(plan)}
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
