import { Alert, Anchor, Button, Collapse, Group, Stack, TextInput } from '@mantine/core';
import { PasswordInput } from '@/components/password-input';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useForm } from '@/lib/form';
import { useSession } from '@/lib/session';
import { signInWithPassword } from '../api/password-sign-in';
import { rememberSignUp } from '../api/pending-sign-up';
import { confirmSignInCode } from '../api/phone-sign-in';
import { resendEmailCode } from '../api/sign-up';
import { AuthCard } from '../components/auth-card';
import { FederatedSignIn } from '../components/federated-sign-in';
import { PhoneSignInForm } from '../components/phone-sign-in-form';
import { TotpCodeForm } from '../components/totp-code-form';
import { otpVerifyPath } from '../otp-verify-path';
import { notifySuccess, useAuthAction, useCompleteSignIn } from '../use-auth-action';
import { isEmail } from '../validation';

export function LoginRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { endedBy } = useSession();
  const completeSignIn = useCompleteSignIn();
  const [phoneOpened, phone] = useDisclosure(false);
  const [unverifiedEmail, setUnverifiedEmail] = useState<string>();
  const [totpAsked, setTotpAsked] = useState(false);
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: ({ email, password }) => ({
      email: isEmail(email) ? undefined : t('auth.validation.email'),
      password: password ? undefined : t('auth.validation.passwordRequired'),
    }),
  });

  const signIn = useAuthAction(
    ({ email, password }: { email: string; password: string }) => signInWithPassword(email.trim(), password),
    async (result, { email, password }) => {
      if (result === 'signed-in') return completeSignIn();
      if (result === 'totp-required') return setTotpAsked(true);
      // Confirming the code signs the person in straight away with the password just typed.
      rememberSignUp(email.trim(), password);
      setUnverifiedEmail(email.trim());
    },
  );
  const resendCode = useAuthAction(resendEmailCode, async (_, email) => {
    notifySuccess(t('auth.otp.sent'));
    await navigate(otpVerifyPath({ email }));
  });
  const confirmTotp = useAuthAction(confirmSignInCode, completeSignIn);

  // The second step of a password sign-in, for accounts with an authenticator app (staff): Amplify holds the
  // challenge in memory, so it is answered on this page, without a reload.
  if (totpAsked) {
    return (
      <AuthCard
        title={t('auth.totp.title')}
        subtitle={t('auth.totp.subtitle')}
        footer={
          // Three wrong codes end Cognito's challenge: the way out is a new sign-in.
          <Anchor component="button" type="button" onClick={() => setTotpAsked(false)}>
            {t('auth.backToLogin')}
          </Anchor>
        }
      >
        <TotpCodeForm onCode={(code) => confirmTotp.mutate(code)} pending={confirmTotp.isPending} hint={t('auth.totp.codeHint')} submitLabel={t('auth.totp.submit')} />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <>
          {t('auth.login.noAccount')}{' '}
          <Anchor component={Link} to="/auth/sign-up/">
            {t('auth.login.createAccount')}
          </Anchor>
        </>
      }
    >
      {endedBy === 'deactivation' && (
        <Alert color="red" role="alert">
          {t('messages.account_deactivated')}
        </Alert>
      )}
      {unverifiedEmail && (
        <Alert color="yellow" role="alert" title={t('auth.login.verifyEmailFirst')}>
          <Stack gap="xs" align="flex-start">
            {t('auth.login.verifyEmailHelp')}
            <Button size="xs" variant="light" loading={resendCode.isPending} onClick={() => resendCode.mutate(unverifiedEmail)}>
              {t('auth.login.enterCode')}
            </Button>
          </Stack>
        </Alert>
      )}
      <form noValidate onSubmit={form.onSubmit((values) => signIn.mutate(values))}>
        <Stack gap="md">
          <TextInput label={t('auth.fields.email')} type="email" autoComplete="email" required {...form.getInputProps('email')} />
          <PasswordInput label={t('auth.fields.password')} autoComplete="current-password" required {...form.getInputProps('password')} />
          <Group justify="flex-end" mt={-8}>
            <Anchor component={Link} to="/auth/reset-password/" size="sm">
              {t('auth.login.forgotPassword')}
            </Anchor>
          </Group>
          <Button type="submit" loading={signIn.isPending}>
            {t('auth.login.submit')}
          </Button>
        </Stack>
      </form>
      <Button variant="light" onClick={phone.toggle} aria-expanded={phoneOpened} aria-controls="phone-sign-in">
        {t('auth.login.withSms')}
      </Button>
      <Collapse expanded={phoneOpened} id="phone-sign-in">
        {phoneOpened && <PhoneSignInForm />}
      </Collapse>
      <FederatedSignIn />
    </AuthCard>
  );
}
