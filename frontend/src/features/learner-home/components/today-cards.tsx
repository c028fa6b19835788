import { Box, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Profile } from '@plume/shared/account';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocaleFormat } from '@/lib/locale-format';
import { useCrosswords } from '../api/get-crosswords';
import { useDailyQuiz } from '@/lib/activity/daily-quiz';
import { useDictations } from '../api/get-dictations';
import { useFlashcardStatistics } from '../api/get-flashcard-statistics';
import { dictationLevelFor, suggestedPassage, unfinishedCrossword } from '../model';
import { CardQuery, HomeCard } from './home-card';

/** What to do today: the cards due, the daily quiz, a dictation to resume or at the profile's level, and a grid to resume or start. */
export function TodayCards({ profile }: { profile: Profile }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <FlashcardsCard profileId={profile.id} />
      <DailyQuizCard profileId={profile.id} />
      <DictationCard profile={profile} />
      <CrosswordCard profileId={profile.id} />
    </SimpleGrid>
  );
}

/** A card's sentence, then its one action at the bottom. */
function Todo({ text, action }: { text: ReactNode; action: ReactNode }) {
  return (
    <Stack gap="md" justify="space-between" style={{ flex: 1 }}>
      <Text>{text}</Text>
      <Box>{action}</Box>
    </Stack>
  );
}

function ActionLink({ to, children, primary = false }: { to: string; children: ReactNode; primary?: boolean }) {
  return (
    <Button component={Link} to={to} variant={primary ? 'filled' : 'light'}>
      {children}
    </Button>
  );
}

function FlashcardsCard({ profileId }: { profileId: string }) {
  const { t } = useTranslation();
  const statistics = useFlashcardStatistics(profileId);
  return (
    <HomeCard title={t('learnerHome.flashcards.title')}>
      <CardQuery query={statistics}>
        {({ cards, dueNow }) =>
          cards === 0 ? (
            <Todo text={t('learnerHome.flashcards.empty')} action={<ActionLink to="/flashcard/">{t('learnerHome.flashcards.open')}</ActionLink>} />
          ) : dueNow > 0 ? (
            <Todo
              text={<Text span fw={700}>{t('learnerHome.flashcards.due', { count: dueNow })}</Text>}
              action={<ActionLink to="/flashcard/" primary>{t('learnerHome.flashcards.review')}</ActionLink>}
            />
          ) : (
            <Todo text={t('learnerHome.flashcards.allReviewed')} action={<ActionLink to="/flashcard/">{t('learnerHome.flashcards.open')}</ActionLink>} />
          )
        }
      </CardQuery>
    </HomeCard>
  );
}

function DailyQuizCard({ profileId }: { profileId: string }) {
  const { t } = useTranslation();
  const daily = useDailyQuiz(profileId);
  return (
    <HomeCard title={t('learnerHome.daily.title')}>
      <CardQuery query={daily}>
        {({ played, gameId }) =>
          played ? (
            <Todo text={t('learnerHome.daily.done')} action={<ActionLink to="/quiz/daily">{t('learnerHome.daily.result')}</ActionLink>} />
          ) : gameId ? (
            <Todo text={t('learnerHome.daily.started')} action={<ActionLink to="/quiz/daily" primary>{t('learnerHome.daily.resume')}</ActionLink>} />
          ) : (
            <Todo text={t('learnerHome.daily.todo')} action={<ActionLink to="/quiz/daily" primary>{t('learnerHome.daily.play')}</ActionLink>} />
          )
        }
      </CardQuery>
    </HomeCard>
  );
}

function DictationCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const catalogue = useDictations(profile.id);
  const level = dictationLevelFor(profile.ageBand);
  const levelName = t(`dictationTerms.levels.${level}`);
  return (
    <HomeCard title={t('learnerHome.dictation.title')}>
      <CardQuery query={catalogue}>
        {(data) => {
          const passage = suggestedPassage(data, level);
          // A dictation started and not handed in (its copy saved on the server) comes first, the suggestion after it.
          const unfinished = data.unfinished[0];
          const choose = <ActionLink to={passage ? `/dictate-ai/?niveau=${level}` : '/dictate-ai/'} primary={!unfinished}>{t('learnerHome.dictation.choose')}</ActionLink>;
          return (
            <Todo
              text={
                <>
                  {unfinished && (
                    <Text span fw={700} display="block" mb="xs">
                      {t('learnerHome.dictation.unfinished', { title: unfinished.title, when: format.relative(unfinished.startedAt) })}
                    </Text>
                  )}
                  {passage ? t('learnerHome.dictation.suggestion', { level: levelName, title: passage.title, count: passage.words }) : t('learnerHome.dictation.none', { level: levelName })}
                </>
              }
              action={
                unfinished ? (
                  <Group gap="sm">
                    <ActionLink to="/dictate-ai/" primary>{t('learnerHome.dictation.resume')}</ActionLink>
                    {choose}
                  </Group>
                ) : choose
              }
            />
          );
        }}
      </CardQuery>
    </HomeCard>
  );
}

function CrosswordCard({ profileId }: { profileId: string }) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const crosswords = useCrosswords(profileId);
  return (
    <HomeCard title={t('learnerHome.crossword.title')}>
      <CardQuery query={crosswords}>
        {(list) => {
          const unfinished = unfinishedCrossword(list);
          return unfinished ? (
            <Todo
              text={t('learnerHome.crossword.unfinished', { size: unfinished.size, when: format.relative(unfinished.startedAt) })}
              action={<ActionLink to="/crossword/" primary>{t('learnerHome.crossword.resume')}</ActionLink>}
            />
          ) : (
            <Todo text={t('learnerHome.crossword.none')} action={<ActionLink to="/crossword/">{t('learnerHome.crossword.start')}</ActionLink>} />
          );
        }}
      </CardQuery>
    </HomeCard>
  );
}
