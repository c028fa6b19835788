import { Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import type { Profile } from '@plume/shared/account';
import { useTranslation } from 'react-i18next';
import { KeptCopyNote } from '@/components/kept-copy-note';
import { ProfileAvatar } from '@/components/profile-avatar';
import { ProfileGate } from '@/components/profile-gate';
import { useActiveProfile } from '@/lib/account/active-profile';
import { useAccount } from '@/lib/account/get-account';
import { dailyQuizKey } from '@/lib/activity/daily-quiz';
import { dictationHistoryKey } from '@/lib/activity/dictation-history';
import { statisticsKey } from '@/lib/activity/statistics';
import { learnerHomeKeys } from '../api/query-keys';
import { RecentProgressCard, StreakCard } from '../components/progress-cards';
import { FamilyBoardCard } from '../components/family-board-card';
import { RecentActivitiesCard } from '../components/recent-activities-card';
import { TodayCards } from '../components/today-cards';

/**
 * `/home` (premium): where a learner lands after choosing their profile. What to do today (cards due, the daily
 * quiz, a dictation at the profile's level, a grid to resume), the activities it opened lately on this device, the
 * streak and the week's goal, the family's board of the month, and recent progress, each block read from its
 * activity's own endpoint (docs/frontend.md, « The learner's home » and « The seed's i18n »).
 */
export function LearnerHomeRoute() {
  const { t } = useTranslation();
  const account = useAccount();
  const profile = useActiveProfile(account.data);
  return (
    <Container size="lg" py={{ base: 32, md: 48 }}>
      <title>{`${t('learnerHome.pageTitle')} — Plume`}</title>
      <Group gap="md" mb="xl" wrap="nowrap" align="center">
        {profile && <ProfileAvatar avatar={profile.avatar} size={56} radius={56} />}
        <Stack gap={2}>
          <Title order={1}>{profile ? t('learnerHome.greeting', { name: profile.name }) : t('learnerHome.pageTitle')}</Title>
          {profile && <Text c="dimmed">{t('learnerHome.subtitle')}</Text>}
        </Stack>
      </Group>
      <ProfileGate>{(chosen) => <LearnerHome key={chosen.id} profile={chosen} />}</ProfileGate>
    </Container>
  );
}

function LearnerHome({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  return (
    <>
      <KeptCopyNote words="learnerHome.keptCopy" queryKeys={homeQueries(profile.id)} />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md" component="section" aria-labelledby="learner-home-today">
            <Title order={2} id="learner-home-today">
              {t('learnerHome.today.title')}
            </Title>
            <TodayCards profile={profile} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <RecentActivitiesCard />
            <StreakCard profileId={profile.id} />
            <FamilyBoardCard profileId={profile.id} />
            <RecentProgressCard profileId={profile.id} />
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}

/** What the home reads, each kept on the device for a start without network (docs/offline.md). */
const homeQueries = (profileId: string) => [
  learnerHomeKeys.crosswords(profileId), learnerHomeKeys.dictations(profileId), learnerHomeKeys.family(profileId), learnerHomeKeys.flashcards(profileId),
  dailyQuizKey(profileId), statisticsKey(profileId), dictationHistoryKey(profileId),
];
