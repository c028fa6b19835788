import { Button, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useForm } from '@/lib/form';
import { parsePhoneNumber } from '@/lib/phone-number';
import { sendSignInCode } from '../api/phone-sign-in';
import { notifySuccess, useAuthAction } from '../use-auth-action';
import { otpVerifyPath } from '../otp-verify-path';

/** «Se connecter par SMS»: a code goes to the phone, then /auth/otp-verify/ takes it. */
export function PhoneSignInForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm({
    initialValues: { phoneNumber: '' },
    // Typed as in France (« 06 12 34 56 78 ») or with a country code, as on the account page where it was added.
    validate: ({ phoneNumber }) => ({ phoneNumber: parsePhoneNumber(phoneNumber).success ? undefined : t('auth.validation.phoneNumber') }),
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
    <form noValidate onSubmit={form.onSubmit(({ phoneNumber }) => {
      const parsed = parsePhoneNumber(phoneNumber);
      if (parsed.success) sendCode.mutate(parsed.phoneNumber);
    })}>
      <Stack gap="md">
        <TextInput
          label={t('auth.fields.phoneNumber')}
          description={t('auth.fields.phoneNumberHint')}
          type="tel"
          autoComplete="tel"
          placeholder="06 12 34 56 78"
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
