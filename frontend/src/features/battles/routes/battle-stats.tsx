import { Alert, Button, Card, Group, Loader, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { Profile } from '@plume/shared/account';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppPage } from '@/components/app-page';
import { ProfileGate } from '@/components/profile-gate';
import { useLocaleFormat } from '@/lib/locale-format';
import { useBattleStatistics, type BattleStatistics } from '../api/get-battle-statistics';
import classes from '../battles.module.css';

/** `/quiz/battle-stats` (premium): the active profile's battle record, its opponents and its history. */
export function BattleStatsRoute() {
  const { t } = useTranslation();
  return (
    <AppPage title={t('battles.statsPage.title')} subtitle={t('battles.statsPage.subtitle')} back="/quiz/battle">
      <ProfileGate>{(profile) => <BattleStats profile={profile} />}</ProfileGate>
    </AppPage>
  );
}

function BattleStats({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const query = useBattleStatistics(profile.id);
  if (query.isPending) return <Group justify="center" role="status" aria-label={t('battles.connecting')}><Loader aria-hidden="true" /></Group>;
  if (query.isError) {
    return (
      <Stack>
        <Alert color="red" role="alert">{t('battles.statsPage.error')}</Alert>
        <Button onClick={() => void query.refetch()} w="fit-content">{t('battles.statsPage.retry')}</Button>
      </Stack>
    );
  }
  const [first] = query.data.pages;
  const { totals, opponents } = first!;
  const history = query.data.pages.flatMap((page) => page.history);
  if (totals.wins + totals.losses + totals.draws + totals.botGames === 0) {
    return (
      <Stack align="flex-start">
        <Text>{t('battles.statsPage.empty')}</Text>
        <Button component={Link} to="/quiz/battle">{t('battles.statsPage.play')}</Button>
      </Stack>
    );
  }
  return (
    <Stack gap="xl">
      <Totals totals={totals} />
      {opponents.length > 0 && (
        <Stack gap="xs" component="section" aria-labelledby="battle-opponents">
          <Title order={2} size="h4" id="battle-opponents">{t('battles.statsPage.opponents')}</Title>
          <Table striped className={classes.statsTable}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('battles.statsPage.opponent')}</Table.Th>
                <Table.Th scope="col">{t('battles.statsPage.wins')}</Table.Th>
                <Table.Th scope="col">{t('battles.statsPage.losses')}</Table.Th>
                <Table.Th scope="col">{t('battles.statsPage.draws')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {opponents.map((o) => (
                <Table.Tr key={o.opponent}>
                  <Table.Th scope="row">{o.name || t('battles.statsPage.unknownOpponent')}</Table.Th>
                  <Table.Td>{o.wins}</Table.Td>
                  <Table.Td>{o.losses}</Table.Td>
                  <Table.Td>{o.draws}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
      <Stack gap="xs" component="section" aria-labelledby="battle-history">
        <Title order={2} size="h4" id="battle-history">{t('battles.statsPage.history')}</Title>
        <Table striped className={classes.statsTable}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('battles.statsPage.date')}</Table.Th>
              <Table.Th scope="col">{t('battles.statsPage.kind')}</Table.Th>
              <Table.Th scope="col">{t('battles.statsPage.opponent')}</Table.Th>
              <Table.Th scope="col">{t('battles.statsPage.result')}</Table.Th>
              <Table.Th scope="col">{t('battles.statsPage.points')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {history.map((line) => (
              <Table.Tr key={line.battleId}>
                <Table.Td>{format.date(line.finishedAt, { dateStyle: 'short', timeStyle: 'short' })}</Table.Td>
                <Table.Td>{t(`battles.statsPage.kinds.${line.kind}`)}</Table.Td>
                <Table.Td>{line.opponents.filter(Boolean).join(', ') || t('battles.statsPage.unknownOpponent')}</Table.Td>
                <Table.Td>{t(`battles.statsPage.results.${line.result}`)}</Table.Td>
                <Table.Td>{format.number(line.points)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {query.hasNextPage && (
          <Button variant="light" w="fit-content" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>{t('battles.statsPage.more')}</Button>
        )}
      </Stack>
    </Stack>
  );
}

/** The three counts, and a stacked bar of their shares (text beside it says the same for screen readers). */
function Totals({ totals }: { totals: BattleStatistics['totals'] }) {
  const { t } = useTranslation();
  const played = totals.wins + totals.losses + totals.draws;
  const parts = [
    { key: 'wins', count: totals.wins, color: 'teal' },
    { key: 'losses', count: totals.losses, color: 'red' },
    { key: 'draws', count: totals.draws, color: 'gray' },
  ] as const;
  const percent = (count: number) => (played ? Math.round((100 * count) / played) : 0);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 5 }}>
        {[...parts.map((p) => ({ key: p.key, value: p.count })), { key: 'streak' as const, value: totals.randomWinStreak }, { key: 'botGames' as const, value: totals.botGames }].map((item) => (
          <Card key={item.key} withBorder padding="sm">
            <Text size="sm">{t(`battles.statsPage.${item.key}`)}</Text>
            <Text fw={700} size="xl">{item.value}</Text>
          </Card>
        ))}
      </SimpleGrid>
      {played > 0 && (
        <Stack gap={4}>
          <Text size="sm" id="battle-results-chart">{t('battles.statsPage.chartLabel')}</Text>
          <Progress.Root size="xl" aria-labelledby="battle-results-chart">
            {parts.filter((p) => p.count > 0).map((p) => (
              <Progress.Section key={p.key} value={percent(p.count)} color={p.color} aria-label={t('battles.statsPage.share', { label: t(`battles.statsPage.${p.key}`), value: p.count, percent: percent(p.count) })} />
            ))}
          </Progress.Root>
          <Group gap="md">
            {parts.map((p) => <Text key={p.key} size="sm">{t('battles.statsPage.share', { label: t(`battles.statsPage.${p.key}`), value: p.count, percent: percent(p.count) })}</Text>)}
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
