import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppPage } from '@/components/app-page';
import { EmptyState } from '@/components/empty-state';
import { ProfileGate } from '@/components/profile-gate';
import { QueryState } from '@/components/query-state';
import { useFunAndLearn } from '../api/get-fun-and-learn';
import { useQuizCategories, type QuizCategory } from '../api/get-quiz-categories';
import { CategorySelect, type CategoryId } from '../components/category-select';
import { ModeFacts } from '../components/mode-facts';
import { playPath } from '../play-paths';

/** `/quiz/fun-and-learn`: the texts to read, by category; picking one starts its game. */
export function FunAndLearnRoute() {
  const { t } = useTranslation();
  const categories = useQuizCategories();
  return (
    <AppPage title={t('quiz.modes.fun-and-learn.title')} subtitle={t('quiz.modes.fun-and-learn.description')} back="/quiz">
      <Stack gap="lg">
        <ModeFacts mode="fun-and-learn" questions={false} />
        <QueryState query={categories}>{(list) => <ProfileGate>{(profile) => <Passages profileId={profile.id} categories={list} />}</ProfileGate>}</QueryState>
      </Stack>
    </AppPage>
  );
}

function Passages({ profileId, categories }: { profileId: string; categories: QuizCategory[] }) {
  const { t } = useTranslation();
  const [category, setCategory] = useState<CategoryId>();
  const passages = useFunAndLearn({ profileId, category });
  const categoryName = (id: string) => categories.find((candidate) => candidate.id === id)?.name ?? id;
  return (
    <Stack gap="lg">
      <CategorySelect categories={categories} value={category} onChange={setCategory} optional maw={420} />
      <QueryState query={passages}>
        {({ passages: list }) =>
          list.length === 0 ? (
            <EmptyState>{t('quiz.funAndLearn.empty')}</EmptyState>
          ) : (
            <SimpleGrid
              cols={{ base: 1, sm: 2 }}
              spacing="lg"
              component="ul"
              style={{ listStyle: 'none', padding: 0, margin: 0, opacity: passages.isPlaceholderData ? 0.6 : 1 }}
              aria-busy={passages.isPlaceholderData || undefined}
              aria-label={t('quiz.funAndLearn.list')}
            >
              {list.map((passage) => (
                <li key={passage.id}>
                  <Card component={Link} to={playPath({ mode: 'fun-and-learn', passageId: passage.id })} withBorder radius="md" padding="lg" h="100%">
                    <Title order={2} size="h4">
                      {passage.title}
                    </Title>
                    <Group gap="xs" mt="sm">
                      <Badge variant="light" tt="none">
                        {categoryName(passage.category)}
                      </Badge>
                      <Text size="xs" c="dimmed">
                        {t('quiz.zone.questionsCount', { count: passage.questions })}
                      </Text>
                    </Group>
                  </Card>
                </li>
              ))}
            </SimpleGrid>
          )
        }
      </QueryState>
    </Stack>
  );
}
