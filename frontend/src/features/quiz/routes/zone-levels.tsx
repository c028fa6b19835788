import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AppPage } from '@/components/app-page';
import { EmptyState } from '@/components/empty-state';
import { ProfileGate } from '@/components/profile-gate';
import { QueryState } from '@/components/query-state';
import { useLevels } from '../api/get-levels';
import type { CategoryId } from '../components/category-select';
import { useQuizCategories } from '../api/get-quiz-categories';
import { LevelGrid } from '../components/level-grid';
import { zonePlayPath } from '../play-paths';

/** `/quiz/zone/:category/:subcategory`: the levels, locked until the previous ones are played. */
export function ZoneLevelsRoute() {
  const { t } = useTranslation();
  const { category = '', subcategory = '' } = useParams();
  const categories = useQuizCategories();
  const subcategoryName = categories.data?.find((c) => c.id === category)?.subcategories.find((s) => s.id === subcategory)?.name;
  return (
    <AppPage title={subcategoryName ?? t('quiz.zone.title')} subtitle={t('quiz.levels.subtitle')} back={`/quiz/zone/${category}`}>
      <ProfileGate>{(profile) => <Levels profileId={profile.id} category={category} subcategory={subcategory} />}</ProfileGate>
    </AppPage>
  );
}

// The category as the address says: the server refuses one it does not know, and the page shows its refusal.
function Levels({ profileId, category, subcategory }: { profileId: string; category: string; subcategory: string }) {
  const { t } = useTranslation();
  const levels = useLevels({ profileId, category: category as CategoryId, subcategory });
  return (
    <QueryState query={levels}>
      {({ levels: list }) =>
        list.length === 0 ? (
          <EmptyState>{t('quiz.levels.empty')}</EmptyState>
        ) : (
          <LevelGrid levels={list} playPath={(level) => zonePlayPath(category, subcategory, level)} />
        )
      }
    </QueryState>
  );
}
