import { Anchor, Button, Card, Group, NativeSelect, NumberInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { RANDOM_ENTRY_FEE } from '@plume/shared/battles/matchmaking';
import { difficultyForAge, type Profile } from '@plume/shared/account';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AppPage } from '@/components/app-page';
import { ProfileGate } from '@/components/profile-gate';
import { battleActions, connectBattles, useBattle, type BattleCategory } from '../api/battle-store';
import { heldSeat } from '../api/resume-tokens';
import { BattleScreen } from '../components/battle-screen';
import { familyFields, FamilyHandicapChoice, type FamilyChoice } from '../components/family-handicap';
import { levelField, QuestionLevelSelect, type QuestionLevel } from '../components/question-level-select';
import { RandomSearch } from '../components/random-search';

const categories = ['orthographe', 'grammaire', 'conjugaison', 'vocabulaire', 'expressions', 'litterature', 'histoire', 'geographie', 'sciences', 'culture-generale'] as const;
const botLevels = ['easy', 'medium', 'hard'] as const;

/** `/quiz/battle` (premium): play a friend (create a room or join one by its code), a random opponent, or the bot. */
export function BattleHomeRoute() {
  const { t } = useTranslation();
  return (
    <AppPage title={t('battles.title')} subtitle={t('battles.subtitle')} back="/quiz">
      <ProfileGate>{(profile) => <BattleHome profile={profile} />}</ProfileGate>
    </AppPage>
  );
}

function BattleHome({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = useBattle();
  const [category, setCategory] = useState<BattleCategory>('grammaire');
  const [entryFee, setEntryFee] = useState<number>(0);
  const [family, setFamily] = useState<FamilyChoice>('');
  const [bot, setBot] = useState<(typeof botLevels)[number]>('medium');
  const [level, setLevel] = useState<QuestionLevel>(difficultyForAge(profile.ageBand));
  const [code, setCode] = useState('');
  const [creating, setCreating] = useState<'friend' | 'bot' | 'random' | null>(null);
  useEffect(connectBattles, []);

  // A friend room just created: its address is the link to share.
  useEffect(() => {
    if (creating === 'friend' && state.room?.code) navigate(`/quiz/battle/room/${state.room.code}`);
  }, [creating, state.room?.code, navigate]);

  // A random or bot battle has no room link: after a refresh, the seat this tab held is resumed here.
  const resumed = state.room ? !state.room.code : state.resuming && heldSeat()?.code === undefined;
  if ((creating === 'bot' && (state.room || state.error)) || (creating === 'random' && state.room) || resumed) return <BattleScreen />;
  const playBot = () => { setCreating('bot'); battleActions.create({ profileId: profile.id, category, bot, ...levelField(level) }); };
  const categorySelect = (id: string) => (
    <NativeSelect id={id} label={t('battles.home.category')} value={category} onChange={(e) => setCategory(e.currentTarget.value as BattleCategory)} data={categories.map((c) => ({ value: c, label: t(`statistics.categories.${c}`) }))} />
  );

  return (
    <Stack gap="lg">
      <Text>{t('battles.equalTime')}</Text>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="battle-friend">
          <Stack gap="sm">
            <Title order={2} size="h4" id="battle-friend">{t('battles.home.friend')}</Title>
            {categorySelect('friend-category')}
            <FamilyHandicapChoice value={family} onChange={setFamily} />
            {/* By level, each player's age sets their questions' level. */}
            {family !== 'level' && <QuestionLevelSelect id="friend-level" value={level} onChange={setLevel} />}
            <NumberInput label={t('battles.home.entryFee')} description={t('battles.home.entryFeeHint')} min={0} max={500} value={family ? 0 : entryFee} disabled={family !== ''} onChange={(v) => setEntryFee(typeof v === 'number' ? v : 0)} />
            <Button loading={creating === 'friend' && !state.error} onClick={() => { setCreating('friend'); battleActions.create({ profileId: profile.id, category, ...familyFields(family, entryFee, level) }); }}>
              {t('battles.home.createRoom')}
            </Button>
            {creating === 'friend' && state.error && <Text c="red" role="alert">{t(`messages.${state.error.code}`, { defaultValue: state.error.message })}</Text>}
            <form onSubmit={(e) => { e.preventDefault(); navigate(`/quiz/battle/room/${encodeURIComponent(code.trim() || '-')}`); }}>
              <Group align="flex-end" gap="xs">
                <TextInput label={t('battles.home.code')} value={code} onChange={(e) => setCode(e.currentTarget.value)} maxLength={12} autoComplete="off" style={{ flex: 1 }} />
                <Button type="submit" variant="light">{t('battles.home.join')}</Button>
              </Group>
            </form>
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="battle-bot">
          <Stack gap="sm">
            <Title order={2} size="h4" id="battle-bot">{t('battles.home.bot')}</Title>
            <Text size="sm" c="dimmed">{t('battles.home.botHint')}</Text>
            {categorySelect('bot-category')}
            <QuestionLevelSelect id="bot-level" value={level} onChange={setLevel} />
            <NativeSelect label={t('battles.home.botLevel')} value={bot} onChange={(e) => setBot(e.currentTarget.value as (typeof botLevels)[number])} data={botLevels.map((level) => ({ value: level, label: t(`messages.battle_bot_${level}`) }))} />
            <Button onClick={playBot}>{t('battles.home.playBot')}</Button>
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="battle-random">
          <Stack gap="sm">
            <Title order={2} size="h4" id="battle-random">{t('battles.home.random')}</Title>
            <Text size="sm" c="dimmed">{t('battles.home.randomHint')} {t('battles.random.fee', { count: RANDOM_ENTRY_FEE })}</Text>
            {categorySelect('random-category')}
            <RandomSearch profileId={profile.id} category={category} onSearch={() => setCreating('random')} onPlayBot={playBot} />
          </Stack>
        </Card>
      </SimpleGrid>
      <Anchor component={Link} to="/quiz/battle-stats" w="fit-content">{t('battles.statsPage.link')}</Anchor>
    </Stack>
  );
}
