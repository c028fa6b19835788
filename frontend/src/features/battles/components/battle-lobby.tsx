import { Alert, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import type { BattleRoomFrame } from '@plume/shared/battles/protocol';
import { useTranslation } from 'react-i18next';
import { battleActions } from '../api/battle-store';
import { HandicapRule } from './family-handicap';
import { RoomCodeCard } from './room-code-card';

/** The room before the start: its code to share, who is seated, and the owner's start button. */
export function BattleLobby({ room }: { room: BattleRoomFrame }) {
  const { t } = useTranslation();
  const owner = room.players.find((p) => p.owner)?.profileId === room.you;
  const full = room.players.length >= room.seats;
  return (
    <Stack gap="lg">
      <RoomCodeCard room={room} roomPath="/quiz/battle/room" />
      <Stack gap="xs">
        <Title order={2} size="h4">{t('battles.lobby.players', { current: room.players.length, seats: room.seats })}</Title>
        <List>
          {room.players.map((p) => (
            <List.Item key={p.profileId}>{p.name}{p.owner ? ` · ${t('battles.lobby.owner')}` : ''}{p.profileId === room.you ? ` · ${t('battles.lobby.you')}` : ''}</List.Item>
          ))}
        </List>
      </Stack>
      {room.handicap ? <HandicapRule handicap={room.handicap} players={room.players} /> : <Alert color="gray" variant="light">{t('battles.equalTime')}</Alert>}
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
