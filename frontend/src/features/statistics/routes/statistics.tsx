import '@mantine/charts/styles.css';
import { AreaChart, BarChart, LineChart } from '@mantine/charts';
import { Button, Card, Group, NativeSelect, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { Account, Profile } from '@plume/shared/account';
import { categoryIds } from '@plume/shared/content';
import { gameModes } from '@plume/shared/quiz/modes';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AppPage } from '@/components/app-page';
import { EmptyState } from '@/components/empty-state';
import { ProfileGate } from '@/components/profile-gate';
import { QueryState } from '@/components/query-state';
import { useLocaleFormat } from '@/lib/locale-format';
import { accuracy } from '../accuracy';
import { useStatistics, type Statistics } from '@/lib/activity/statistics';
import { categoryAccuracyOverTime, MAX_CHARTED_CATEGORIES, type CategoryAccuracyRow } from '../category-days';
import { ChartFigure } from '@/components/chart-figure';
import { DictationStatistics } from '../components/dictation-statistics';
import { FlashcardStatistics } from '../components/flashcard-statistics';
import { SpellingStatistics } from '../components/spelling-statistics';
import { CrosswordStatistics } from '../components/crossword-statistics';

/**
 * `/profile/statistics`: one profile's progress (the active one, or any profile of the account with `?profile=`).
 * The charts library and its styles load with this page only.
 */
export function StatisticsRoute() {
  const { t } = useTranslation();
  return (
    <AppPage title={t('statistics.title')} subtitle={t('statistics.subtitle')} back="/profile/" size="lg">
      <ProfileGate>{(active, account) => <ProfileStatistics account={account} active={active} />}</ProfileGate>
    </AppPage>
  );
}

function ProfileStatistics({ account, active }: { account: Account; active: Profile }) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const profile = account.profiles.find((candidate) => candidate.id === search.get('profile')) ?? active;
  const statistics = useStatistics(profile.id);
  return (
    <Stack gap="xl">
      {account.profiles.length > 1 && (
        <NativeSelect
          label={t('statistics.profile')}
          value={profile.id}
          onChange={(event) => setSearch(event.currentTarget.value === active.id ? {} : { profile: event.currentTarget.value }, { replace: true })}
          data={account.profiles.map(({ id, name }) => ({ value: id, label: name }))}
          maw={320}
        />
      )}
      <QueryState query={statistics}>
        {(data) =>
          data.games === 0 ? (
            <EmptyState
              action={
                <Button component={Link} to="/quiz">
                  {t('statistics.play')}
                </Button>
              }
            >
              {t('statistics.empty', { name: profile.name })}
            </EmptyState>
          ) : (
            <Stack gap="xl">
              <Summary statistics={data} />
              <ActivityChart days={data.days} />
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
                <CategoryChart categories={data.byCategory} />
                <ModeTable modes={data.byMode} />
              </SimpleGrid>
              <CategoryDaysChart days={data.days} categoryDays={data.categoryDays} />
            </Stack>
          )
        }
      </QueryState>
      <DictationStatistics key={profile.id} profileId={profile.id} profileName={profile.name} ageBand={profile.ageBand} />
      <FlashcardStatistics key={`cards-${profile.id}`} profileId={profile.id} profileName={profile.name} ageBand={profile.ageBand} />
      <SpellingStatistics key={`spelling-${profile.id}`} profileId={profile.id} profileName={profile.name} />
      <CrosswordStatistics key={`crosswords-${profile.id}`} profileId={profile.id} profileName={profile.name} />
    </Stack>
  );
}

