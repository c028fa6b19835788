import { Anchor, Group, List, Progress, Stack, Text } from '@mantine/core';
import { parisDay } from '@plume/shared/quiz/modes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocaleFormat } from '@/lib/locale-format';
import { useCrosswords } from '../api/get-crosswords';
import { useDictationHistory } from '@/lib/activity/dictation-history';
import { useFlashcardStatistics } from '../api/get-flashcard-statistics';
import { useStatistics } from '@/lib/activity/statistics';
import { latestDictations, practiceDaysThisWeek, questionsThisWeek, WEEKLY_GOAL_DAYS } from '../model';
import { CardQuery, HomeCard } from './home-card';

/** The streak of days played in a row and the week's goal (days of practice, Monday to Sunday). */
export function StreakCard({ profileId }: { profileId: string }) {
  const { t } = useTranslation();
  const statistics = useStatistics(profileId);
  const history = useDictationHistory(profileId);
  const crosswords = useCrosswords(profileId);
  const today = parisDay(new Date());
  return (
    <HomeCard title={t('learnerHome.streak.title')} order={2}>
      <CardQuery query={statistics}>
        {(data) => {
          const { current, best } = data.playStreak;
          // A dictation or a grid counts towards the week as soon as its own list has answered.
          const days = practiceDaysThisWeek(today, { statistics: data, dictations: history.data?.attempts, crosswords: crosswords.data?.puzzles }).length;
          const reached = days >= WEEKLY_GOAL_DAYS;
          return (
            <Stack gap="lg">
              <Stack gap={4}>
                <Text fz="xl" fw={700}>
                  {current > 0 ? t('learnerHome.streak.days', { count: current }) : t('learnerHome.streak.none')}
                </Text>
                {best > 0 && (
                  <Text size="sm" c="dimmed">
                    {t('learnerHome.streak.best', { count: best })}
                  </Text>
                )}
              </Stack>
              <Stack gap={6}>
                <Group justify="space-between" gap="xs">
                  <Text fw={600}>{t('learnerHome.weekly.title')}</Text>
                  <Text size="sm" data-testid="weekly-goal">
                    {t('learnerHome.weekly.days', { count: days, goal: WEEKLY_GOAL_DAYS })}
                  </Text>
                </Group>
                <Progress value={(Math.min(days, WEEKLY_GOAL_DAYS) / WEEKLY_GOAL_DAYS) * 100} color={reached ? 'teal' : undefined} aria-label={t('learnerHome.weekly.label')} />
                <Text size="sm" c="dimmed">
                  {reached ? t('learnerHome.weekly.reached') : t('learnerHome.weekly.hint', { goal: WEEKLY_GOAL_DAYS })}
                </Text>
              </Stack>
            </Stack>
          );
        }}
      </CardQuery>
    </HomeCard>
  );
}

/** This week's quiz questions, the latest dictation marks, grids solved and how well the cards are remembered. */
export function RecentProgressCard({ profileId }: { profileId: string }) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const statistics = useStatistics(profileId);
  const history = useDictationHistory(profileId);
  const crosswords = useCrosswords(profileId);
  const flashcards = useFlashcardStatistics(profileId);
  const today = parisDay(new Date());
  const percent = (share: number) => format.number(share, { style: 'percent', maximumFractionDigits: 0 });
  return (
    <HomeCard title={t('learnerHome.progress.title')} order={2}>
      <CardQuery query={statistics}>
        {(data) => {
          const week = questionsThisWeek(today, data);
          return week.questions > 0 ? (
            <Text>
              {t('learnerHome.progress.questions', { count: week.questions, formatted: format.number(week.questions) })}
              {' · '}
              {t('learnerHome.progress.accuracy', { percent: percent(week.correct / week.questions) })}
            </Text>
          ) : (
            <Text c="dimmed">{t('learnerHome.progress.noQuestions')}</Text>
          );
        }}
      </CardQuery>
      <Stack gap={4}>
        <Text fw={600}>{t('learnerHome.progress.dictations')}</Text>
        <CardQuery query={history}>
          {({ attempts }) =>
            attempts.length === 0 ? (
              <Text c="dimmed">{t('learnerHome.progress.noDictation')}</Text>
            ) : (
              <List spacing={4} listStyleType="none" ml={0} pl={0}>
                {latestDictations(attempts).map((attempt) => {
                  const score = format.number(attempt.scores.brevet.score, { maximumFractionDigits: 1 });
                  const when = format.relative(attempt.submittedAt);
                  return (
                    <List.Item key={attempt.attemptId} aria-label={t('learnerHome.progress.markLabel', { title: attempt.title, score, when })}>
                      <Group gap="xs" wrap="nowrap" aria-hidden="true">
                        <Text fw={700} miw="3.5em">
                          {t('learnerHome.progress.mark', { score })}
                        </Text>
                        <Text truncate="end" style={{ flex: 1 }}>
                          {attempt.title}
                        </Text>
                        <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                          {when}
                        </Text>
                      </Group>
                    </List.Item>
                  );
                })}
              </List>
            )
          }
        </CardQuery>
      </Stack>
      <Group gap="lg">
        {!!crosswords.data?.solved && <Text>{t('learnerHome.progress.crosswords', { count: crosswords.data.solved })}</Text>}
        {flashcards.data?.overallReadiness !== undefined && <Text>{t('learnerHome.progress.readiness', { percent: percent(flashcards.data.overallReadiness) })}</Text>}
      </Group>
      <Anchor component={Link} to="/profile/statistics/" mt="auto">
        {t('learnerHome.progress.all')}
      </Anchor>
    </HomeCard>
  );
}
