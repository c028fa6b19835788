import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RoomView } from '../api/battle-store';
import { useServerCountdown } from './use-server-countdown';

/** The players whose connection dropped, each with how long their seat is still kept (server clock). */
export function AwayNotices({ room, away }: { room: RoomView; away: Record<string, number> | undefined }) {
  const absent = room.players.filter((p) => !p.left && away?.[p.profileId] !== undefined);
  if (!absent.length) return null;
  return (
    <Stack gap="xs" role="status">
      {absent.map((p) => <AwayNotice key={p.profileId} name={p.name} seatExpiresAt={away![p.profileId]!} />)}
    </Stack>
  );
}

function AwayNotice({ name, seatExpiresAt }: { name: string; seatExpiresAt: number }) {
  const { t } = useTranslation();
  const left = useServerCountdown(seatExpiresAt);
  return (
    <Alert color="yellow" variant="light">
      {left > 0 ? t('battles.resume.away', { name, seconds: Math.ceil(left / 1000) }) : t('battles.resume.awayOver', { name })}
    </Alert>
  );
}
