import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { PasswordInput } from '@/components/password-input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LOGIN_PATH } from '@plume/shared/route-access';
import { useForm } from '@/lib/form';
import { confirmPasswordReset, requestPasswordReset } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';
import { CodeField } from '@/components/code-field';
import { notifySuccess, useAuthAction } from '../use-auth-action';
import { NewPasswordInput, newPasswordError } from '../components/new-password-input';
import { isCode, isEmail } from '../validation';

/** Forgot password: the e-mail first, then the code received with a new password. */
export function ResetPasswordRoute() {
  const { t } = useTranslation();
  const [email, setEmail] = useState<string>();
  return (
    <AuthCard
      title={t('auth.reset.title')}
      subtitle={email ? t('auth.reset.codeSubtitle', { email }) : t('auth.reset.subtitle')}
      footer={
        <Anchor component={Link} to={LOGIN_PATH}>
          {t('auth.backToLogin')}
        </Anchor>
      }
    >
      {email ? <NewPasswordForm email={email} /> : <EmailForm onSent={setEmail} />}
    </AuthCard>
  );
}

function EmailForm({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation();
  const form = useForm({
    initialValues: { email: '' },
    validate: ({ email }) => ({ email: isEmail(email) ? undefined : t('auth.validation.email') }),
  });
  const request = useAuthAction(requestPasswordReset, (_, email) => {
    notifySuccess(t('auth.reset.emailSent'));
    onSent(email);
  });
  return (
    <form noValidate onSubmit={form.onSubmit(({ email }) => request.mutate(email.trim()))}>
      <Stack gap="md">
        <TextInput label={t('auth.fields.email')} type="email" autoComplete="email" required {...form.getInputProps('email')} />
        <Button type="submit" loading={request.isPending}>
          {t('auth.reset.sendCode')}
        </Button>
      </Stack>
    </form>
  );
}

function NewPasswordForm({ email }: { email: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const form = useForm({
    initialValues: { code: '', password: '', passwordConfirmation: '' },
    validate: ({ code, password, passwordConfirmation }) => ({
      code: isCode(code) ? undefined : t('auth.validation.code'),
      password: newPasswordError(t, i18n.language, password),
      passwordConfirmation: passwordConfirmation === password ? undefined : t('auth.validation.passwordsDiffer'),
    }),
  });
  const confirm = useAuthAction(
    ({ code, password }: { code: string; password: string }) => confirmPasswordReset(email, code, password),
    async () => {
      notifySuccess(t('auth.reset.done'));
      await navigate(LOGIN_PATH);
    },
  );
  return (
    <form noValidate onSubmit={form.onSubmit(({ code, password }) => confirm.mutate({ code: code.trim(), password }))}>
      <Stack gap="md">
        <CodeField autoFocus {...form.getInputProps('code')} />
        <NewPasswordInput label={t('auth.fields.newPassword')} required {...form.getInputProps('password')} value={form.values.password} />
        <PasswordInput label={t('auth.fields.passwordConfirmation')} autoComplete="new-password" required {...form.getInputProps('passwordConfirmation')} />
        <Button type="submit" loading={confirm.isPending}>
          {t('auth.reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}
