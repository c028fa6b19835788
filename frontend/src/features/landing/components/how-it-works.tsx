import { Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const steps = ['account', 'activity', 'progress'] as const;

export function HowItWorks() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py={{ base: 48, md: 72 }}>
      <Title order={2} ta="center" mb={40}>
        {t('home.steps.title')}
      </Title>
      <SimpleGrid component="ol" cols={{ base: 1, sm: 3 }} spacing="xl" p={0} m={0} style={{ listStyle: 'none' }}>
        {steps.map((step, index) => (
          <Stack component="li" key={step} align="center" ta="center" gap="sm">
            <ThemeIcon size={48} radius="xl" variant="light" fz="lg" fw={700} aria-hidden="true">
              {index + 1}
            </ThemeIcon>
            <Title order={3} fz="lg">
              {t(`home.steps.items.${step}.title`)}
            </Title>
            <Text c="dimmed">{t(`home.steps.items.${step}.description`)}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Container>
  );
}
