import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { useLocaleFormat } from '@/lib/locale-format';
import { useCrosswordStatistics } from '../api/get-crossword-statistics';

/** The « Mots croisés » block: grids solved, and grids in progress among the latest. */
export function CrosswordStatistics({ profileId, profileName }: { profileId: string; profileName: string }) {
  const { t } = useTranslation();
  const { number } = useLocaleFormat();
  const statistics = useCrosswordStatistics(profileId);
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="md">
      <Title order={2} id={headingId}>{t('crosswordStatistics.title')}</Title>
      <QueryState query={statistics}>
        {(data) =>
          data.puzzles.length === 0 ? (
            <EmptyState action={<Button component={Link} to="/crossword/">{t('crosswordStatistics.open')}</Button>}>
              {t('crosswordStatistics.empty', { name: profileName })}
            </EmptyState>
          ) : (
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" component="dl" m={0}>
              <Card withBorder radius="md" padding="md">
                <Text component="dt" size="sm" c="dimmed">{t('crosswordStatistics.solved')}</Text>
                <Text component="dd" m={0} fz={26} fw={700} data-testid="statistics-crosswords-solved">{number(data.solved)}</Text>
              </Card>
              <Card withBorder radius="md" padding="md">
                <Text component="dt" size="sm" c="dimmed">{t('crosswordStatistics.inProgress')}</Text>
                <Text component="dd" m={0} fz={26} fw={700}>{number(data.puzzles.filter((puzzle) => !puzzle.solvedAt).length)}</Text>
              </Card>
            </SimpleGrid>
          )
        }
      </QueryState>
    </Stack>
  );
}
