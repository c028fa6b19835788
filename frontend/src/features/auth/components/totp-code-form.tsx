import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useForm } from '@/lib/form';
import { isCode } from '../validation';
import { CodeField } from '@/components/code-field';

interface TotpCodeFormProps {
  /** Called with the 6 digits once they are 6 digits. */
  onCode: (code: string) => void;
  pending: boolean;
  /** What the field's hint says of the code (when it changes, where it comes from). */
  hint: string;
  submitLabel: string;
  /** Whether the field takes the focus on arrival (default): not where something to read comes first. */
  autoFocus?: boolean;
}

/** The code of an authenticator app: at sign-in (staff), and to turn two-step verification on. */
export function TotpCodeForm({ onCode, pending, hint, submitLabel, autoFocus = true }: TotpCodeFormProps) {
  const { t } = useTranslation();
  const form = useForm({
    initialValues: { code: '' },
    validate: ({ code }) => ({ code: isCode(code) ? undefined : t('auth.validation.code') }),
  });
  return (
    <form noValidate onSubmit={form.onSubmit(({ code }) => onCode(code.trim()))}>
      <Stack gap="md">
        <CodeField autoFocus={autoFocus} description={hint} {...form.getInputProps('code')} />
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
