import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { difficultyForAge, type Profile } from '@plume/shared/account';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppPage } from '@/components/app-page';
import { ProfileGate } from '@/components/profile-gate';
import { battleActions, connectBattles, useBattle } from '../api/battle-store';
import { heldSeat } from '../api/resume-tokens';
import { BattleScreen } from '../components/battle-screen';
import { QandaPicker, type QandaChoice } from '../components/qanda-picker';

/** `/home/qanda/play/` (premium): a solo round of ten questions of one learning category and level. */
export function QandaSoloRoute() {
  const { t } = useTranslation();
  return (
    <AppPage title={t('qanda.solo.title')} subtitle={t('qanda.solo.description')} back="/qanda">
      <ProfileGate>{(profile) => <QandaSolo profile={profile} />}</ProfileGate>
    </AppPage>
  );
}

function QandaSolo({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const state = useBattle();
  const [choice, setChoice] = useState<QandaChoice>({ category: 'orthographe', level: difficultyForAge(profile.ageBand) });
  const [started, setStarted] = useState(false);
  useEffect(connectBattles, []);
  // After a refresh, the round this tab held is resumed here (« reconnexion… », then its snapshot).
  const resumed = state.room?.qanda?.mode === 'solo' || (state.resuming && !state.room && heldSeat()?.code === undefined);
  if ((started && (state.room?.qanda?.mode === 'solo' || state.error)) || resumed) return <BattleScreen home="/qanda" />;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="qanda-solo" maw={520}>
      <Stack gap="sm">
        <Title order={2} size="h4" id="qanda-solo">{t('qanda.solo.setup')}</Title>
        <QandaPicker value={choice} onChange={setChoice} />
        <Text size="sm" c="dimmed">{t('qanda.solo.rules')}</Text>
        <Button loading={started && !state.error} onClick={() => { setStarted(true); battleActions.createQanda({ profileId: profile.id, mode: 'solo', ...choice }); }}>
          {t('qanda.solo.start')}
        </Button>
      </Stack>
    </Card>
  );
}
