import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import type { Account } from '@plume/shared/account';
import { useTranslation } from 'react-i18next';
import { useForm } from '@/lib/form';
import { chooseLanguage, isSupportedLanguage, supportedLanguages } from '@/lib/i18n';
import { useUpdateUser } from '../api/update-user';
import { nameErrorKey } from '../validation';
import { MutationError } from '@/components/mutation-error';
import { Section } from './section';

/** The holder's name and the language Plume speaks to them (also used for e-mails). */
export function AccountDetails({ account }: { account: Account }) {
  const { t } = useTranslation();
  const updateUser = useUpdateUser();
  const form = useForm({
    initialValues: { name: account.name, language: account.language as string },
    validate: ({ name }) => {
      const error = nameErrorKey(name);
      return { name: error ? t(error) : undefined };
    },
  });

  const submit = form.onSubmit(({ name, language }) => {
    if (!isSupportedLanguage(language)) return;
    // Only what changed is sent: the demo version refuses name changes but accepts a language.
    const changes = { ...(name.trim() !== account.name ? { name: name.trim() } : {}), ...(language !== account.language ? { language } : {}) };
    if (Object.keys(changes).length === 0) return;
    updateUser.mutate(changes, { onSuccess: () => void chooseLanguage(language) });
  });

  return (
    <Section title={t('account.details.title')} description={account.email}>
      <MutationError error={updateUser.error} />
      <form noValidate onSubmit={submit}>
        <Group align="flex-end" gap="md">
          <TextInput label={t('account.fields.name')} autoComplete="name" required maxLength={30} {...form.getInputProps('name')} style={{ flex: '1 1 220px' }} />
          <NativeSelect
            label={t('account.fields.language')}
            data={supportedLanguages.map(({ code, name }) => ({ value: code, label: name }))}
            {...form.getInputProps('language')}
            style={{ flex: '0 1 180px' }}
          />
          <Button type="submit" loading={updateUser.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </form>
    </Section>
  );
}
