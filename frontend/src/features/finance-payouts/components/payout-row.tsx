import { Button, Group, List, Stack, Table, Text } from '@mantine/core';
import { canTransition, type PayoutAction } from '@plume/shared/payouts/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PayoutStatusBadge } from '@/components/payout-status-badge';
import { useLocaleFormat } from '@/lib/locale-format';
import type { QueuedPayout } from '../api/list-payouts';
import { useReviewPayout } from '../api/review-payout';
import { RejectDialog } from './reject-dialog';

/** One request of the queue: who asked, how much, where to pay, its steps so far, and the next steps finance may take. */
export function PayoutRow({ payout, selfUid }: { payout: QueuedPayout; selfUid: string | undefined }) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const review = useReviewPayout();
  const [rejecting, setRejecting] = useState(false);
  const amount = format.number(payout.cents / 100, { style: 'currency', currency: 'EUR' });
  const act = (action: PayoutAction, reason?: string) =>
    review.mutateAsync({ payoutId: payout.id, action, ...(reason ? { reason } : {}) }).then(() => setRejecting(false), () => undefined);
  const who = { email: payout.email, amount };
  return (
    <Table.Tr data-testid="finance-payout" data-payout-id={payout.id}>
      <Table.Td>
        <Text size="sm" component="time" dateTime={payout.requestedAt}>
          {format.date(payout.requestedAt, { dateStyle: 'medium', timeStyle: 'short' })}
        </Text>
        <Text size="xs" c="dimmed" ff="monospace">
          {payout.id.slice(0, 8)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{payout.email}</Text>
        <Text size="xs" c="dimmed">
          {payout.profileName}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" fw={600}>
          {amount}
        </Text>
        <Text size="xs" c="dimmed">
          {t('wallet.coinsCount', { count: payout.coins, formatted: format.number(payout.coins) })}
        </Text>
      </Table.Td>
      <Table.Td maw={260}>
        <Text size="sm">{t(`wallet.methods.${payout.method}`)}</Text>
        <Text size="xs" ff="monospace" style={{ wordBreak: 'break-all' }}>
          {payout.payTo}
        </Text>
      </Table.Td>
      <Table.Td>
        <Stack gap={4} align="flex-start">
          <PayoutStatusBadge status={payout.status} />
          <List size="xs" spacing={2} aria-label={t('finance.audit', { id: payout.id.slice(0, 8) })}>
            {payout.history.map((step) => (
              <List.Item key={`${step.status}-${step.at}`}>
                {t('finance.auditStep', { status: t(`payoutStatus.${step.status}`), date: format.date(step.at, { dateStyle: 'short', timeStyle: 'short' }), by: step.by === 'family' ? t('finance.family') : step.by })}
                {step.reason ? ` — ${step.reason}` : ''}
              </List.Item>
            ))}
          </List>
        </Stack>
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          {canTransition('approve', payout.status) && (
            <Button size="xs" onClick={() => void act('approve')} loading={review.isPending && review.variables?.action === 'approve'} disabled={payout.uid === selfUid} aria-label={t('finance.actions.approveFor', who)}>
              {t('finance.actions.approve')}
            </Button>
          )}
          {canTransition('mark_paid', payout.status) && (
            <Button size="xs" color="teal" onClick={() => void act('mark_paid')} loading={review.isPending && review.variables?.action === 'mark_paid'} aria-label={t('finance.actions.markPaidFor', who)}>
              {t('finance.actions.markPaid')}
            </Button>
          )}
          {canTransition('reject', payout.status) && (
            <Button size="xs" color="red" variant="light" onClick={() => setRejecting(true)} aria-label={t('finance.actions.rejectFor', who)}>
              {t('finance.actions.reject')}
            </Button>
          )}
        </Group>
        <RejectDialog opened={rejecting} pending={review.isPending} onReject={(reason) => void act('reject', reason)} onCancel={() => setRejecting(false)} />
      </Table.Td>
    </Table.Tr>
  );
}
