import { Button, Card, Group, NativeSelect, NumberInput, SegmentedControl, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { difficultyForAge, type Profile } from '@plume/shared/account';
import { categoryIds } from '@plume/shared/content';
import { GROUP_MAX_PLAYERS, GROUP_MIN_PLAYERS, MAX_ENTRY_FEE } from '@plume/shared/battles/protocol';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppPage } from '@/components/app-page';
import { ProfileGate } from '@/components/profile-gate';
import { battleActions, connectBattles, useBattle, type BattleCategory } from '../api/battle-store';
import { familyFields, FamilyHandicapChoice, type FamilyChoice } from '../components/family-handicap';
import { QuestionLevelSelect, type QuestionLevel } from '../components/question-level-select';

const seatChoices = Array.from({ length: GROUP_MAX_PLAYERS - GROUP_MIN_PLAYERS + 1 }, (_, i) => String(GROUP_MIN_PLAYERS + i));

/** `/quiz/group-battle` (premium): open a room of 2 to 4 players, or join one by its code. */
export function GroupBattleHomeRoute() {
  const { t } = useTranslation();
  return (
    <AppPage title={t('battles.group.title')} subtitle={t('battles.group.subtitle')} back="/quiz">
      <ProfileGate>{(profile) => <GroupBattleHome profile={profile} />}</ProfileGate>
    </AppPage>
  );
}

function GroupBattleHome({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = useBattle();
  const [category, setCategory] = useState<BattleCategory>('grammaire');
  const [seats, setSeats] = useState('4');
  const [entryFee, setEntryFee] = useState<number>(0);
  const [family, setFamily] = useState<FamilyChoice>('');
  const [showScore, setShowScore] = useState(true);
  const [level, setLevel] = useState<QuestionLevel>(difficultyForAge(profile.ageBand));
  const [code, setCode] = useState('');
  const [creating, setCreating] = useState(false);
  useEffect(connectBattles, []);

  // The room just created: its address is the link to share.
  useEffect(() => {
    if (creating && state.room?.code && state.room.group) navigate(`/quiz/group-battle/room/${state.room.code}`);
  }, [creating, state.room?.code, state.room?.group, navigate]);

  return (
    <Stack gap="lg">
      <Text>{t('battles.group.rules')}</Text>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="group-create">
          <Stack gap="sm">
            <Title order={2} size="h4" id="group-create">{t('battles.group.create')}</Title>
            <NativeSelect label={t('battles.home.category')} value={category} onChange={(e) => setCategory(e.currentTarget.value as BattleCategory)} data={categoryIds.map((c) => ({ value: c, label: t(`statistics.categories.${c}`) }))} />
            <FamilyHandicapChoice value={family} onChange={setFamily} />
            {family !== 'level' && <QuestionLevelSelect id="group-level" value={level} onChange={setLevel} />}
            <Stack gap={4}>
              <Text size="sm" fw={500} id="group-seats">{t('battles.group.seatCount')}</Text>
              <SegmentedControl aria-labelledby="group-seats" value={seats} onChange={setSeats} data={seatChoices.map((n) => ({ value: n, label: t('battles.group.seatOption', { count: Number(n) }) }))} />
            </Stack>
            <NumberInput label={t('battles.home.entryFee')} description={t('battles.group.entryFeeHint')} min={0} max={MAX_ENTRY_FEE} value={family ? 0 : entryFee} disabled={family !== ''} onChange={(v) => setEntryFee(typeof v === 'number' ? v : 0)} />
            <Switch label={t('battles.group.showScore')} checked={showScore} onChange={(e) => setShowScore(e.currentTarget.checked)} />
            <Button loading={creating && !state.error} onClick={() => { setCreating(true); battleActions.createGroup({ profileId: profile.id, category, seats: Number(seats), showScore, ...familyFields(family, entryFee, level) }); }}>
              {t('battles.home.createRoom')}
            </Button>
            {creating && state.error && <Text c="red" role="alert">{t(`messages.${state.error.code}`, { defaultValue: state.error.message })}</Text>}
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="group-join">
          <form onSubmit={(e) => { e.preventDefault(); navigate(`/quiz/group-battle/room/${encodeURIComponent(code.trim() || '-')}`); }}>
            <Stack gap="sm">
              <Title order={2} size="h4" id="group-join">{t('battles.group.join')}</Title>
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
