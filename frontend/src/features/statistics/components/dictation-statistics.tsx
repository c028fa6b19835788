import { BarChart, LineChart } from '@mantine/charts';
import { Button, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AgeBand } from '@plume/shared';
import { dictationBaremes, dictationErrorCategories, type DictationBareme } from '@plume/shared/dictation/correction';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { dictationCategoryStyle, scoreValue, useScoreText } from '@/lib/dictation-terms';
import { useLocaleFormat } from '@/lib/locale-format';
import { useDictationHistory, type DictationAttempt } from '@/lib/activity/dictation-history';
import { ChartFigure } from '@/components/chart-figure';
import { countsMistakes } from '../age';

/** The « Dictées » section of the statistics: marks over time under a chosen barème, and mistakes by category per dictation. */
export function DictationStatistics({ profileId, profileName, ageBand }: { profileId: string; profileName: string; ageBand: AgeBand }) {
  const { t } = useTranslation();
  const history = useDictationHistory(profileId);
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="md">
      <div>
        <Title order={2} id={headingId}>
          {t('statistics.dictation.title')}
        </Title>
        <Text c="dimmed">{t('statistics.dictation.description')}</Text>
      </div>
      <QueryState query={history}>
        {({ attempts }) =>
          attempts.length === 0 ? (
            <EmptyState
              action={
                <Button component={Link} to="/dictate-ai/">
                  {t('statistics.dictation.start')}
                </Button>
              }
            >
              {t('statistics.dictation.empty', { name: profileName })}
            </EmptyState>
          ) : (
            <DictationCharts attempts={attempts} firstBareme={countsMistakes(ageBand) ? 'simple' : 'brevet'} />
          )
        }
      </QueryState>
    </Stack>
  );
}

interface AttemptRow {
  attempt: DictationAttempt;
  label: string;
}

function DictationCharts({ attempts, firstBareme }: { attempts: DictationAttempt[]; firstBareme: DictationBareme }) {
  const format = useLocaleFormat();
  const rows: AttemptRow[] = [...attempts]
    .sort((a, b) => a.submittedAt.localeCompare(b.submittedAt))
    .map((attempt) => ({ attempt, label: format.date(attempt.submittedAt, { day: 'numeric', month: 'short' }) }));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
      <ScoreTrend rows={rows} firstBareme={firstBareme} />
      <ErrorsByCategory rows={rows} />
    </SimpleGrid>
  );
}

/** The marks over time, first under the barème that reads at the profile's age (a child counts mistakes). */
function ScoreTrend({ rows, firstBareme }: { rows: AttemptRow[]; firstBareme: DictationBareme }) {
  const { t } = useTranslation();
  const scoreText = useScoreText();
  const [bareme, setBareme] = useState<DictationBareme>(firstBareme);
  const baremeId = useId();
  const data = rows.map(({ attempt, label }) => ({ label, score: scoreValue(attempt.scores, bareme) }));
  return (
    <ChartFigure
      headingOrder={3}
      title={t('statistics.dictation.trend.title')}
      description={t('statistics.dictation.trend.description')}
      controls={
        <div>
          <Text id={baremeId} size="sm" fw={500} mb={4}>
            {t('statistics.dictation.bareme')}
          </Text>
          <SegmentedControl
            aria-labelledby={baremeId}
            value={bareme}
            onChange={(value) => setBareme(value as DictationBareme)}
            data={dictationBaremes.map((value) => ({ value, label: t(`dictationTerms.baremes.${value}`) }))}
          />
        </div>
      }
      chart={
        <LineChart
          h={260}
          data={data}
          dataKey="label"
          series={[{ name: 'score', label: t(`dictationTerms.baremes.${bareme}`), color: 'indigo.6' }]}
          curveType="monotone"
          tickLine="none"
          gridAxis="y"
          yAxisProps={bareme === 'brevet' ? { domain: [0, 10] } : { domain: [0, 'auto'], allowDecimals: bareme === 'concours' }}
        />
      }
      rows={rows}
      rowKey={({ attempt }) => attempt.attemptId}
      columns={[
        { label: t('statistics.dictation.date'), value: ({ label }) => label },
        { label: t('statistics.dictation.passage'), value: ({ attempt }) => attempt.title },
        { label: t('statistics.dictation.mark'), value: ({ attempt }) => scoreText(attempt.scores, bareme) },
      ]}
    />
  );
}

function ErrorsByCategory({ rows }: { rows: AttemptRow[] }) {
  const { t } = useTranslation();
  const present = dictationErrorCategories.filter((category) => rows.some(({ attempt }) => (attempt.counts[category] ?? 0) > 0));
  const data = rows.map(({ attempt, label }) => ({ label, ...Object.fromEntries(present.map((category) => [category, attempt.counts[category] ?? 0])) }));
  return (
    <ChartFigure
      headingOrder={3}
      title={t('statistics.dictation.errors.title')}
      description={t('statistics.dictation.errors.description')}
      chart={
        present.length ? (
          <BarChart
            h={280}
            data={data}
            dataKey="label"
            type="stacked"
            series={present.map((category) => ({ name: category, label: t(`dictationTerms.categories.${category}`), color: `${dictationCategoryStyle[category].color}.6` }))}
            withLegend
            legendProps={{ verticalAlign: 'bottom' }}
            tickLine="none"
            gridAxis="y"
            yAxisProps={{ allowDecimals: false }}
            maxBarWidth={32}
          />
        ) : (
          <Text c="dimmed">{t('statistics.dictation.noErrors')}</Text>
        )
      }
      rows={rows}
      rowKey={({ attempt }) => attempt.attemptId}
      columns={[
        { label: t('statistics.dictation.date'), value: ({ label }) => label },
        { label: t('statistics.dictation.passage'), value: ({ attempt }) => attempt.title },
        ...present.map((category) => ({ label: t(`dictationTerms.categories.${category}`), value: ({ attempt }: AttemptRow) => attempt.counts[category] ?? 0 })),
      ]}
    />
  );
}
