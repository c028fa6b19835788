import { Button, Group, type ButtonProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface FormActionsProps {
  onCancel: () => void;
  pending: boolean;
  /** The submit button's words; « Enregistrer » by default. */
  submitLabel?: string;
  submitColor?: ButtonProps['color'];
}

/** The end of a form: Annuler, then the submit button, which spins while the form is sent. */
export function FormActions({ onCancel, pending, submitLabel, submitColor }: FormActionsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" color={submitColor} loading={pending}>
        {submitLabel ?? t('common.save')}
      </Button>
    </Group>
  );
}
