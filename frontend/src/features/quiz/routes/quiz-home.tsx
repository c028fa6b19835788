import { Button, Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { gameModes } from '@plume/shared/quiz/game-modes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppPage } from '@/components/app-page';
import { modeHome } from '../play-paths';

const listStyle = { listStyle: 'none', padding: 0, margin: 0 } as const;

/** `/quiz`: every way to play, the bookmarks and the coins; duels are announced. */
export function QuizHomeRoute() {
  const { t } = useTranslation();
  return (
    <AppPage
      title={t('quiz.title')}
      subtitle={t('quiz.subtitle')}
      aside={
        <Group gap="xs">
          <Button component={Link} to="/quiz/bookmarks" variant="light">
            {t('quiz.bookmarksLink')}
          </Button>
          <Button component={Link} to="/quiz/coins" variant="light" color="yellow">
            {t('quiz.coinsLink')}
          </Button>
        </Group>
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" component="ul" style={listStyle} aria-label={t('quiz.modesLabel')}>
        {gameModes.map((mode) => (
          <li key={mode}>
            <Card component={Link} to={modeHome(mode)} withBorder radius="md" padding="lg" h="100%">
              <Title order={2} size="h4">
                {t(`quiz.modes.${mode}.title`)}
              </Title>
              <Text size="sm" c="dimmed" mt={4}>
                {t(`quiz.modes.${mode}.description`)}
              </Text>
            </Card>
          </li>
        ))}
        <li>
          <Card component={Link} to="/quiz/battle" withBorder radius="md" padding="lg" h="100%">
            <Title order={2} size="h4">
              {t('quiz.modes.battle.title')}
            </Title>
            <Text size="sm" c="dimmed" mt={4}>
              {t('quiz.modes.battle.description')}
            </Text>
          </Card>
        </li>
        <li>
          <Card component={Link} to="/quiz/exams" withBorder radius="md" padding="lg" h="100%">
            <Title order={2} size="h4">
              {t('quiz.modes.exam.title')}
            </Title>
            <Text size="sm" c="dimmed" mt={4}>
              {t('quiz.modes.exam.description')}
            </Text>
          </Card>
        </li>
        <li>
          <Card component={Link} to="/quiz/group-battle" withBorder radius="md" padding="lg" h="100%">
            <Title order={2} size="h4">
              {t('quiz.modes.groupBattle.title')}
            </Title>
            <Text size="sm" c="dimmed" mt={4}>
              {t('quiz.modes.groupBattle.description')}
            </Text>
          </Card>
        </li>
      </SimpleGrid>
    </AppPage>
  );
}
