import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { Alert, Button, Card, SegmentedControl, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AppPage } from '@/components/app-page';
import { ChartFigure } from '@/components/chart-figure';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { useLocaleFormat } from '@/lib/locale-format';
import { useBusinessMetrics, type BusinessMetrics, type MetricsPeriod } from '../api/get-metrics';

type CountedMetric = BusinessMetrics['counts'][number]['metric'];

const periods: readonly MetricsPeriod[] = ['24h', '7d', '30d'];
const isPeriod = (value: string | null): value is MetricsPeriod => periods.some((period) => period === value);

/** The figures drawn together, each chart's series with its colour (dark enough on the theme's background). */
type ChartKey = 'learning' | 'coins' | 'battles' | 'payouts' | 'deadLetters';
const charts: readonly { key: ChartKey; metrics: readonly { metric: CountedMetric; color: string }[] }[] = [
  {
    key: 'learning',
    metrics: [
      { metric: 'GamesCompleted', color: 'indigo.7' },
      { metric: 'DictationsCompleted', color: 'teal.8' },
      { metric: 'FlashcardsReviewed', color: 'grape.7' },
      { metric: 'CrosswordsSolved', color: 'orange.8' },
    ],
  },
  { key: 'coins', metrics: [{ metric: 'CoinsCredited', color: 'teal.8' }, { metric: 'CoinsSpent', color: 'red.8' }] },
  { key: 'battles', metrics: [{ metric: 'BattlesStarted', color: 'indigo.7' }, { metric: 'BattlesFinished', color: 'teal.8' }] },
  {
    key: 'payouts',
    metrics: [
      { metric: 'PayoutsRequested', color: 'indigo.7' },
      { metric: 'PayoutsApproved', color: 'teal.8' },
      { metric: 'PayoutsPaid', color: 'green.9' },
      { metric: 'PayoutsRejected', color: 'red.8' },
    ],
  },
  { key: 'deadLetters', metrics: [{ metric: 'DeadLetters', color: 'red.8' }] },
];

/** `/admin/metrics` (group `admin`): the business figures of the ops dashboard, over the last 24 hours, 7 or 30 days. */
export function AdminMetricsRoute() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const requested = search.get('period');
  const period: MetricsPeriod = isPeriod(requested) ? requested : '24h';
  const metrics = useBusinessMetrics(period);
  const periodLabelId = useId();
  return (
    <AppPage
      title={t('adminConsole.metrics.title')}
      subtitle={t('adminConsole.metrics.subtitle')}
      back="/admin"
      size="xl"
      aside={
        <Button variant="default" onClick={() => void metrics.refetch()} loading={metrics.isFetching}>
          {t('adminConsole.metrics.refresh')}
        </Button>
      }
    >
      <Stack gap="xl">
        <Stack gap={4}>
          <Text size="sm" fw={500} id={periodLabelId}>
            {t('adminConsole.metrics.period')}
          </Text>
          <SegmentedControl
            aria-labelledby={periodLabelId}
            value={period}
            onChange={(value) => setSearch(value === '24h' ? {} : { period: value }, { replace: true })}
            data={periods.map((value) => ({ value, label: t(`adminConsole.metrics.periods.${value}`) }))}
            maw={420}
          />
        </Stack>
        <QueryState query={metrics}>{(data) => <MetricsReport data={data} />}</QueryState>
      </Stack>
    </AppPage>
  );
}

function MetricsReport({ data }: { data: BusinessMetrics }) {
  const { t } = useTranslation();
  const nothing = data.counts.every((series) => series.total === 0) && data.oldestPendingPayoutHours.latest === null;
  return (
    <Stack gap="xl">
      {data.partial && <Alert color="yellow">{t('adminConsole.metrics.partial')}</Alert>}
      {nothing ? (
        <EmptyState
          action={
            <Button component={Link} to="/admin" variant="light">
              {t('adminConsole.metrics.backToConsole')}
            </Button>
          }
        >
          {t('adminConsole.metrics.empty')}
        </EmptyState>
      ) : (
        <>
          <Totals data={data} />
          {charts.map((chart) => (
            <CountsChart key={chart.key} chartKey={chart.key} metrics={chart.metrics} data={data} />
          ))}
          <OldestPendingPayoutChart data={data} />
          <DeadLettersByRule data={data} />
        </>
      )}
    </Stack>
  );
}

/** Each figure's total over the period, and the oldest pending payout as last measured: the page's text summary. */
function Totals({ data }: { data: BusinessMetrics }) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const latest = data.oldestPendingPayoutHours.latest;
  return (
    <section aria-labelledby="metrics-totals">
      <Title order={2} size="h3" id="metrics-totals" mb="sm">
        {t('adminConsole.metrics.totals', { period: t(`adminConsole.metrics.periods.${data.period}`) })}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="md" component="dl" m={0}>
        {data.counts.map(({ metric, total }) => (
          <Figure key={metric} label={t(`adminConsole.metrics.names.${metric}`)} value={format.number(total)} testId={`metric-${metric}`} />
        ))}
        <Figure
          label={t('adminConsole.metrics.names.OldestPendingPayoutHours')}
          value={latest === null ? t('adminConsole.metrics.notMeasured') : t('adminConsole.metrics.hours', { count: latest, formatted: format.number(latest, { maximumFractionDigits: 1 }) })}
          testId="metric-OldestPendingPayoutHours"
        />
      </SimpleGrid>
    </section>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fz={24} fw={700} data-testid={testId}>
        {value}
      </Text>
    </Card>
  );
}

