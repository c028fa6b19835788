import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import type { Profile } from '@plume/shared/account';
import { GROUP_MIN_PLAYERS } from '@plume/shared/battles/protocol';
import { useTranslation } from 'react-i18next';
import { avatarArt, ProfileAvatar } from '@/components/profile-avatar';
import { battleActions, type RoomView } from '../api/battle-store';
import { HandicapRule } from './family-handicap';
import { RoomCodeCard } from './room-code-card';

const avatarOf = (avatar: string): Profile['avatar'] => (avatar in avatarArt ? (avatar as Profile['avatar']) : 'plume');

/**
 * A group room (or a Q&A multiplayer or team room) before the start: the code to share, one card per seat (avatar, name, ready or not, empty seats shown
 * as such), each guest's « prêt » switch, and the owner's start once at least two are seated and every guest is ready.
 */
export function GroupLobby({ room }: { room: RoomView }) {
  const { t } = useTranslation();
  const ready = room.ready ?? {};
  const owner = room.players.find((p) => p.owner)?.profileId === room.you;
  const guests = room.players.filter((p) => !p.owner);
  const enough = room.players.length >= GROUP_MIN_PLAYERS;
  const allReady = guests.every((p) => ready[p.profileId]);
  const empty = Math.max(0, room.seats - room.players.length);
  return (
    <Stack gap="lg">
      <RoomCodeCard room={room} roomPath={room.qanda ? '/qanda/room' : '/quiz/group-battle/room'} />
      <Stack gap="xs">
        <Title order={2} size="h4">{t('battles.lobby.players', { current: room.players.length, seats: room.seats })}</Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('battles.group.seats')}>
          {room.players.map((p) => (
            <Card key={p.profileId} component="li" withBorder radius="md" padding="md">
              <Group gap="sm" wrap="nowrap">
                <ProfileAvatar avatar={avatarOf(p.avatar)} size="lg" />
                <Stack gap={2}>
                  <Text fw={600}>{p.name}{p.profileId === room.you ? ` · ${t('battles.lobby.you')}` : ''}</Text>
                  {p.owner ? (
                    <Badge variant="light" color="indigo">{t('battles.lobby.owner')}</Badge>
                  ) : (
                    <Badge variant={ready[p.profileId] ? 'filled' : 'outline'} color={ready[p.profileId] ? 'teal' : 'gray'}>
                      {ready[p.profileId] ? t('battles.group.ready') : t('battles.group.notReady')}
                    </Badge>
                  )}
                </Stack>
              </Group>
            </Card>
          ))}
          {Array.from({ length: empty }, (_, i) => (
            <Card key={`empty-${i}`} component="li" withBorder radius="md" padding="md" style={{ borderStyle: 'dashed' }}>
              <Text c="dimmed">{t('battles.group.emptySeat')}</Text>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
      {room.handicap ? <HandicapRule handicap={room.handicap} players={room.players} /> : (
        <Alert color="gray" variant="light">{room.qanda ? t(room.qanda.mode === 'team' ? 'qanda.team.rules' : 'qanda.multiplayer.rules') : t('battles.group.rules')}</Alert>
      )}
      <Group>
        {owner ? (
          <Button disabled={!enough || !allReady} onClick={() => battleActions.start(room.battleId, room.you)}>
            {!enough ? t('battles.group.waitingPlayers') : !allReady ? t('battles.group.waitingReady') : t('battles.lobby.start')}
          </Button>
        ) : (
          <Switch
            size="md"
            label={t('battles.group.imReady')}
            checked={ready[room.you] ?? false}
            onChange={(e) => battleActions.ready(room.battleId, room.you, e.currentTarget.checked)}
          />
        )}
        <Button variant="default" onClick={() => battleActions.leave(room.battleId, room.you)}>{owner ? t('battles.lobby.delete') : t('battles.lobby.leave')}</Button>
      </Group>
      {!owner && <Text role="status">{t('battles.lobby.waitingForOwner')}</Text>}
    </Stack>
  );
}
