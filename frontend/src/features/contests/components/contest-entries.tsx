import { Table } from '@mantine/core';
import { Dialog } from '@/components/dialog';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { useLocaleFormat } from '@/lib/locale-format';
import { useContestEntries, type AdminContest } from '../api/admin-contests';

/** A contest's entries (name, when, fee paid, played, score and rank), in a dialog. */
export function ContestEntriesDialog({ contest, onClose }: { contest: AdminContest | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const entries = useContestEntries(contest?.id);
  return (
    <Dialog opened={contest !== undefined} onClose={onClose} title={contest ? t('contests.admin.entriesTitle', { title: contest.title }) : ''} size="xl">
      {contest && (
        <QueryState query={entries}>
          {(data) =>
            data.entries.length === 0 ? (
              <EmptyState>{t('contests.admin.entriesEmpty')}</EmptyState>
            ) : (
              <Table.ScrollContainer minWidth={560}>
                <Table striped>
                  <Table.Thead>
                    <Table.Tr>
                      {(['name', 'joinedAt', 'fee', 'played', 'score', 'rank'] as const).map((column) => (
                        <Table.Th key={column} scope="col">
                          {t(`contests.admin.entriesColumns.${column}`)}
                        </Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.entries.map((entry) => (
                      <Table.Tr key={entry.publicId}>
                        <Table.Th scope="row" fw={500}>
                          {entry.name}
                        </Table.Th>
                        <Table.Td>{format.date(entry.joinedAt, { dateStyle: 'short', timeStyle: 'short' })}</Table.Td>
                        <Table.Td>{format.number(entry.fee)}</Table.Td>
                        <Table.Td>{entry.played ? t('contests.admin.yes') : t('contests.admin.no')}</Table.Td>
                        <Table.Td>{entry.score === undefined ? '—' : format.number(entry.score)}</Table.Td>
                        <Table.Td>{entry.rank ?? '—'}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )
          }
        </QueryState>
      )}
    </Dialog>
  );
}
