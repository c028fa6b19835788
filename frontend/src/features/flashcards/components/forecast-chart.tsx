import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Card, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '@/lib/locale-format';
import type { FlashcardStatistics } from '../api/get-flashcard-statistics';

/** Cards due on each of the next 30 days: a bar chart, its figures as a (visually hidden) table. */
export function ForecastChart({ statistics }: { statistics: FlashcardStatistics }) {
  const { t } = useTranslation();
  const { date, number } = useLocaleFormat();
  const titleId = useId();
  const rows = statistics.forecast.map((day) => ({ ...day, label: date(`${day.date}T12:00:00Z`, { day: 'numeric', month: 'short', timeZone: 'UTC' }) }));
  const total = statistics.forecast.reduce((sum, day) => sum + day.due, 0);
  return (
    <Card component="section" aria-labelledby={titleId} withBorder radius="md" padding="lg">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id={titleId}>{t('flashcards.forecast.title')}</Title>
          <Text size="sm" data-testid="forecast-summary">
            {t('flashcards.forecast.summary', { count: total, due: statistics.dueNow, retention: number(statistics.settings.requestRetention, { style: 'percent' }) })}
          </Text>
        </div>
        <div aria-hidden="true" inert>
          <BarChart h={220} data={rows} dataKey="label" series={[{ name: 'due', label: t('flashcards.forecast.cards'), color: 'blue.7' }]} tickLine="y" withTooltip={false} />
        </div>
        <VisuallyHidden>
          <Table>
            <caption>{t('flashcards.forecast.title')}</caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('flashcards.forecast.day')}</Table.Th>
                <Table.Th>{t('flashcards.forecast.cards')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.date}>
                  <Table.Td>{row.label}</Table.Td>
                  <Table.Td>{row.due}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </VisuallyHidden>
      </Stack>
    </Card>
  );
}
