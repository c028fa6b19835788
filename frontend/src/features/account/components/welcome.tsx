import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useClearNewUser } from '../api/clear-new-user';

/** Shown to a new account until dismissed: what the family profiles are for. */
export function Welcome() {
  const { t } = useTranslation();
  const clearNewUser = useClearNewUser();
  return (
    <Alert color="indigo" title={t('account.welcome.title')} mb="xl" maw={640} mx="auto">
      <Text size="sm">{t('account.welcome.body')}</Text>
      <Group mt="sm">
        <Button size="xs" variant="light" loading={clearNewUser.isPending} onClick={() => clearNewUser.mutate(undefined)}>
          {t('account.welcome.dismiss')}
        </Button>
      </Group>
    </Alert>
  );
}
