import { Alert, Button, CopyButton, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { BattleRoomFrame } from '@plume/shared/battles/protocol';
import { useTranslation } from 'react-i18next';
import { battleActions } from '../api/battle-store';

/** The room before the start: its code to share, who is seated, and the owner's start button. */
export function BattleLobby({ room }: { room: BattleRoomFrame }) {
  const { t } = useTranslation();
  const link = `${window.location.origin}/quiz/battle/room/${room.code ?? ''}`;
  const owner = room.players.find((p) => p.owner)?.profileId === room.you;
  const full = room.players.length >= room.seats;
  const canShare = typeof navigator.share === 'function';
  return (
    <Stack gap="lg">
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
        </Stack>
      </Paper>
      <Stack gap="xs">
        <Title order={2} size="h4">{t('battles.lobby.players', { count: room.players.length, seats: room.seats })}</Title>
        <List>
          {room.players.map((p) => (
            <List.Item key={p.profileId}>{p.name}{p.owner ? ` · ${t('battles.lobby.owner')}` : ''}{p.profileId === room.you ? ` · ${t('battles.lobby.you')}` : ''}</List.Item>
          ))}
        </List>
      </Stack>
      <Alert color="gray" variant="light">{t('battles.equalTime')}</Alert>
      <Group>
        {owner ? (
          <Button disabled={!full} onClick={() => battleActions.start(room.battleId, room.you)}>{full ? t('battles.lobby.start') : t('battles.lobby.waiting')}</Button>
        ) : (
          <Text role="status">{t('battles.lobby.waitingForOwner')}</Text>
        )}
        <Button variant="default" onClick={() => battleActions.leave(room.battleId, room.you)}>{owner ? t('battles.lobby.delete') : t('battles.lobby.leave')}</Button>
      </Group>
    </Stack>
  );
}