/** A bucket's start as its axis label: the hour over 24 hours, the day and hour over 7 days, the day over 30. */
function useBucketLabel(period: MetricsPeriod) {
  const format = useLocaleFormat();
  const options: Record<MetricsPeriod, Intl.DateTimeFormatOptions> = {
    '24h': { hour: '2-digit', minute: '2-digit' },
    '7d': { weekday: 'short', day: 'numeric', hour: '2-digit' },
    '30d': { day: 'numeric', month: 'short' },
  };
  return (bucket: string) => format.date(bucket, options[period]);
}

function CountsChart({ chartKey, metrics, data }: { chartKey: ChartKey; metrics: (typeof charts)[number]['metrics']; data: BusinessMetrics }) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const bucketLabel = useBucketLabel(data.period);
  const valuesOf = (metric: CountedMetric) => data.counts.find((series) => series.metric === metric)?.values ?? [];
  const rows = data.buckets.map((bucket, index) => ({
    bucket,
    label: bucketLabel(bucket),
    ...Object.fromEntries(metrics.map(({ metric }) => [metric, valuesOf(metric)[index] ?? 0])),
  })) as ({ bucket: string; label: string } & Record<CountedMetric, number>)[];
  const totals = metrics.map(({ metric }) => t('adminConsole.metrics.seriesTotal', { name: t(`adminConsole.metrics.names.${metric}`), total: format.number(valuesOf(metric).reduce((sum, value) => sum + value, 0)) }));
  return (
    <ChartFigure
      title={t(`adminConsole.metrics.charts.${chartKey}`)}
      description={totals.join(' · ')}
      chart={
        <BarChart
          h={240}
          data={rows}
          dataKey="label"
          series={metrics.map(({ metric, color }) => ({ name: metric, label: t(`adminConsole.metrics.names.${metric}`), color }))}
          withLegend={metrics.length > 1}
          legendProps={{ verticalAlign: 'bottom' }}
          tickLine="y"
          withTooltip={false}
          yAxisProps={{ allowDecimals: false }}
        />
      }
      rows={rows}
      rowKey={(row) => row.bucket}
      columns={[
        { label: t('adminConsole.metrics.bucket'), value: (row) => row.label },
        ...metrics.map(({ metric }) => ({ label: t(`adminConsole.metrics.names.${metric}`), value: (row: (typeof rows)[number]) => row[metric] })),
      ]}
    />
  );
}

function OldestPendingPayoutChart({ data }: { data: BusinessMetrics }) {
  const { t } = useTranslation();
  const bucketLabel = useBucketLabel(data.period);
  const { values } = data.oldestPendingPayoutHours;
  if (values.every((value) => value === null)) return null;
  const rows = data.buckets.map((bucket, index) => ({ bucket, label: bucketLabel(bucket), hours: values[index] ?? null }));
  return (
    <ChartFigure
      title={t('adminConsole.metrics.charts.oldestPendingPayout')}
      description={t('adminConsole.metrics.oldestPendingPayoutHint')}
      chart={
        <LineChart
          h={220}
          data={rows}
          dataKey="label"
          series={[{ name: 'hours', label: t('adminConsole.metrics.names.OldestPendingPayoutHours'), color: 'orange.8' }]}
          connectNulls
          withTooltip={false}
          tickLine="y"
          referenceLines={[{ y: 72, label: t('adminConsole.metrics.alarmLine'), color: 'red.8' }]}
        />
      }
      rows={rows}
      rowKey={(row) => row.bucket}
      columns={[
        { label: t('adminConsole.metrics.bucket'), value: (row) => row.label },
        { label: t('adminConsole.metrics.names.OldestPendingPayoutHours'), value: (row) => row.hours ?? '—' },
      ]}
    />
  );
}

/** Which rules' consumers gave up on events in the period: a table people read, with the way to the letters. */
function DeadLettersByRule({ data }: { data: BusinessMetrics }) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  if (!data.deadLettersByRule.length) return null;
  return (
    <section aria-labelledby="metrics-dead-letters">
      <Title order={2} size="h4" id="metrics-dead-letters" mb="sm">
        {t('adminConsole.metrics.deadLettersByRule')}
      </Title>
      <Table striped maw={560} aria-labelledby="metrics-dead-letters">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('adminConsole.metrics.rule')}</Table.Th>
            <Table.Th>{t('adminConsole.metrics.names.DeadLetters')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.deadLettersByRule.map(({ rule, count }) => (
            <Table.Tr key={rule}>
              <Table.Td>{rule}</Table.Td>
              <Table.Td>{format.number(count)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Button component={Link} to="/admin/dead-letters" variant="light" mt="sm">
        {t('adminConsole.metrics.openDeadLetters')}
      </Button>
    </section>
  );
}
