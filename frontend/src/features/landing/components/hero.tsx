import { Box, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/app-link';
import { DictationSample } from './dictation-sample';
import classes from './landing.module.css';

export function Hero() {
  const { t } = useTranslation();
  return (
    <Box className={classes.hero}>
      <Container size="lg" py={{ base: 48, md: 96 }}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} style={{ alignItems: 'center' }}>
          <Stack gap="lg" align="flex-start">
            <Text c="orange" fw={700} tt="uppercase" size="sm" lts={1}>
              {t('home.hero.eyebrow')}
            </Text>
            <Title order={1} fz={{ base: 36, sm: 52 }} lh={1.1}>
              {t('home.hero.title')}
            </Title>
            <Text size="xl" c="dimmed">
              {t('home.hero.subtitle')}
            </Text>
            <Group>
              <Button component={AppLink} to="/auth/sign-up/" size="lg">
                {t('home.hero.primaryCta')}
              </Button>
              <Button component={AppLink} to="/pricing" size="lg" variant="default">
                {t('home.hero.secondaryCta')}
              </Button>
            </Group>
            <Text size="sm" c="dimmed">
              {t('home.hero.reassurance')}
            </Text>
          </Stack>
          <DictationSample />
        </SimpleGrid>
      </Container>
    </Box>
  );
}
