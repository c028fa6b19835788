import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppPage } from '@/components/app-page';
import { QueryState } from '@/components/query-state';
import { useQuizCategories } from '../api/get-quiz-categories';
import { CategorySelect, type CategoryId } from '../components/category-select';
import { ModeFacts } from '../components/mode-facts';
import { playPath } from '../play-paths';

/** `/quiz/true-false`: statements to judge, of every category or of one. */
export const TrueFalseRoute = () => <FilteredStart mode="true-false" />;

/** `/quiz/audio`: questions read aloud, of every category or of one. */
export const AudioRoute = () => <FilteredStart mode="audio" />;

/** `/quiz/guess-the-word`: words to find from their definition, letter by letter. */
export function GuessTheWordRoute() {
  const { t } = useTranslation();
  return (
    <ModeIntro mode="guess-the-word">
      <Group>
        <Button component={Link} to={playPath({ mode: 'guess-the-word' })} size="md">
          {t('quiz.start')}
        </Button>
      </Group>
    </ModeIntro>
  );
}

function ModeIntro({ mode, children }: { mode: 'true-false' | 'audio' | 'guess-the-word'; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <AppPage title={t(`quiz.modes.${mode}.title`)} subtitle={t(`quiz.modes.${mode}.description`)} back="/quiz">
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <ModeFacts mode={mode} />
          <Text size="sm">{t(`quiz.howTo.${mode}`)}</Text>
          {children}
        </Stack>
      </Card>
    </AppPage>
  );
}

function FilteredStart({ mode }: { mode: 'true-false' | 'audio' }) {
  const { t } = useTranslation();
  const categories = useQuizCategories();
  const [category, setCategory] = useState<CategoryId>();
  const to = playPath({ mode, category });
  return (
    <ModeIntro mode={mode}>
      <QueryState query={categories}>
        {(list) => (
          <Stack gap="md" maw={420}>
            <CategorySelect categories={list} value={category} onChange={setCategory} optional />
            <Group>
              <Button component={Link} to={to} size="md">
                {t('quiz.start')}
              </Button>
            </Group>
          </Stack>
        )}
      </QueryState>
    </ModeIntro>
  );
}
