import { Box, List, Text, type PasswordInputProps } from '@mantine/core';
import { PasswordInput } from '@/components/password-input';
import { passwordPolicy, passwordRules, unmetPasswordRules, type PasswordRule } from '@plume/shared/password-policy';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '@/components/icon';

/** A rule's words in a list (« une majuscule »), for the summary and the error. */
const ruleText = (t: TFunction, rule: PasswordRule) => t(`auth.passwordRules.${rule}`, { count: passwordPolicy.minLength });

/**
 * The error of a password the policy refuses (« Il manque : une majuscule et un symbole. »), or none: the same rules as
 * the user pool (shared/src/password-policy.ts), so the form never sends a password Cognito would refuse.
 */
export function newPasswordError(t: TFunction, language: string, password: string): string | undefined {
  const unmet = unmetPasswordRules(password);
  if (unmet.length === 0) return undefined;
  const missing = new Intl.ListFormat(language, { type: 'conjunction' }).format(unmet.map((rule) => ruleText(t, rule)));
  return t('auth.passwordRules.missing', { rules: missing });
}

/**
 * A new password (sign-up, reset): the rules, read with the field by screen readers (its description), and ticked one
 * by one as they are met, for the eye.
 */
export function NewPasswordInput(props: Omit<PasswordInputProps, 'description' | 'autoComplete'> & { value: string }) {
  const { t, i18n } = useTranslation();
  const unmet = new Set(unmetPasswordRules(props.value));
  const rules = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(passwordRules.map((rule) => ruleText(t, rule)));
  return (
    <Box>
      <PasswordInput {...props} autoComplete="new-password" description={t('auth.passwordRules.summary', { rules })} />
      <List aria-hidden="true" size="sm" spacing={2} mt={6} listStyleType="none">
        {passwordRules.map((rule) => (
          <List.Item key={rule} icon={<CheckIcon size={14} color={unmet.has(rule) ? 'var(--mantine-color-gray-5)' : 'var(--mantine-color-teal-7)'} />}>
            <Text span size="sm" c={unmet.has(rule) ? 'dimmed' : undefined}>
              {ruleText(t, rule)}
            </Text>
          </List.Item>
        ))}
      </List>
    </Box>
  );
}
