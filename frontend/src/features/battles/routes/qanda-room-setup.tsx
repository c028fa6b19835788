import { Button, Card, Group, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { difficultyForAge, type Profile } from '@plume/shared/account';
import { GROUP_MAX_PLAYERS, GROUP_MIN_PLAYERS } from '@plume/shared/battles/protocol';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppPage } from '@/components/app-page';
import { ProfileGate } from '@/components/profile-gate';
import { battleActions, connectBattles, useBattle } from '../api/battle-store';
import { QandaPicker, type QandaChoice } from '../components/qanda-picker';

const seatChoices = Array.from({ length: GROUP_MAX_PLAYERS - GROUP_MIN_PLAYERS + 1 }, (_, i) => String(GROUP_MIN_PLAYERS + i));

/** `/qanda/multiplayer` (premium): a room where 2 to 4 players answer the same questions, each for themselves. */
export function QandaMultiplayerRoute() {
  return <QandaRoomSetupPage mode="multiplayer" />;
}

/** `/qanda/collaborative-play` and `/home/qanda/collaborative-play` (premium): a team that answers together. */
export function QandaTeamRoute() {
  return <QandaRoomSetupPage mode="team" />;
}

function QandaRoomSetupPage({ mode }: { mode: 'multiplayer' | 'team' }) {
  const { t } = useTranslation();
  return (
    <AppPage title={t(`qanda.${mode}.title`)} subtitle={t(`qanda.${mode}.description`)} back="/qanda">
      <ProfileGate>{(profile) => <QandaRoomSetup profile={profile} mode={mode} />}</ProfileGate>
    </AppPage>
  );
}

function QandaRoomSetup({ profile, mode }: { profile: Profile; mode: 'multiplayer' | 'team' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = useBattle();
  const [choice, setChoice] = useState<QandaChoice>({ category: 'grammaire', level: difficultyForAge(profile.ageBand) });
  const [seats, setSeats] = useState(mode === 'team' ? '3' : '4');
  const [code, setCode] = useState('');
  const [creating, setCreating] = useState(false);
  useEffect(connectBattles, []);

  useEffect(() => {
    if (creating && state.room?.code && state.room.qanda?.mode === mode) navigate(`/qanda/room/${state.room.code}`);
  }, [creating, state.room?.code, state.room?.qanda?.mode, mode, navigate]);

  return (
    <Stack gap="lg">
      <Text>{t(`qanda.${mode}.rules`)}</Text>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="qanda-create">
          <Stack gap="sm">
            <Title order={2} size="h4" id="qanda-create">{t(`qanda.${mode}.create`)}</Title>
            <QandaPicker value={choice} onChange={setChoice} />
            <Stack gap={4}>
              <Text size="sm" fw={500} id="qanda-seats">{t('battles.group.seatCount')}</Text>
              <SegmentedControl aria-labelledby="qanda-seats" value={seats} onChange={setSeats} data={seatChoices.map((n) => ({ value: n, label: t('battles.group.seatOption', { count: Number(n) }) }))} />
            </Stack>
            <Button loading={creating && !state.error} onClick={() => { setCreating(true); battleActions.createQanda({ profileId: profile.id, mode, ...choice, seats: Number(seats) }); }}>
              {t('battles.home.createRoom')}
            </Button>
            {creating && state.error && <Text c="red" role="alert">{t(`messages.${state.error.code}`, { defaultValue: state.error.message })}</Text>}
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="qanda-join">
          <form onSubmit={(e) => { e.preventDefault(); navigate(`/qanda/room/${encodeURIComponent(code.trim() || '-')}`); }}>
            <Stack gap="sm">
              <Title order={2} size="h4" id="qanda-join">{t('battles.group.join')}</Title>
              <Group align="flex-end" gap="xs">
                <TextInput label={t('battles.home.code')} value={code} onChange={(e) => setCode(e.currentTarget.value)} maxLength={12} autoComplete="off" style={{ flex: 1 }} />
                <Button type="submit" variant="light">{t('battles.home.join')}</Button>
              </Group>
            </Stack>
          </form>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
