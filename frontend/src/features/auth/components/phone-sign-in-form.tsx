import { Button, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useForm } from '@/lib/form';
import { sendSignInCode } from '../api/phone-sign-in';
import { notifySuccess, useAuthAction } from '../use-auth-action';
import { isPhoneNumber, normalizePhoneNumber } from '../validation';
import { otpVerifyPath } from '../otp-verify-path';

/** «Se connecter par SMS»: a code goes to the phone, then /auth/otp-verify/ takes it. */
export function PhoneSignInForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm({
    initialValues: { phoneNumber: '' },
    validate: ({ phoneNumber }) => ({ phoneNumber: isPhoneNumber(phoneNumber) ? undefined : t('auth.validation.phoneNumber') }),
  });
  const sendCode = useAuthAction(
    sendSignInCode,
    async (_, phoneNumber) => {
      notifySuccess(t('auth.otp.sent'));
      await navigate(otpVerifyPath({ phone: phoneNumber }));
    },
    // No account signs in with this number (none has it verified): not an e-mail or password problem.
    (error) => (error.name === 'NotAuthorizedException' || error.name === 'UserNotFoundException' ? t('auth.errors.unknownPhone') : undefined),
  );

  return (
    <form noValidate onSubmit={form.onSubmit(({ phoneNumber }) => sendCode.mutate(normalizePhoneNumber(phoneNumber)))}>
      <Stack gap="md">
        <TextInput
          label={t('auth.fields.phoneNumber')}
          description={t('auth.fields.phoneNumberHint')}
          type="tel"
          autoComplete="tel"
          placeholder="+33 6 12 34 56 78"
          required
          {...form.getInputProps('phoneNumber')}
        />
        <Button type="submit" loading={sendCode.isPending}>
          {t('auth.login.sendSmsCode')}
        </Button>
      </Stack>
    </form>
  );
}
