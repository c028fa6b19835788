import { Badge, Stack, Table, Text } from '@mantine/core';
import { reportReasons } from '@plume/shared/quiz/play-requests';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { LoadMore } from '@/components/load-more';
import { QueryState } from '@/components/query-state';
import { useLocaleFormat } from '@/lib/locale-format';
import { useReports } from '../api/list-reports';

const isReason = (reason: string): reason is (typeof reportReasons)[number] => reportReasons.some((known) => known === reason);

/** The players' reports on questions, newest first. */
export function ReportsPanel() {
  const { t } = useTranslation();
  const reports = useReports();
  const format = useLocaleFormat();
  return (
    <QueryState query={reports}>
      {({ pages }) => {
        const list = pages.flatMap((page) => page.reports);
        if (list.length === 0) return <EmptyState>{t('adminQuestions.reports.empty')}</EmptyState>;
        return (
          <Stack gap="md">
            <Table.ScrollContainer minWidth={760}>
              <Table striped verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('adminQuestions.reports.date')}</Table.Th>
                    <Table.Th>{t('adminQuestions.form.question')}</Table.Th>
                    <Table.Th>{t('adminQuestions.reports.reason')}</Table.Th>
                    <Table.Th>{t('adminQuestions.reports.details')}</Table.Th>
                    <Table.Th>{t('adminQuestions.reports.profile')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.map((report) => (
                    <Table.Tr key={report.reportId}>
                      <Table.Td>
                        <Text size="sm" component="time" dateTime={report.createdAt}>
                          {format.date(report.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
                        </Text>
                      </Table.Td>
                      <Table.Td maw={320}>
                        <Text size="sm">{report.question}</Text>
                        <Text size="xs" c="dimmed" ff="monospace">
                          {report.questionId}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Badge variant="light" color="orange">
                          {isReason(report.reason) ? t(`adminQuestions.reports.reasons.${report.reason}`) : report.reason}
                        </Badge>
                      </Table.Td>
                      <Table.Td maw={280}>
                        <Text size="sm" c={report.details ? undefined : 'dimmed'}>
                          {report.details || '—'}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="xs" ff="monospace">
                          {report.profileId}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <LoadMore query={reports} label={t('adminQuestions.reports.loadMore')} />
          </Stack>
        );
      }}
    </QueryState>
  );
}
