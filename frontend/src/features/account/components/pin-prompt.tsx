import { Stack } from '@mantine/core';
import { PasswordInput } from '@/components/password-input';
import { Dialog } from '@/components/dialog';
import type { Profile } from '@plume/shared/account';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useForm } from '@/lib/form';
import { useLocaleFormat } from '@/lib/locale-format';
import { useVerifyProfilePin } from '../api/verify-profile-pin';
import { isPin } from '../validation';
import { FormActions } from '@/components/form-actions';

/** Asks for the 4-digit code of a protected profile before anyone plays under it. */
export function PinPrompt({ profile, onUnlocked, onClose }: { profile: Profile | undefined; onUnlocked: (profile: Profile) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const verify = useVerifyProfilePin();
  const format = useLocaleFormat();
  /** The server's words, and what comes next: how many tries are left, or when a locked profile reopens. */
  const pinRefusal = (error: ApiError) => {
    const data = (error.data ?? {}) as { triesLeft?: unknown; lockedUntil?: unknown };
    if (error.code === 'profile_pin_locked' && typeof data.lockedUntil === 'string') {
      return `${error.message} ${t('account.selector.reopensAt', { time: format.date(data.lockedUntil, { timeStyle: 'short' }) })}`;
    }
    if (error.code === 'profile_pin_wrong' && typeof data.triesLeft === 'number') return `${error.message} ${t('account.selector.triesLeft', { count: data.triesLeft })}`;
    return error.message;
  };
  const form = useForm({
    initialValues: { pin: '' },
    validate: ({ pin }) => ({ pin: isPin(pin) ? undefined : t('account.validation.pin') }),
  });
  const close = () => {
    form.reset();
    verify.reset();
    onClose();
  };
  const wrongPin = verify.error instanceof ApiError ? pinRefusal(verify.error) : undefined;

  return (
    <Dialog opened={!!profile} onClose={close} title={t('account.selector.pinTitle', { name: profile?.name })} centered>
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
    </Dialog>
  );
}
