import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppPage } from '@/components/app-page';

const ways = [
  { key: 'solo', to: '/home/qanda/play' },
  { key: 'multiplayer', to: '/qanda/multiplayer' },
  { key: 'team', to: '/qanda/collaborative-play' },
] as const;

/** `/qanda` (premium): the three ways to play questions and answers on the learning bank. */
export function QandaHomeRoute() {
  const { t } = useTranslation();
  return (
    <AppPage title={t('qanda.title')} subtitle={t('qanda.subtitle')}>
      <SimpleGrid cols={{ base: 1, md: 3 }} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('qanda.waysLabel')}>
        {ways.map((way) => (
          <li key={way.key}>
            <Card component={Link} to={way.to} withBorder radius="md" padding="lg" h="100%">
              <Title order={2} size="h4">{t(`qanda.${way.key}.title`)}</Title>
              <Text size="sm" c="dimmed" mt={4}>{t(`qanda.${way.key}.description`)}</Text>
            </Card>
          </li>
        ))}
      </SimpleGrid>
    </AppPage>
  );
}
