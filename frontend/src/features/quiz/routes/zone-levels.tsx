import { Alert, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { QueryState } from '@/components/query-state';
import { useLevels } from '../api/get-levels';
import { useQuizCategories } from '../api/get-quiz-categories';
import { EmptyState } from '../components/empty-state';
import { CheckIcon, LockIcon } from '../components/quiz-icons';
import { ProfileGate } from '../components/profile-gate';
import { QuizPage } from '../components/quiz-page';
import classes from '../quiz.module.css';

/** `/quiz/zone/:category/:subcategory`: the levels, locked until the previous ones are played. */
export function ZoneLevelsRoute() {
  const { t } = useTranslation();
  const { category = '', subcategory = '' } = useParams();
  const categories = useQuizCategories();
  const subcategoryName = categories.data?.find((c) => c.id === category)?.subcategories.find((s) => s.id === subcategory)?.name;
  return (
    <QuizPage title={subcategoryName ?? t('quiz.zone.title')} subtitle={t('quiz.levels.subtitle')} back={`/quiz/zone/${category}`}>
      <ProfileGate>{(profile) => <Levels profileId={profile.id} category={category} subcategory={subcategory} />}</ProfileGate>
    </QuizPage>
  );
}

function Levels({ profileId, category, subcategory }: { profileId: string; category: string; subcategory: string }) {
  const { t } = useTranslation();
  const levels = useLevels({ profileId, category, subcategory });
  const [lockedClicked, setLockedClicked] = useState<number>();
  return (
    <QueryState query={levels}>
      {({ levels: list }) =>
        list.length === 0 ? (
          <EmptyState>{t('quiz.levels.empty')}</EmptyState>
        ) : (
          <Stack gap="lg">
            {lockedClicked !== undefined && (
              <Alert color="orange" role="alert" withCloseButton onClose={() => setLockedClicked(undefined)} closeButtonLabel={t('common.close')}>
                {t('quiz.levels.locked')}
              </Alert>
            )}
            <SimpleGrid cols={{ base: 2, xs: 3, sm: 5 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {list.map(({ level, played, unlocked }) => {
                const name = t('quiz.levels.level', { level });
                const status = played ? t('quiz.levels.played') : unlocked ? undefined : t('quiz.levels.lockedLabel');
                const content = (
                  <>
                    {played ? (
                      <CheckIcon size={32} color="var(--mantine-color-teal-6)" />
                    ) : unlocked ? (
                      <Text fz={28} lh="32px" aria-hidden="true">
                        {level}
                      </Text>
                    ) : (
                      <LockIcon size={28} />
                    )}
                    <Text fw={600}>{name}</Text>
                    {status && (
                      <Text size="xs" c="dimmed">
                        {status}
                      </Text>
                    )}
                  </>
                );
                return (
                  <li key={level}>
                    {unlocked ? (
                      <UnstyledButton component={Link} to={`/quiz/zone/${category}/${subcategory}/${level}/play`} className={classes.level} data-played={played || undefined}>
                        {content}
                      </UnstyledButton>
                    ) : (
                      <UnstyledButton className={classes.level} data-locked onClick={() => setLockedClicked(level)} aria-label={`${name}, ${t('quiz.levels.lockedLabel')}`}>
                        {content}
                      </UnstyledButton>
                    )}
                  </li>
                );
              })}
            </SimpleGrid>
          </Stack>
        )
      }
    </QueryState>
  );
}
