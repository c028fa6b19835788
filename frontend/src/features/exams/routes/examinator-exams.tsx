import { Anchor, Badge, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppPage } from '@/components/app-page';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { useLocaleFormat } from '@/lib/locale-format';
import { useExaminatorExams } from '../api/examinator-exams';
import { CreateExamForm } from '../components/create-exam-form';

/** `/examinator/exams` (group `examinator`, admins too): the latest rule violations, the exams, and a new one. */
export function ExaminatorExamsRoute() {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const exams = useExaminatorExams();
  const when = (date: string) => format.date(date, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <AppPage title={t('examinator.title')} subtitle={t('examinator.subtitle')} size="xl">
      <Stack gap="xl">
        <QueryState query={exams}>
          {({ exams: list, recentViolations }) => (
            <Stack gap="xl">
              <section aria-labelledby="violations-title">
                <Title order={2} size="h3" id="violations-title" mb="md">
                  {t('examinator.violations.title')}
                </Title>
                {recentViolations.length === 0 ? (
                  <Text c="dimmed">{t('examinator.violations.empty')}</Text>
                ) : (
                  <Stack gap={4} component="ul" style={{ paddingLeft: 20, margin: 0 }} data-testid="violation-feed">
                    {recentViolations.map((violation) => (
                      <li key={`${violation.attemptId}:${violation.recordedAt}`}>
                        <Text size="sm">
                          {t(violation.completed ? 'examinator.violations.ended' : 'examinator.violations.short', {
                            name: violation.profileName, exam: violation.examTitle, kind: t(`examinator.kinds.${violation.kind}`), seconds: Math.round(violation.durationMs / 1000), date: when(violation.recordedAt),
                          })}
                        </Text>
                      </li>
                    ))}
                  </Stack>
                )}
              </section>
              <section aria-labelledby="exams-title">
                <Title order={2} size="h3" id="exams-title" mb="md">
                  {t('examinator.list.title')}
                </Title>
                {list.length === 0 ? (
                  <EmptyState>{t('examinator.list.empty')}</EmptyState>
                ) : (
                  <Table.ScrollContainer minWidth={800}>
                    <Table striped verticalSpacing="sm" aria-labelledby="exams-title">
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>{t('examinator.list.exam')}</Table.Th>
                          <Table.Th>{t('examinator.list.window')}</Table.Th>
                          <Table.Th>{t('examinator.list.settings')}</Table.Th>
                          <Table.Th>{t('examinator.list.state')}</Table.Th>
                          <Table.Th>{t('examinator.list.attempts')}</Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {list.map((exam) => (
                          <Table.Tr key={exam.examId} data-testid="examinator-exam">
                            <Table.Td>
                              <Anchor component={Link} to={`/examinator/exams/${exam.examId}`}>
                                {exam.title}
                              </Anchor>
                              <Text size="xs" c="dimmed">
                                {exam.createdBy}
                              </Text>
                            </Table.Td>
                            <Table.Td>{t('exams.window', { opens: when(exam.opensAt), closes: when(exam.closesAt) })}</Table.Td>
                            <Table.Td>{t('exams.facts', { count: exam.questionCount, minutes: exam.durationMinutes, marks: exam.questionCount * exam.marksPerQuestion })}</Table.Td>
                            <Table.Td>
                              <Badge variant="light" color={exam.state === 'open' ? 'green' : 'gray'}>
                                {t(`exams.state.${exam.state}`)}
                              </Badge>
                            </Table.Td>
                            <Table.Td>{format.number(exam.attempts)}</Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </Table.ScrollContainer>
                )}
              </section>
            </Stack>
          )}
        </QueryState>
        <section aria-labelledby="create-title">
          <Title order={2} size="h3" id="create-title" mb="md">
            {t('examinator.form.title')}
          </Title>
          <CreateExamForm />
        </section>
      </Stack>
    </AppPage>
  );
}
