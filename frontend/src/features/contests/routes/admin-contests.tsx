import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppPage } from '@/components/app-page';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { StatusPage } from '@/components/status-page';
import { ApiError } from '@/lib/api-client';
import { useLocaleFormat } from '@/lib/locale-format';
import { useAdminContests, type AdminContest } from '../api/admin-contests';
import { ContestEntriesDialog } from '../components/contest-entries';
import { ContestFormDialog } from '../components/contest-form';

const phaseColor = { live: 'green', upcoming: 'indigo', past: 'gray' } as const;

/** `/admin/contests` (group admin): the contests, a new one, edits before the start, and each one's entries. */
export function AdminContestsRoute() {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const contests = useAdminContests();
  const [editing, setEditing] = useState<AdminContest | null>();
  const [entriesOf, setEntriesOf] = useState<AdminContest>();
  if (contests.error instanceof ApiError && contests.error.status === 403) {
    return (
      <StatusPage
        mark={
          <Text fz={72} fw={800} c="indigo" lh={1} aria-hidden="true">
            403
          </Text>
        }
        title={t('contests.admin.forbidden.title')}
        action={
          <Button component={Link} to="/">
            {t('common.backHome')}
          </Button>
        }
      >
        {t('contests.admin.forbidden.body')}
      </StatusPage>
    );
  }
  const when = (instant: string) => format.date(instant, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <AppPage title={t('contests.admin.title')} subtitle={t('contests.admin.subtitle')} size="xl" aside={<Button onClick={() => setEditing(null)}>{t('contests.admin.create')}</Button>}>
      <QueryState query={contests}>
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState>{t('contests.admin.empty')}</EmptyState>
          ) : (
            <Table.ScrollContainer minWidth={760}>
              <Table striped highlightOnHover>
                <Table.Caption>{t('contests.admin.caption')}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    {(['title', 'phase', 'start', 'end', 'fee', 'entries', 'actions'] as const).map((column) => (
                      <Table.Th key={column} scope="col">
                        {t(`contests.admin.columns.${column}`)}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.items.map((contest) => (
                    <Table.Tr key={contest.id}>
                      <Table.Th scope="row" fw={600}>
                        {contest.title}
                      </Table.Th>
                      <Table.Td>
                        <Badge variant="light" color={phaseColor[contest.phase]}>
                          {t(`contests.admin.phase.${contest.phase}`)}
                        </Badge>
                        {contest.status !== 'open' && (
                          <Text span size="xs" c="dimmed" ml={4}>
                            {t(`contests.admin.status.${contest.status}`)}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>{when(contest.startsAt)}</Table.Td>
                      <Table.Td>{when(contest.endsAt)}</Table.Td>
                      <Table.Td>{format.number(contest.entryFee)}</Table.Td>
                      <Table.Td>{format.number(contest.entries)}</Table.Td>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          {contest.phase === 'upcoming' && (
                            <Button size="xs" variant="light" onClick={() => setEditing(contest)} aria-label={`${t('contests.admin.edit')} · ${contest.title}`}>
                              {t('contests.admin.edit')}
                            </Button>
                          )}
                          <Button size="xs" variant="default" onClick={() => setEntriesOf(contest)} aria-label={`${t('contests.admin.entries')} · ${contest.title}`}>
                            {t('contests.admin.entries')}
                          </Button>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )
        }
      </QueryState>
      <ContestFormDialog editing={editing} onClose={() => setEditing(undefined)} />
      <ContestEntriesDialog contest={entriesOf} onClose={() => setEntriesOf(undefined)} />
    </AppPage>
  );
}
