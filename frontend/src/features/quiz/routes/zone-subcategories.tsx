import { Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AppPage } from '@/components/app-page';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { useQuizCategories } from '../api/get-quiz-categories';

/** `/quiz/zone/:category`: the subcategories of one category. */
export function ZoneSubcategoriesRoute() {
  const { t } = useTranslation();
  const { category: categoryId = '' } = useParams();
  const categories = useQuizCategories();
  const category = categories.data?.find((candidate) => candidate.id === categoryId);
  return (
    <AppPage title={category?.name ?? t('quiz.zone.title')} subtitle={category?.description} back="/quiz/zone">
      <QueryState query={categories}>
        {() =>
          !category ? (
            <EmptyState>{t('quiz.zone.notFound')}</EmptyState>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {category.subcategories.map((subcategory) => (
                <li key={subcategory.id}>
                  <Card component={Link} to={`/quiz/zone/${category.id}/${subcategory.id}`} withBorder radius="md" padding="lg" h="100%">
                    <Title order={2} size="h4">
                      {subcategory.name}
                    </Title>
                    <Group gap="md" mt="sm">
                      <Text size="xs" c="dimmed">
                        {t('quiz.zone.levelsCount', { count: subcategory.levels })}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t('quiz.zone.questionsCount', { count: subcategory.questions })}
                      </Text>
                    </Group>
                  </Card>
                </li>
              ))}
            </SimpleGrid>
          )
        }
      </QueryState>
    </AppPage>
  );
}
