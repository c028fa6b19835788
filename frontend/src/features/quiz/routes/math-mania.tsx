import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppPage } from '@/components/app-page';
import { ProfileGate } from '@/components/profile-gate';
import { QueryState } from '@/components/query-state';
import { useMathManiaLevels } from '../api/get-math-mania-levels';
import { LevelGrid } from '../components/level-grid';
import { ModeFacts } from '../components/mode-facts';
import { playPath } from '../play-paths';

/** `/quiz/math-mania`: 30 levels of mental arithmetic, each unlocked by playing the one before. */
export function MathManiaRoute() {
  const { t } = useTranslation();
  return (
    <AppPage title={t('quiz.modes.math-mania.title')} subtitle={t('quiz.levels.subtitle')} back="/quiz">
      <Stack gap="lg">
        <ModeFacts mode="math-mania" />
        <ProfileGate>{(profile) => <Levels profileId={profile.id} />}</ProfileGate>
      </Stack>
    </AppPage>
  );
}

function Levels({ profileId }: { profileId: string }) {
  const levels = useMathManiaLevels(profileId);
  return <QueryState query={levels}>{({ levels: list }) => <LevelGrid levels={list} playPath={(level) => playPath({ mode: 'math-mania', level })} />}</QueryState>;
}