function Summary({ statistics: s }: { statistics: Statistics }) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const cards = [
    { key: 'games', value: format.number(s.games), detail: t('statistics.summary.questions', { count: s.questions }) },
    { key: 'accuracy', value: `${format.number(accuracy(s))} %`, detail: t('statistics.summary.correct', { count: s.correct, formatted: format.number(s.correct), total: format.number(s.questions) }) },
    { key: 'points', value: format.number(s.points) },
    { key: 'coins', value: format.number(s.coins.earned), detail: t('statistics.summary.balance', { balance: format.number(s.coins.balance) }) },
    { key: 'badges', value: `${s.badges.unlocked} / ${s.badges.total}` },
    { key: 'playStreak', value: t('statistics.summary.days', { count: s.playStreak.current }), detail: t('statistics.summary.best', { count: s.playStreak.best }) },
    { key: 'dailyStreak', value: t('statistics.summary.days', { count: s.dailyStreak.current }), detail: t('statistics.summary.best', { count: s.dailyStreak.best }) },
  ] as const;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="md" component="dl" m={0}>
      {cards.map((card) => (
        <Card key={card.key} withBorder radius="md" padding="md">
          <Text component="dt" size="sm" c="dimmed">
            {t(`statistics.cards.${card.key}`)}
          </Text>
          <Text component="dd" m={0} fz={26} fw={700} data-testid={`statistics-${card.key}`}>
            {card.value}
            {'detail' in card && (
              <Text component="span" display="block" size="xs" fw={400} c="dimmed">
                {card.detail}
              </Text>
            )}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** A Paris day (`YYYY-MM-DD`) as « 22 nov. »: noon UTC is the same calendar day in Paris, whatever the viewer's own time zone. */
const dayLabel = (format: ReturnType<typeof useLocaleFormat>, day: string) => format.date(`${day}T12:00:00Z`, { day: 'numeric', month: 'short', timeZone: 'UTC' });

function ActivityChart({ days }: { days: Statistics['days'] }) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const data = days.map((day) => ({ ...day, label: dayLabel(format, day.day) }));
  return (
    <ChartFigure
      title={t('statistics.days.title')}
      description={t('statistics.days.description')}
      chart={
        <AreaChart
          h={260}
          data={data}
          dataKey="label"
          series={[
            { name: 'questions', label: t('statistics.days.questions'), color: 'indigo.4' },
            { name: 'correct', label: t('statistics.days.correct'), color: 'teal.6' },
          ]}
          curveType="monotone"
          withDots={false}
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          tickLine="none"
          gridAxis="y"
          yAxisProps={{ allowDecimals: false }}
        />
      }
      rows={data}
      rowKey={(row) => row.day}
      columns={[
        { label: t('statistics.days.day'), value: (row) => row.label },
        { label: t('statistics.days.questions'), value: (row) => row.questions },
        { label: t('statistics.days.correct'), value: (row) => row.correct },
      ]}
    />
  );
}

const isCategoryId = (id: string): id is (typeof categoryIds)[number] => categoryIds.some((known) => known === id);
const isGameMode = (id: string): id is (typeof gameModes)[number] => gameModes.some((known) => known === id);

function useCategoryName() {
  const { t } = useTranslation();
  return (category: string) => (isCategoryId(category) ? t(`statistics.categories.${category}`) : category);
}

function CategoryChart({ categories }: { categories: Statistics['byCategory'] }) {
  const { t } = useTranslation();
  const categoryName = useCategoryName();
  const rows = categories
    .filter((category) => category.questions > 0)
    .map((category) => ({ ...category, name: categoryName(category.category), accuracy: accuracy(category) }))
    .sort((a, b) => b.accuracy - a.accuracy);
  return (
    <ChartFigure
      title={t('statistics.byCategory.title')}
      description={t('statistics.byCategory.description')}
      chart={
        rows.length ? (
          <BarChart
            h={48 + rows.length * 40}
            data={rows}
            dataKey="name"
            orientation="vertical"
            series={[{ name: 'accuracy', label: t('statistics.accuracy'), color: 'indigo.6' }]}
            valueFormatter={(value) => `${value} %`}
            xAxisProps={{ domain: [0, 100] }}
            yAxisProps={{ width: 130 }}
            gridAxis="x"
            maxBarWidth={24}
          />
        ) : (
          <Text c="dimmed">{t('statistics.noData')}</Text>
        )
      }
      rows={rows}
      rowKey={(row) => row.category}
      columns={[
        { label: t('statistics.category'), value: (row) => row.name },
        { label: t('statistics.questions'), value: (row) => row.questions },
        { label: t('statistics.accuracy'), value: (row) => `${row.accuracy} %` },
      ]}
    />
  );
}

/** One line per category charted, in the order of the most played. */
const lineColors = ['indigo.6', 'teal.6', 'orange.6', 'grape.6', 'lime.8'] as const;

function CategoryDaysChart({ days, categoryDays }: { days: Statistics['days']; categoryDays: Statistics['categoryDays'] }) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const categoryName = useCategoryName();
  const { series, rows } = categoryAccuracyOverTime(days, categoryDays);
  const data = rows.map((row): CategoryAccuracyRow & { label: string } => ({ ...row, label: dayLabel(format, row.day) }));
  const percent = (value: string | number | null) => (typeof value === 'number' ? `${value} %` : t('statistics.categoryDays.notPlayed'));
  return (
    <ChartFigure
      title={t('statistics.categoryDays.title')}
      description={t('statistics.categoryDays.description', { limit: MAX_CHARTED_CATEGORIES })}
      chart={
        series.length ? (
          <LineChart
            h={280}
            data={data}
            dataKey="label"
            series={series.map(({ category }, index) => ({ name: category, label: categoryName(category), color: lineColors[index % lineColors.length]! }))}
            connectNulls
            curveType="monotone"
            withLegend
            legendProps={{ verticalAlign: 'bottom' }}
            valueFormatter={(value) => `${value} %`}
            tickLine="none"
            gridAxis="y"
            yAxisProps={{ domain: [0, 100], allowDecimals: false }}
          />
        ) : (
          <Text c="dimmed">{t('statistics.categoryDays.empty')}</Text>
        )
      }
      // The table lists only the days something was played: 30 lines of « not played » would say nothing.
      rows={data.filter((row) => series.some(({ category }) => row[category] !== null))}
      rowKey={(row) => row.day}
      columns={[
        { label: t('statistics.days.day'), value: (row) => row.label },
        ...series.map(({ category }) => ({ label: categoryName(category), value: (row: (typeof data)[number]) => percent(row[category] ?? null) })),
      ]}
    />
  );
}

function ModeTable({ modes }: { modes: Statistics['byMode'] }) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const rows = modes.filter((mode) => mode.games > 0);
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Title order={2} size="h4" id={titleId}>
          {t('statistics.byMode.title')}
        </Title>
        {rows.length === 0 ? (
          <Text c="dimmed">{t('statistics.noData')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={300}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('statistics.mode')}</Table.Th>
                  <Table.Th ta="right">{t('statistics.games')}</Table.Th>
                  <Table.Th w="40%">{t('statistics.accuracy')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => {
                  const percent = accuracy(row);
                  return (
                    <Table.Tr key={row.mode}>
                      <Table.Td>{isGameMode(row.mode) ? t(`quiz.modes.${row.mode}.title`) : row.mode}</Table.Td>
                      <Table.Td ta="right">{format.number(row.games)}</Table.Td>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <Progress value={percent} color="teal" size="md" radius="xl" style={{ flex: 1 }} aria-hidden="true" />
                          <Text size="sm" fw={600} w={48} ta="right">
                            {percent} %
                          </Text>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
