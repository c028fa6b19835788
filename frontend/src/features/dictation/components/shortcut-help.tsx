import { Box, Card, Kbd, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { shortcuts, type ShortcutAction } from '../use-dictation-audio';
import { useShortcutLabel } from './player-controls';

const actions = Object.keys(shortcuts) as ShortcutAction[];

/** The player's shortcuts, listed on screen (a description list screen readers read as pairs). */
export function ShortcutHelp() {
  const { t } = useTranslation();
  const label = useShortcutLabel();
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} withBorder radius="md" padding="md">
      <Title order={3} size="h5" id={headingId}>
        {t('dictation.player.shortcuts.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {t('dictation.player.shortcuts.hint')}
      </Text>
      <Box component="dl" m={0} style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '6px 12px', alignItems: 'center' }}>
        {actions.map((action) => (
          <div key={action} style={{ display: 'contents' }}>
            <Text component="dt" size="sm">
              <Kbd size="sm">{label(action)}</Kbd>
            </Text>
            <Text component="dd" size="sm" m={0}>
              {t(`dictation.player.shortcuts.${action}`)}
            </Text>
          </div>
        ))}
      </Box>
    </Card>
  );
}
