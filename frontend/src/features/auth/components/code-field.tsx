import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The 6-digit code field: numeric keypad on phones, and the browser may fill it from the SMS or e-mail. */
export function CodeField(props: Omit<TextInputProps, 'label'>) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('auth.fields.code')}
      description={t('auth.fields.codeHint')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      required
      {...props}
    />
  );
}
