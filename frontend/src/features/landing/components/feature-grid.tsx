import { Card, Container, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QuizEntry } from './quiz-entry';
import { AwardIcon, ChartIcon, GridIcon, HeadphonesIcon, LayersIcon, MicIcon, UsersIcon } from './feature-icons';

const features = [
  { key: 'dictation', Icon: HeadphonesIcon, color: 'indigo' },
  { key: 'spelling', Icon: MicIcon, color: 'violet' },
  { key: 'flashcards', Icon: LayersIcon, color: 'orange' },
  { key: 'crosswords', Icon: GridIcon, color: 'teal' },
  { key: 'quizzes', Icon: AwardIcon, color: 'yellow' },
  { key: 'family', Icon: UsersIcon, color: 'pink' },
  { key: 'statistics', Icon: ChartIcon, color: 'cyan' },
] as const;

export function FeatureGrid() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py={{ base: 48, md: 72 }}>
      <Title order={2} ta="center">
        {t('home.features.title')}
      </Title>
      <Text c="dimmed" ta="center" size="lg" mt="sm" mb={40}>
        {t('home.features.subtitle')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
        {features.map(({ key, Icon, color }) => (
          <Card key={key} withBorder radius="lg" padding="lg">
            <ThemeIcon size={44} radius="md" variant="light" color={color}>
              <Icon size={22} />
            </ThemeIcon>
            <Title order={3} fz="lg" mt="md">
              {t(`home.features.items.${key}.title`)}
            </Title>
            <Text size="sm" c="dimmed" mt="xs">
              {t(`home.features.items.${key}.description`)}
            </Text>
            {key === 'quizzes' && <QuizEntry />}
            {key === 'dictation' && <QuizEntry activity="dictation" />}
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
