import { Button, Group, Stack, Text } from '@mantine/core';
import { Dialog } from '@/components/dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  pending?: boolean;
  /** False while the person still has to do something first (e.g. type a confirmation word). */
  canConfirm?: boolean;
}

/** Asks before a step that cannot be undone; the safe choice has the focus. */
export function ConfirmDialog({ opened, title, children, confirmLabel, onConfirm, onCancel, pending = false, canConfirm = true }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog opened={opened} onClose={onCancel} title={title} centered>
      <Stack gap="lg">
        {typeof children === 'string' ? <Text>{children}</Text> : children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button color="red" onClick={onConfirm} loading={pending} disabled={!canConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
