import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { MATCHMAKING_GIVE_UP_MS } from '@plume/shared/battles/matchmaking';
import { useTranslation } from 'react-i18next';
import { battleActions, useBattle, type BattleCategory } from '../api/battle-store';
import { useServerCountdown } from './use-server-countdown';

/**
 * The random card's search: a button to start; while seeking, the time waited (server clock), the level window the
 * server uses now and a cancel button; after 30 s without an opponent, the seed's message with a retry and the bot.
 */
export function RandomSearch({ profileId, category, onSearch, onPlayBot }: { profileId: string; category: BattleCategory; onSearch: () => void; onPlayBot: () => void }) {
  const { t } = useTranslation();
  const { search, error, room } = useBattle();
  const seeking = search?.seeking;
  const left = useServerCountdown(seeking?.giveUpAt);
  const start = () => { onSearch(); battleActions.seek(profileId, category); };

  if (search?.timedOut) {
    return (
      <Stack gap="xs">
        <Alert color="orange" role="alert">{t('messages.no_opponent', { defaultValue: search.timedOut.message })}</Alert>
        <Group gap="xs">
          <Button onClick={start}>{t('battles.random.retry')}</Button>
          <Button variant="light" onClick={onPlayBot}>{t('battles.random.playBot')}</Button>
        </Group>
      </Stack>
    );
  }
  if (search && !room && !error) {
    const waited = seeking ? Math.min(MATCHMAKING_GIVE_UP_MS, MATCHMAKING_GIVE_UP_MS - left) : 0;
    return (
      <Stack gap="xs">
        {/* Text only (no spinner): the seconds counting up say the search is alive, and reduced motion changes nothing. */}
        <Text role="status">{t('battles.random.seeking', { seconds: Math.floor(waited / 1000) })}</Text>
        {seeking && <Text size="sm" c="dimmed">{t('battles.random.window', { level: seeking.level, window: seeking.levelWindow })}</Text>}
        <Button variant="default" onClick={() => battleActions.cancelSeek(profileId)} w="fit-content">{t('battles.random.cancel')}</Button>
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      {search && error && <Text c="red" role="alert">{t(`messages.${error.code}`, { defaultValue: error.message })}</Text>}
      <Button onClick={start}>{t('battles.random.find')}</Button>
    </Stack>
  );
}
