import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { PayoutStatusBadge } from '@/components/payout-status-badge';
import { useLocaleFormat } from '@/lib/locale-format';
import type { PayoutRequest } from '../api/get-wallet';

/** The account's requests, newest first, with their status and finance's reason when one was refused. */
export function PayoutRequests({ requests }: { requests: readonly PayoutRequest[] }) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  if (requests.length === 0) return <EmptyState>{t('wallet.requests.empty')}</EmptyState>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('wallet.requests.date')}</Table.Th>
            <Table.Th>{t('wallet.requests.amount')}</Table.Th>
            <Table.Th>{t('wallet.requests.to')}</Table.Th>
            <Table.Th>{t('wallet.requests.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {requests.map((request) => (
            <Table.Tr key={request.id} data-testid="payout-request">
              <Table.Td>
                <Text size="sm" component="time" dateTime={request.requestedAt}>
                  {format.date(request.requestedAt, { dateStyle: 'medium', timeStyle: 'short' })}
                </Text>
                <Text size="xs" c="dimmed">
                  {request.profileName}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {format.number(request.cents / 100, { style: 'currency', currency: 'EUR' })}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('wallet.coinsCount', { count: request.coins, formatted: format.number(request.coins) })}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{t(`wallet.methods.${request.method}`)}</Text>
                <Text size="xs" c="dimmed">
                  {request.destination}
                </Text>
              </Table.Td>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  <PayoutStatusBadge status={request.status} />
                  {request.status === 'pending' || request.status === 'approved' ? (
                    <Text size="xs" c="dimmed">
                      {t('wallet.requests.processing')}
                    </Text>
                  ) : null}
                  {request.reason ? <Text size="xs">{request.reason}</Text> : null}
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
