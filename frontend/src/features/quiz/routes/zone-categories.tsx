import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppPage } from '@/components/app-page';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { useQuizCategories } from '../api/get-quiz-categories';

/** `/quiz/zone`: the categories of the quiz zone. */
export function ZoneCategoriesRoute() {
  const { t } = useTranslation();
  const categories = useQuizCategories();
  return (
    <AppPage title={t('quiz.zone.title')} subtitle={t('quiz.zone.subtitle')} back="/quiz">
      <QueryState query={categories}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState>{t('quiz.zone.empty')}</EmptyState>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {list.map((category) => (
                <li key={category.id}>
                  <Card component={Link} to={`/quiz/zone/${category.id}`} withBorder radius="md" padding="lg" h="100%">
                    <Title order={2} size="h4">
                      {category.name}
                    </Title>
                    <Text size="sm" c="dimmed" mt={4}>
                      {category.description}
                    </Text>
                    <Text size="xs" c="dimmed" mt="sm">
                      {t('quiz.zone.subcategories', { count: category.subcategories.length })}
                    </Text>
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
