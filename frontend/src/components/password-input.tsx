import { PasswordInput as MantinePasswordInput, type PasswordInputProps } from '@mantine/core';
import { useUncontrolled } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

/**
 * Mantine's password field with its eye button named in the page's language after what it will do: « Afficher le mot
 * de passe », then « Masquer le mot de passe » (Mantine names it « Toggle password visibility », in English, whatever
 * the page's language). The name says the state, so the button is not a pressed/unpressed toggle as well.
 */
export function PasswordInput({ visible, defaultVisible, onVisibilityChange, visibilityToggleButtonProps, ...props }: PasswordInputProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useUncontrolled({ value: visible, defaultValue: defaultVisible, finalValue: false, onChange: onVisibilityChange });
  return (
    <MantinePasswordInput
      {...props}
      visible={shown}
      onVisibilityChange={setShown}
      visibilityToggleButtonProps={{ 'aria-label': t(shown ? 'common.hidePassword' : 'common.showPassword'), 'aria-pressed': undefined, ...visibilityToggleButtonProps }}
    />
  );
}
