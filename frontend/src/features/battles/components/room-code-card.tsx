import { Button, CopyButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RoomView } from '../api/battle-store';

/** The room's code and the ways to pass it on: copy the link, or the device's share sheet where there is one. */
export function RoomCodeCard({ room, roomPath }: { room: RoomView; roomPath: string }) {
  const { t } = useTranslation();
  const link = `${window.location.origin}${roomPath}/${room.code ?? ''}`;
  const canShare = typeof navigator.share === 'function';
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="xs">
        <Text size="sm" c="dimmed" id="room-code-label">{t('battles.lobby.codeLabel')}</Text>
        <Title order={2} aria-labelledby="room-code-label" ff="monospace" style={{ letterSpacing: '0.3em' }} data-testid="room-code">{room.code}</Title>
        <Group gap="sm">
          <CopyButton value={link}>
            {({ copied, copy }) => <Button variant="light" onClick={copy}>{copied ? t('battles.lobby.copied') : t('battles.lobby.copyLink')}</Button>}
          </CopyButton>
          {canShare && (
            <Button variant="light" onClick={() => void navigator.share({ title: t('battles.title'), text: t('battles.lobby.shareText', { code: room.code }), url: link }).catch(() => undefined)}>
              {t('battles.lobby.share')}
            </Button>
          )}
        </Group>
        {room.entryFee > 0 && <Text size="sm">{t('battles.lobby.entryFee', { count: room.entryFee })}</Text>}
        {/* Players of different ages meet here: the level the creator chose is said before anyone plays. */}
        {room.level && <Text size="sm">{t('battles.home.roomLevel', { level: t(`qanda.levels.${room.level}`) })}</Text>}
      </Stack>
    </Paper>
  );
}
