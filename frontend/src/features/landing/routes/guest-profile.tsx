import { Box, Button, Card, Container, Group, List, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DictationSample } from '../components/dictation-sample';
import { PageIntro } from '../components/page-intro';
import { QuizEntry } from '../components/quiz-entry';

const openToGuests = ['sample', 'activities', 'pricing'] as const;
const withAccount = ['dictation', 'quizzes', 'family', 'progress'] as const;

/** Public: what a visitor can try without an account, and what an account opens. */
export function GuestProfileRoute() {
  const { t } = useTranslation();
  return (
    <>
      <title>{t('guest.pageTitle')}</title>
      <PageIntro title={t('guest.title')} subtitle={t('guest.subtitle')} />
      <Container size="lg" py={{ base: 40, md: 64 }}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <Card withBorder radius="lg" padding="xl">
            <Title order={2} fz="xl" mb="md">
              {t('guest.openTitle')}
            </Title>
            <List spacing="sm">
              {openToGuests.map((item) => (
                <List.Item key={item}>{t(`guest.open.${item}`)}</List.Item>
              ))}
            </List>
            <Box mt="lg">
              <DictationSample />
            </Box>
          </Card>
          <Card withBorder radius="lg" padding="xl">
            <Title order={2} fz="xl" mb="md">
              {t('guest.accountTitle')}
            </Title>
            <List spacing="sm">
              {withAccount.map((item) => (
                <List.Item key={item}>{t(`guest.account.${item}`)}</List.Item>
              ))}
            </List>
            <QuizEntry />
            <Text size="sm" c="dimmed" mt="lg">
              {t('guest.reassurance')}
            </Text>
          </Card>
        </SimpleGrid>
        <Group justify="center" mt={48}>
          <Button component={Link} to="/auth/sign-up/" size="lg">
            {t('guest.cta')}
          </Button>
          <Button component={Link} to="/auth/login/" size="lg" variant="default">
            {t('nav.signIn')}
          </Button>
        </Group>
      </Container>
    </>
  );
}
