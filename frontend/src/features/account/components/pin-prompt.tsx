import { Modal, PasswordInput, Stack } from '@mantine/core';
import type { Profile } from '@plume/shared/account';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useForm } from '@/lib/form';
import { useVerifyProfilePin } from '../api/verify-profile-pin';
import { isPin } from '../validation';
import { FormActions } from '@/components/form-actions';

/** Asks for the 4-digit code of a protected profile before anyone plays under it. */
export function PinPrompt({ profile, onUnlocked, onClose }: { profile: Profile | undefined; onUnlocked: (profile: Profile) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const verify = useVerifyProfilePin();
  const form = useForm({
    initialValues: { pin: '' },
    validate: ({ pin }) => ({ pin: isPin(pin) ? undefined : t('account.validation.pin') }),
  });
  const close = () => {
    form.reset();
    verify.reset();
    onClose();
  };
  const wrongPin = verify.error instanceof ApiError ? verify.error.message : undefined;

  return (
    <Modal opened={!!profile} onClose={close} title={t('account.selector.pinTitle', { name: profile?.name })} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form
        noValidate
        onSubmit={form.onSubmit(({ pin }) => {
          if (profile) verify.mutate({ profileId: profile.id, pin }, { onSuccess: () => onUnlocked(profile) });
        })}
      >
        <Stack gap="md">
          <PasswordInput
            label={t('account.fields.pin')}
            inputMode="numeric"
            maxLength={4}
            autoComplete="off"
            data-autofocus
            {...form.getInputProps('pin')}
            error={form.getInputProps('pin').error ?? wrongPin}
          />
          <FormActions onCancel={close} pending={verify.isPending} submitLabel={t('account.selector.unlock')} />
        </Stack>
      </form>
    </Modal>
  );
}
