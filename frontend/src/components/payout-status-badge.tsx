import { Badge } from '@mantine/core';
import type { PayoutStatus } from '@plume/shared/payouts/rules';
import { useTranslation } from 'react-i18next';

const colors: Record<PayoutStatus, string> = { pending: 'yellow', approved: 'blue', paid: 'teal', rejected: 'red' };

/** A payout request's status, worded and coloured the same on the family's wallet and in the finance queue. */
export function PayoutStatusBadge({ status }: { status: PayoutStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={colors[status]} data-status={status}>
      {t(`payoutStatus.${status}`)}
    </Badge>
  );
}
