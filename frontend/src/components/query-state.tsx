import { Button, Center, Loader, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A page section fed by a query: a spinner while it loads, the reason and a retry when it fails, else the content. */
export function QueryState<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (query.isSuccess) return children(query.data);
  if (query.isError) {
    return (
      <Center py="xl">
        <Stack align="center" gap="sm" role="alert">
          <Text>{query.error.message}</Text>
          <Button variant="light" onClick={() => void query.refetch()} loading={query.isFetching}>
            {t('common.retry')}
          </Button>
        </Stack>
      </Center>
    );
  }
  return (
    <Center py="xl" role="status">
      <Loader aria-hidden="true" />
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
    </Center>
  );
}
