import { Container, Text, Title } from '@mantine/core';
import type { SettingsType } from '@plume/shared';
import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { contentPageQueryOptions, useContentPage } from '../api/get-content-page';

/**
 * One public text page (about us, terms…). The loader fetches the text before the router shows the page, so the
 * progress bar runs meanwhile and the page never flashes a spinner; the cache keeps it for the session.
 */
export function contentPageRoute(type: SettingsType, queryClient: QueryClient) {
  return {
    loader: async () => {
      await queryClient.ensureQueryData(contentPageQueryOptions(type));
      return null;
    },
    Component: function ContentPageRoute() {
      return <ContentPage type={type} />;
    },
  };
}

function ContentPage({ type }: { type: SettingsType }) {
  const { t, i18n } = useTranslation();
  const { data: page } = useContentPage(type);
  const updatedAt = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'long' }).format(new Date(page.updatedAt));
  return (
    <Container size="sm" py={{ base: 40, md: 64 }}>
      <title>{`${page.title} — Plume`}</title>
      <Title order={1}>{page.title}</Title>
      <Text size="sm" c="dimmed" mt="xs">
        {t('contentPage.updatedAt', { date: updatedAt })}
      </Text>
      {/* Admins write plain text; keeping its line breaks is all the formatting it needs. */}
      <Text size="lg" mt="xl" style={{ whiteSpace: 'pre-line' }}>
        {page.body}
      </Text>
    </Container>
  );
}
