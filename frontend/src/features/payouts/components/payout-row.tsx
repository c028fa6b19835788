import { Button, Group, List, Stack, Table, Text } from '@mantine/core';
import { canTransition, type PayoutAction } from '@plume/shared/payouts/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PayoutStatusBadge } from '@/components/payout-status-badge';
import { useLocaleFormat } from '@/lib/locale-format';
import type { QueuedPayout } from '../api/list-payouts';
import { useReviewPayout } from '../api/review-payout';
import { ProvenanceSummary } from './payout-provenance';
import { RejectDialog } from './reject-dialog';

/** The steps towards paying (a click too many sends money): each is confirmed in a dialog naming the amount and the requester. */
type ConfirmedAction = Extract<PayoutAction, 'approve' | 'mark_paid'>;

/**
 * One request of the queue: who asked, how much, where to pay, where the coins came from, its steps so far, and the
 * next steps finance may take.
 */
export function PayoutRow({ payout, selfUid }: { payout: QueuedPayout; selfUid: string | undefined }) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const review = useReviewPayout();
  const [rejecting, setRejecting] = useState(false);
  // The action stays named while the dialog closes, so its words do not change under the closing animation.
  const [confirming, setConfirming] = useState<{ action: ConfirmedAction; opened: boolean }>({ action: 'approve', opened: false });
  const closeConfirmation = () => setConfirming(({ action }) => ({ action, opened: false }));
  const amount = format.number(payout.cents / 100, { style: 'currency', currency: 'EUR' });
  const coins = t('wallet.coinsCount', { count: payout.coins, formatted: format.number(payout.coins) });
  const act = (action: PayoutAction, reason?: string) =>
    review.mutateAsync({ payoutId: payout.id, action, ...(reason ? { reason } : {}) }).then(() => setRejecting(false), () => undefined);
  // The dialog closes on any answer: a refusal (someone moved the request first) is said by the API client, and the
  // queue is read again either way.
  const confirm = () => void act(confirming.action).finally(closeConfirmation);
  const who = { email: payout.email, amount };
  const named = { amount, coins, name: payout.profileName, email: payout.email, payTo: payout.payTo };
  const markingPaid = confirming.action === 'mark_paid';
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
          {coins}
        </Text>
      </Table.Td>
      <Table.Td maw={260}>
        <Text size="sm">{t(`wallet.methods.${payout.method}`)}</Text>
        <Text size="xs" ff="monospace" style={{ wordBreak: 'break-all' }}>
          {payout.payTo}
        </Text>
      </Table.Td>
      <Table.Td miw={240}>
        <ProvenanceSummary payoutId={payout.id} provenance={payout.provenance} />
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
            <Button size="xs" onClick={() => setConfirming({ action: 'approve', opened: true })} loading={review.isPending && review.variables?.action === 'approve'} disabled={payout.uid === selfUid} aria-label={t('finance.actions.approveFor', who)}>
              {t('finance.actions.approve')}
            </Button>
          )}
          {canTransition('mark_paid', payout.status) && (
            <Button size="xs" color="teal" onClick={() => setConfirming({ action: 'mark_paid', opened: true })} loading={review.isPending && review.variables?.action === 'mark_paid'} aria-label={t('finance.actions.markPaidFor', who)}>
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
        <ConfirmDialog
          opened={confirming.opened}
          title={markingPaid ? t('finance.confirm.markPaidTitle') : t('finance.confirm.approveTitle')}
          confirmLabel={markingPaid ? t('finance.actions.markPaid') : t('finance.actions.approve')}
          pending={review.isPending}
          onConfirm={confirm}
          onCancel={closeConfirmation}
        >
          {markingPaid ? t('finance.confirm.markPaid', named) : t('finance.confirm.approve', named)}
        </ConfirmDialog>
      </Table.Td>
    </Table.Tr>
  );
}
