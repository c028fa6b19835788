import type { Profile } from '@plume/shared/account';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AppPage } from '@/components/app-page';
import { ProfileGate } from '@/components/profile-gate';
import { battleActions, battleStore, connectBattles } from '../api/battle-store';
import { BattleScreen } from '../components/battle-screen';

/** `/quiz/battle/room/:code` (premium): the shared link of a friend room; opening it joins (or rejoins) the room. */
export function BattleRoomRoute() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  return (
    <AppPage title={t('battles.roomTitle')} back="/quiz/battle">
      <ProfileGate>{(profile) => <BattleRoom profile={profile} code={code === '-' ? '' : code} />}</ProfileGate>
    </AppPage>
  );
}

function BattleRoom({ profile, code }: { profile: Profile; code: string }) {
  useEffect(() => {
    connectBattles();
    // The creator arrives here already seated: joining again only sends the room back.
    if (battleStore.get().room?.code !== code.toUpperCase()) battleStore.set((state) => ({ socket: state.socket }));
    battleActions.join(profile.id, code);
  }, [profile.id, code]);
  return <BattleScreen />;
}
