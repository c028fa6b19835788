import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { accountKeys } from '@/lib/account/query-keys';
import { endSession } from '@/lib/session';
import { useDeleteAccount } from '../api/delete-account';
import { Section } from './section';

/** Deleting is for good, so the person types a confirmation word first. */
export function DeleteAccount() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState('');
  const deleteAccount = useDeleteAccount();
  const word = t('account.delete.word');

  const close = () => {
    setConfirming(false);
    setTyped('');
  };
  const confirm = () =>
    deleteAccount.mutate(undefined, {
      onSuccess: async () => {
        await endSession();
        queryClient.removeQueries({ queryKey: accountKeys.all });
        await navigate('/');
      },
    });

  return (
    <Section title={t('account.delete.title')} description={t('account.delete.description')}>
      <Group>
        <Button color="red" variant="light" onClick={() => setConfirming(true)}>
          {t('account.delete.open')}
        </Button>
      </Group>
      <ConfirmDialog
        opened={confirming}
        title={t('account.delete.confirmTitle')}
        confirmLabel={t('account.delete.confirm')}
        pending={deleteAccount.isPending}
        canConfirm={typed.trim().toUpperCase() === word.toUpperCase()}
        onCancel={close}
        onConfirm={confirm}
      >
        <Stack gap="sm">
          <Text>{t('account.delete.confirmBody')}</Text>
          <TextInput label={t('account.delete.typeWord', { word })} value={typed} onChange={(event) => setTyped(event.currentTarget.value)} autoComplete="off" />
        </Stack>
      </ConfirmDialog>
    </Section>
  );
}
