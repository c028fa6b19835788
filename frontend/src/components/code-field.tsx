import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The 6-digit code field: numeric keypad on phones, and the browser may fill it from the SMS or e-mail. Sign-in's words
 * unless the page says where its code comes from.
 */
export function CodeField(props: TextInputProps) {
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
