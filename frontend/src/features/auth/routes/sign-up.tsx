import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { PasswordInput } from '@/components/password-input';
import { hasForbiddenNameCharacters } from '@plume/shared/names';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useForm } from '@/lib/form';
import { rememberReferralCode } from '@/lib/referral-claim';
import { rememberSignUp } from '../api/pending-sign-up';
import { signUpWithEmail, type SignUpInput } from '../api/sign-up';
import { AuthCard } from '../components/auth-card';
import { otpVerifyPath } from '../otp-verify-path';
import { notifySuccess, useAuthAction } from '../use-auth-action';
import { NewPasswordInput, newPasswordError } from '../components/new-password-input';
import { isEmail } from '../validation';

export function SignUpRoute() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  // An invitation link's code, kept until the new account's first sign-in.
  const { search } = useLocation();
  const [referralCode] = useState(() => rememberReferralCode(search));
  const form = useForm({
    initialValues: { name: '', email: '', password: '', passwordConfirmation: '' },
    validate: ({ name, email, password, passwordConfirmation }) => ({
      name: !name.trim() ? t('auth.validation.nameRequired') : hasForbiddenNameCharacters(name) ? t('messages.name_invalid_characters') : undefined,
      email: isEmail(email) ? undefined : t('auth.validation.email'),
      password: newPasswordError(t, i18n.language, password),
      passwordConfirmation: passwordConfirmation === password ? undefined : t('auth.validation.passwordsDiffer'),
    }),
  });
  const signUp = useAuthAction(signUpWithEmail, async (_, { email, password }: SignUpInput) => {
    rememberSignUp(email, password);
    notifySuccess(t('auth.otp.sent'));
    await navigate(otpVerifyPath({ email }));
  });

  return (
    <AuthCard
      title={t('auth.signUp.title')}
      subtitle={t('auth.signUp.subtitle')}
      footer={
        <>
          {t('auth.signUp.haveAccount')}{' '}
          <Anchor component={Link} to="/auth/login/">
            {t('auth.signUp.signIn')}
          </Anchor>
        </>
      }
    >
      {referralCode && (
        <Alert color="teal" mb="md" title={t('auth.signUp.referralTitle')}>
          {t('auth.signUp.referral', { code: referralCode.toUpperCase() })}
        </Alert>
      )}
      <form noValidate onSubmit={form.onSubmit(({ name, email, password }) => signUp.mutate({ name: name.trim(), email: email.trim(), password }))}>
        <Stack gap="md">
          <TextInput label={t('auth.fields.name')} autoComplete="name" required {...form.getInputProps('name')} />
          <TextInput label={t('auth.fields.email')} type="email" autoComplete="email" required {...form.getInputProps('email')} />
          <NewPasswordInput label={t('auth.fields.password')} required {...form.getInputProps('password')} value={form.values.password} />
          <PasswordInput label={t('auth.fields.passwordConfirmation')} autoComplete="new-password" required {...form.getInputProps('passwordConfirmation')} />
          <Button type="submit" loading={signUp.isPending}>
            {t('auth.signUp.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
