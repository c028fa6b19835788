import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LOGIN_PATH } from '@plume/shared/route-access';
import { useForm } from '@/lib/form';
import { signInWithPassword } from '../api/password-sign-in';
import { takePendingPassword } from '../api/pending-sign-up';
import { confirmSignInCode, sendSignInCode } from '../api/phone-sign-in';
import { confirmEmail, resendEmailCode } from '../api/sign-up';
import { AuthCard } from '../components/auth-card';
import { CodeField } from '@/components/code-field';
import { codeTargetOf, type CodeTarget } from '../otp-verify-path';
import { notifySuccess, useAuthAction, useCompleteSignIn } from '../use-auth-action';
import { isCode } from '../validation';

type Outcome = 'signed-in' | 'email-confirmed';

/** Confirms a 6-digit code: the e-mail code after sign-up, or the SMS code of a passwordless sign-in. */
export function OtpVerifyRoute() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const target = codeTargetOf(search);
  if (!target) {
    return (
      <AuthCard title={t('auth.otp.title')} footer={<BackToLogin />}>
        <Text>{t('auth.otp.missingTarget')}</Text>
      </AuthCard>
    );
  }
  return <CodeForm target={target} />;
}

function CodeForm({ target }: { target: CodeTarget }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  const form = useForm({
    initialValues: { code: '' },
    validate: ({ code }) => ({ code: isCode(code) ? undefined : t('auth.validation.code') }),
  });

  const confirm = useAuthAction(
    async (code: string): Promise<Outcome> => {
      if ('phone' in target) {
        await confirmSignInCode(code);
        return 'signed-in';
      }
      await confirmEmail(target.email, code);
      const password = takePendingPassword(target.email);
      if (!password) return 'email-confirmed';
      return (await signInWithPassword(target.email, password)) === 'signed-in' ? 'signed-in' : 'email-confirmed';
    },
    async (outcome) => {
      if (outcome === 'signed-in') return completeSignIn();
      notifySuccess(t('auth.otp.emailConfirmed'));
      await navigate(LOGIN_PATH);
    },
  );
  const resend = useAuthAction(
    () => ('phone' in target ? sendSignInCode(target.phone) : resendEmailCode(target.email)),
    () => notifySuccess(t('auth.otp.sent')),
  );

  const destination = 'phone' in target ? target.phone : target.email;
  return (
    <AuthCard title={t('auth.otp.title')} subtitle={t('phone' in target ? 'auth.otp.smsSubtitle' : 'auth.otp.emailSubtitle', { destination })} footer={<BackToLogin />}>
      <form noValidate onSubmit={form.onSubmit(({ code }) => confirm.mutate(code.trim()))}>
        <Stack gap="md">
          <CodeField autoFocus {...form.getInputProps('code')} />
          <Button type="submit" loading={confirm.isPending}>
            {t('auth.otp.submit')}
          </Button>
        </Stack>
      </form>
      <Button variant="subtle" loading={resend.isPending} onClick={() => resend.mutate(undefined)}>
        {t('auth.otp.resend')}
      </Button>
    </AuthCard>
  );
}

function BackToLogin() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={LOGIN_PATH}>
      {t('auth.backToLogin')}
    </Anchor>
  );
}
