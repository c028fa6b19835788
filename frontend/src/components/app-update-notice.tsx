import { Affix, Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { updateApp } from '@/lib/app-update';

/**
 * « Une nouvelle version de Plume est prête » with « Mettre à jour »: shown while a new version waits (`lib/app-update.ts`),
 * in a corner, polite (a status, never a dialog that takes the focus from what the person is doing).
 */
export function AppUpdateNotice() {
  const { t } = useTranslation();
  return (
    <Affix position={{ bottom: 16, left: 16 }} zIndex={300}>
      <Paper withBorder shadow="md" radius="md" p="sm" maw="calc(100vw - 32px)" data-testid="app-update">
        <Group gap="sm" wrap="wrap">
          <Text size="sm" role="status">{t('appUpdate.ready')}</Text>
          <Button size="compact-sm" onClick={updateApp}>{t('appUpdate.update')}</Button>
        </Group>
      </Paper>
    </Affix>
  );
}
