import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppPage } from '@/components/app-page';
import { ProfileGate } from '@/components/profile-gate';
import { QueryState } from '@/components/query-state';
import { upperFirst, useLocaleFormat } from '@/lib/locale-format';
import { useDailyQuiz, type DailyQuiz } from '@/lib/activity/daily-quiz';
import { ModeFacts } from '../components/mode-facts';
import { playPath, resumePath } from '../play-paths';

/** `/quiz/daily`: today's quiz, the same for everyone, once a day; played or not, and the streak of days in a row. */
export function DailyRoute() {
  const { t } = useTranslation();
  return (
    <AppPage title={t('quiz.modes.daily.title')} subtitle={t('quiz.modes.daily.description')} back="/quiz">
      <ProfileGate>{(profile) => <Daily profileId={profile.id} />}</ProfileGate>
    </AppPage>
  );
}

function Daily({ profileId }: { profileId: string }) {
  const daily = useDailyQuiz(profileId);
  return <QueryState query={daily}>{(today) => <Today today={today} />}</QueryState>;
}

function Today({ today }: { today: DailyQuiz }) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  // The day is a Paris calendar day: shown at noon UTC, it reads the same in every time zone. The title starts with a
  // capital, its month stays lower case (« Mardi 3 mars 2026 »).
  const date = upperFirst(format.date(`${today.day}T12:00:00Z`, { dateStyle: 'full', timeZone: 'UTC' }));
  return (
    <Stack gap="xl">
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Title order={2} size="h3">
            {date}
          </Title>
          <ModeFacts mode="daily" />
          {today.played ? (
            <>
              <Alert color="teal" role="status" title={t('quiz.daily.playedTitle')}>
                {t('messages.daily_already_played')}
              </Alert>
              {/* Today's game, under way or over: its play page picks it up again or shows its result. */}
              {today.gameId && (
                <Group>
                  <Button component={Link} to={resumePath({ mode: 'daily' }, today.gameId)} variant="light" size="md">
                    {t('quiz.daily.resume')}
                  </Button>
                </Group>
              )}
            </>
          ) : (
            <Group>
              <Button component={Link} to={playPath({ mode: 'daily' })} size="md">
                {t('quiz.daily.start')}
              </Button>
            </Group>
          )}
        </Stack>
      </Card>
      <SimpleGrid cols={2} component="dl" style={{ margin: 0 }}>
        {(
          [
            ['streak', today.streak],
            ['bestStreak', today.bestStreak],
          ] as const
        ).map(([key, value]) => (
          <Card key={key} withBorder radius="md" ta="center">
            <Text component="dt" size="sm" c="dimmed">
              {t(`quiz.daily.${key}`)}
            </Text>
            <Text component="dd" fz={28} fw={700} m={0} data-testid={`daily-${key}`}>
              {t('quiz.daily.days', { count: value })}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      {today.played && (
        <Group justify="center">
          <Button component={Link} to="/quiz" variant="light">
            {t('quiz.daily.otherModes')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
