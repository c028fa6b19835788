import { Badge, List, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AppPage } from '@/components/app-page';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { useLocaleFormat } from '@/lib/locale-format';
import { useExamAttempts } from '../api/examinator-exams';

/** `/examinator/exams/:examId`: each attempt of one exam with its result and every violation, at the server's time. */
export function ExaminatorExamRoute() {
  const { t } = useTranslation();
  const { examId = '' } = useParams();
  const format = useLocaleFormat();
  const attempts = useExamAttempts(examId);
  const when = (date: string) => format.date(date, { dateStyle: 'short', timeStyle: 'medium' });
  return (
    <AppPage title={attempts.data?.exam.title ?? t('examinator.attempts.title')} subtitle={t('examinator.attempts.subtitle')} back="/examinator/exams" size="xl">
      <QueryState query={attempts}>
        {({ attempts: list }) =>
          list.length === 0 ? (
            <EmptyState>{t('examinator.attempts.empty')}</EmptyState>
          ) : (
            <Table.ScrollContainer minWidth={900}>
              <Table striped verticalSpacing="sm" aria-label={t('examinator.attempts.title')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('examinator.attempts.learner')}</Table.Th>
                    <Table.Th>{t('examinator.attempts.started')}</Table.Th>
                    <Table.Th>{t('examinator.attempts.status')}</Table.Th>
                    <Table.Th>{t('examinator.attempts.marks')}</Table.Th>
                    <Table.Th>{t('examinator.attempts.violations')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.map((attempt) => (
                    <Table.Tr key={attempt.attemptId} data-testid="examinator-attempt">
                      <Table.Td>{attempt.profileName}</Table.Td>
                      <Table.Td>{when(attempt.startedAt)}</Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={attempt.completedBy === 'violation' ? 'red' : attempt.status === 'completed' ? 'green' : 'blue'}>
                          {t(attempt.completedBy ? `examinator.attempts.by.${attempt.completedBy}` : 'examinator.attempts.running')}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{attempt.result ? t('exams.result.marksValue', { marks: attempt.result.marks, total: attempt.result.totalMarks }) : '—'}</Table.Td>
                      <Table.Td>
                        {attempt.violations.length === 0 ? (
                          <Text size="sm" c="dimmed">
                            {t('examinator.attempts.none')}
                          </Text>
                        ) : (
                          <List size="sm" spacing={2}>
                            {attempt.violations.map((violation) => (
                              <List.Item key={violation.recordedAt + violation.kind}>
                                {t('examinator.attempts.violation', { kind: t(`examinator.kinds.${violation.kind}`), seconds: (violation.durationMs / 1000).toFixed(1), date: when(violation.recordedAt) })}
                              </List.Item>
                            ))}
                          </List>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )
        }
      </QueryState>
    </AppPage>
  );
}
