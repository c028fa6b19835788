import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { ChartFigure } from '@/components/chart-figure';
import { useLocaleFormat } from '@/lib/locale-format';
import type { FlashcardStatistics } from '../api/get-flashcard-statistics';

/** Cards due on each of the next 30 days: a bar chart, its figures as a (visually hidden) table. */
export function ForecastChart({ statistics }: { statistics: FlashcardStatistics }) {
  const { t } = useTranslation();
  const { date, number } = useLocaleFormat();
  const rows = statistics.forecast.map((day) => ({ ...day, label: date(`${day.date}T12:00:00Z`, { day: 'numeric', month: 'short', timeZone: 'UTC' }) }));
  const total = statistics.forecast.reduce((sum, day) => sum + day.due, 0);
  const { memoryModel } = statistics;
  return (
    <ChartFigure
      title={t('flashcards.forecast.title')}
      description={
        <>
          <span data-testid="forecast-summary">
            {t('flashcards.forecast.summary', { count: total, due: statistics.dueNow, retention: number(statistics.settings.requestRetention, { style: 'percent' }) })}
          </span>{' '}
          <span data-testid="memory-model">
            {memoryModel.fittedOnReviews
              ? t('flashcards.forecast.personalized', { count: memoryModel.fittedOnReviews, formatted: number(memoryModel.fittedOnReviews) })
              : t('flashcards.forecast.defaults', { count: Math.max(0, memoryModel.threshold - memoryModel.reviews), threshold: memoryModel.threshold })}
          </span>
        </>
      }
      chart={<BarChart h={220} data={rows} dataKey="label" series={[{ name: 'due', label: t('flashcards.forecast.cards'), color: 'blue.7' }]} tickLine="y" withTooltip={false} />}
      rows={rows}
      columns={[
        { label: t('flashcards.forecast.day'), value: (row) => row.label },
        { label: t('flashcards.forecast.cards'), value: (row) => row.due },
      ]}
      rowKey={(row) => row.date}
    />
  );
}
