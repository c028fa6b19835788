import type { Profile } from '@plume/shared/account';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AppPage } from '@/components/app-page';
import { ProfileGate } from '@/components/profile-gate';
import { enterRoom } from '../api/battle-store';
import { BattleScreen } from '../components/battle-screen';

/** `/quiz/battle/room/:code` (premium): the shared link of a friend room; opening it joins (or rejoins) the room. */
export function BattleRoomRoute() {
  const { t } = useTranslation();
  return <RoomPage title={t('battles.roomTitle')} home="/quiz/battle" />;
}

/** `/quiz/group-battle/room/:code` (premium): the same for a group room, the way back leading to the group battles. */
export function GroupBattleRoomRoute() {
  const { t } = useTranslation();
  return <RoomPage title={t('battles.group.roomTitle')} home="/quiz/group-battle" />;
}

/** `/qanda/room/:code` (premium): a Q&A multiplayer or team room, joined (or rejoined) by its shared link. */
export function QandaRoomRoute() {
  const { t } = useTranslation();
  return <RoomPage title={t('qanda.roomTitle')} home="/qanda" />;
}

function RoomPage({ title, home }: { title: string; home: string }) {
  const { code = '' } = useParams();
  return (
    <AppPage title={title} back={home}>
      <ProfileGate>{(profile) => <BattleRoom profile={profile} code={code === '-' ? '' : code} home={home} />}</ProfileGate>
    </AppPage>
  );
}

function BattleRoom({ profile, code, home }: { profile: Profile; code: string; home: string }) {
  useEffect(() => enterRoom(profile.id, code), [profile.id, code]);
  return <BattleScreen home={home} />;
}
