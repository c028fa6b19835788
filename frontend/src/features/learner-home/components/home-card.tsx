import { Button, Card, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A block of the home: its heading, then what its query says (a skeleton while it loads, the reason and a retry if it fails). */
export function HomeCard({ title, order = 3, children }: { title: string; order?: 2 | 3; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card component="section" withBorder radius="md" padding="lg" aria-labelledby={headingId} h="100%">
      <Stack gap="sm" h="100%">
        <Title order={order} size="h4" id={headingId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/** One query's part of a card: each block loads and fails on its own, so one slow service never blanks the page. */
export function CardQuery<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (query.isSuccess) return children(query.data);
  if (query.isError) {
    return (
      <Stack gap="xs" align="flex-start" role="alert">
        <Text size="sm">{t('learnerHome.loadError')}</Text>
        <Button size="xs" variant="light" onClick={() => void query.refetch()} loading={query.isFetching}>
          {t('common.retry')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="xs" role="status">
      <Skeleton height={12} radius="xl" />
      <Skeleton height={12} width="70%" radius="xl" />
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
    </Stack>
  );
}
