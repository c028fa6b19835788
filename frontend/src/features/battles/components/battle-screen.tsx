import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { resetBattle, useBattle } from '../api/battle-store';
import { AwayNotices } from './away-notices';
import { BattleGame } from './battle-game';
import { BattleLobby } from './battle-lobby';
import { BattleResult } from './battle-result';
import { GroupLobby } from './group-lobby';
import { TeamChat } from './team-chat';

/**
 * Whatever the server last said about this tab's battle: connecting, refused, deleted, lobby, in play or over.
 * `home` is the page the way back leads to (the duels or the group battles).
 */
export function BattleScreen({ home = '/quiz/battle' }: { home?: string }) {
  const { t } = useTranslation();
  const state = useBattle();
  const errorText = state.error && (t(`messages.${state.error.code}`, { defaultValue: state.error.message }));
  if (state.deleted || state.left) {
    return (
      <Stack>
        <Alert color="orange" role="alert">{state.deleted ? t(`messages.${state.deleted.code}`) : t('battles.left')}</Alert>
        <Button component={Link} to={home} onClick={resetBattle} w="fit-content">{t('battles.back')}</Button>
      </Stack>
    );
  }
  if (!state.room) {
    if (state.error) {
      return (
        <Stack>
          <Alert color="red" role="alert">{errorText}</Alert>
          <Button component={Link} to={home} onClick={resetBattle} w="fit-content">{t('battles.back')}</Button>
        </Stack>
      );
    }
    return (
      <Stack align="center" role="status">
        <Loader aria-hidden="true" />
        <Text>{state.resuming ? t('battles.resume.resuming') : state.socket === 'open' ? t('battles.joining') : t('battles.connecting')}</Text>
      </Stack>
    );
  }
  const room = state.room;
  return (
    <Stack>
      {(state.socket !== 'open' || state.resuming) && <Alert color="yellow" role="status">{state.resuming ? t('battles.resume.resuming') : t('battles.reconnecting')}</Alert>}
      {!state.finished && <AwayNotices room={room} away={state.away} />}
      {state.error && state.error.code !== 'battle_already_answered' && <Alert color="red" role="alert">{errorText}</Alert>}
      {state.finished ? (
        <BattleResult room={room} finished={state.finished} home={home} />
      ) : state.question ? (
        <BattleGame room={room} question={state.question} previous={state.previous} answer={state.answer} reveal={state.reveal} proposals={state.proposals} />
      ) : room.status === 'lobby' ? (
        room.group ? <GroupLobby room={room} /> : <BattleLobby room={room} />
      ) : (
        <Stack align="center" role="status"><Loader aria-hidden="true" /></Stack>
      )}
      {room.qanda?.mode === 'team' && !state.finished && <TeamChat room={room} lines={state.chat ?? []} />}
    </Stack>
  );
}
