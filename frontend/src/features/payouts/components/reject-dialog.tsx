import { Button, Group, Stack, Textarea } from '@mantine/core';
import { Dialog } from '@/components/dialog';
import { MAX_REJECT_REASON_CHARS } from '@plume/shared/payouts/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Asks finance why a request is refused: the family reads this reason in its notification and on its wallet. */
export function RejectDialog({ opened, pending, onReject, onCancel }: { opened: boolean; pending: boolean; onReject: (reason: string) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const submit = () => {
    if (reason.trim().length < 3) return setError(t('finance.reject.reasonRequired'));
    onReject(reason.trim());
  };
  return (
    <Dialog opened={opened} onClose={onCancel} title={t('finance.reject.title')} centered>
      <Stack gap="lg">
        <Textarea
          label={t('finance.reject.reason')}
          description={t('finance.reject.reasonHint')}
          required
          autosize
          minRows={3}
          maxLength={MAX_REJECT_REASON_CHARS}
          value={reason}
          error={error}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setError(undefined);
          }}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button color="red" onClick={submit} loading={pending}>
            {t('finance.actions.reject')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
