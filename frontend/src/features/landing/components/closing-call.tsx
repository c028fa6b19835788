import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/app-link';
import classes from './landing.module.css';

export function ClosingCall() {
  const { t } = useTranslation();
  return (
    <Container size="lg" pb={{ base: 48, md: 96 }}>
      <Paper radius="xl" p={{ base: 'xl', md: 56 }} className={classes.closing}>
        <Stack align="center" ta="center" gap="md">
          <Title order={2} c="white">
            {t('home.closing.title')}
          </Title>
          <Text size="lg" maw={560}>
            {t('home.closing.subtitle')}
          </Text>
          <Button component={AppLink} to="/auth/sign-up/" size="lg" variant="white">
            {t('home.closing.cta')}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
