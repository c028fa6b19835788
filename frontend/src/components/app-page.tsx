import { Anchor, Container, Group, Stack, Text, Title, type ContainerProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface AppPageProps {
  /** The page's heading, also the tab's title. */
  title: string;
  subtitle?: ReactNode;
  /** Where the back link leads; no back link without it. */
  back?: string;
  /** Beside the title: a link or an action that concerns the whole page. */
  aside?: ReactNode;
  size?: ContainerProps['size'];
  children: ReactNode;
}

/** The frame of a signed-in screen: an optional back link, the title (also the tab's), a subtitle and the content. */
export function AppPage({ title, subtitle, back, aside, size = 'md', children }: AppPageProps) {
  const { t } = useTranslation();
  return (
    <Container size={size} py={{ base: 32, md: 48 }}>
      <title>{`${title} — Plume`}</title>
      <Stack gap="xs" mb="xl">
        {back && (
          <Anchor component={Link} to={back} size="sm">
            ← {t('common.back')}
          </Anchor>
        )}
        <Group justify="space-between" align="flex-end">
          <Title order={1}>{title}</Title>
          {aside}
        </Group>
        {subtitle && <Text c="dimmed">{subtitle}</Text>}
      </Stack>
      {children}
    </Container>
  );
}
