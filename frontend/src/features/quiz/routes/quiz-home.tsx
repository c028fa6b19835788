import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QuizPage } from '../components/quiz-page';

const modes = ['zone', 'daily', 'trueFalse', 'guessWord', 'funLearn', 'battle'] as const;

/** `/quiz`: the ways to play. Only the quiz zone is open; the others are announced. */
export function QuizHomeRoute() {
  const { t } = useTranslation();
  return (
    <QuizPage
      title={t('quiz.title')}
      subtitle={t('quiz.subtitle')}
      aside={
        <Button component={Link} to="/quiz/coins" variant="light" color="yellow">
          {t('quiz.coinsLink')}
        </Button>
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {modes.map((mode) => {
          const open = mode === 'zone';
          return (
            <Card component="li" key={mode} withBorder radius="md" padding="lg" opacity={open ? 1 : 0.65} aria-disabled={open ? undefined : true}>
              <Stack gap="sm" h="100%">
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <Title order={2} size="h4">
                    {t(`quiz.modes.${mode}.title`)}
                  </Title>
                  {!open && (
                    <Badge color="gray" variant="light">
                      {t('quiz.comingSoon')}
                    </Badge>
                  )}
                </Group>
                <Text size="sm" c="dimmed" style={{ flexGrow: 1 }}>
                  {t(`quiz.modes.${mode}.description`)}
                </Text>
                {open ? (
                  <Button component={Link} to="/quiz/zone">
                    {t('quiz.open')}
                  </Button>
                ) : (
                  <Button disabled>{t('quiz.comingSoon')}</Button>
                )}
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </QuizPage>
  );
}
