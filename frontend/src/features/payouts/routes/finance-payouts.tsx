import { Alert, Box, Button, Group, SegmentedControl, Stack, Table, TextInput } from '@mantine/core';
import { payoutStatuses, type PayoutStatus } from '@plume/shared/payouts/rules';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppPage } from '@/components/app-page';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { useSession } from '@/lib/session';
import { usePayoutQueue } from '../api/list-payouts';
import { PayoutRow } from '../components/payout-row';
import { downloadCsv, payoutsCsv } from '../csv-export';

type Filter = PayoutStatus | 'all';

/** `/finance/payouts` (Cognito group `finance`): the payout queue, its filters, the CSV export and each step. */
export function FinancePayoutsRoute() {
  const { t } = useTranslation();
  const selfUid = useSession().user?.uid;
  const [status, setStatus] = useState<Filter>('pending');
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search.trim());
  const queue = usePayoutQueue(status, deferredSearch);
  return (
    <AppPage title={t('finance.title')} subtitle={t('finance.subtitle')} size="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Group align="flex-end" maw="100%">
            {/* Every status side by side is wider than a phone: the filter scrolls on its own rather than the page. */}
            <Box maw="100%" style={{ overflowX: 'auto' }}>
              <SegmentedControl
                aria-label={t('finance.filter')}
                value={status}
                onChange={(value) => setStatus(value as Filter)}
                data={(['all', ...payoutStatuses] as const).map((value) => ({ value, label: value === 'all' ? t('finance.all') : t(`payoutStatus.${value}`) }))}
              />
            </Box>
            <TextInput type="search" label={t('finance.search')} placeholder={t('finance.searchHint')} maxLength={100} value={search} onChange={(event) => setSearch(event.currentTarget.value)} />
          </Group>
          <Button variant="default" disabled={!queue.data?.items.length} onClick={() => downloadCsv(payoutsCsv(queue.data?.items ?? []), `plume-paiements-${status}-${new Date().toISOString().slice(0, 10)}.csv`)}>
            {t('finance.export')}
          </Button>
        </Group>
        <QueryState query={queue}>
          {({ items, truncated }) =>
            items.length === 0 ? (
              <EmptyState>{t('finance.empty')}</EmptyState>
            ) : (
              <Stack gap="sm">
                {truncated && <Alert color="yellow">{t('finance.truncated')}</Alert>}
                <Table.ScrollContainer minWidth={1240}>
                  <Table striped verticalSpacing="sm" aria-label={t('finance.title')}>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t('finance.columns.requested')}</Table.Th>
                        <Table.Th>{t('finance.columns.family')}</Table.Th>
                        <Table.Th>{t('finance.columns.amount')}</Table.Th>
                        <Table.Th>{t('finance.columns.payTo')}</Table.Th>
                        <Table.Th>{t('finance.columns.provenance')}</Table.Th>
                        <Table.Th>{t('finance.columns.status')}</Table.Th>
                        <Table.Th>{t('finance.columns.actions')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {items.map((payout) => (
                        <PayoutRow key={payout.id} payout={payout} selfUid={selfUid} />
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              </Stack>
            )
          }
        </QueryState>
      </Stack>
    </AppPage>
  );
}
