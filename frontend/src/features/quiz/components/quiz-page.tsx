import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The frame of every quiz screen: a back link, the title (also the tab's) and an optional subtitle. */
export function QuizPage({ title, subtitle, back, aside, children }: { title: string; subtitle?: string; back?: string; aside?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Container size="md" py={{ base: 32, md: 48 }}>
      <title>{`${title} — Plume`}</title>
      <Stack gap="xs" mb="xl">
        {back && (
          <Anchor component={Link} to={back} size="sm">
            ← {t('quiz.back')}
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
