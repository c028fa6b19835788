import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppPage } from '@/components/app-page';
import { HandwritingExport } from '../components/handwriting-export';

/**
 * The admin console's sections, in the order staff reach for them. Contests and exams are built by their own
 * features; this hub links to them. Below, one tool small enough to need no page of its own: the export of the
 * handwritten letters families gave.
 */
const sections = [
  { key: 'accounts', to: '/admin/accounts' },
  { key: 'questions', to: '/admin/questions' },
  { key: 'reports', to: '/admin/questions?tab=reports' },
  { key: 'contests', to: '/admin/contests' },
  { key: 'exams', to: '/examinator/exams' },
  { key: 'configuration', to: '/admin/configuration' },
  { key: 'deadLetters', to: '/admin/dead-letters' },
  { key: 'metrics', to: '/admin/metrics' },
  { key: 'words', to: '/admin/words' },
  { key: 'dictations', to: '/admin/dictations' },
] as const;

/** `/admin` (Cognito group `admin`): where an admin lands after signing in. */
export function AdminHubRoute() {
  const { t } = useTranslation();
  return (
    <AppPage title={t('adminConsole.hub.title')} subtitle={t('adminConsole.hub.subtitle')} size="lg">
      <Stack gap="xl">
        <SimpleGrid component="ul" cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" p={0} m={0} style={{ listStyle: 'none' }}>
          {sections.map(({ key, to }) => (
            <li key={key}>
              {/* The whole card is the link, named by its title and text. */}
              <Card component={Link} to={to} withBorder radius="md" padding="lg" h="100%">
                <Title order={2} size="h4" mb="xs">
                  {t(`adminConsole.hub.sections.${key}.title`)}
                </Title>
                <Text size="sm" c="dimmed">
                  {t(`adminConsole.hub.sections.${key}.body`)}
                </Text>
              </Card>
            </li>
          ))}
        </SimpleGrid>
        <HandwritingExport />
      </Stack>
    </AppPage>
  );
}
