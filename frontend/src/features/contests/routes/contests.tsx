import { Stack, Tabs } from '@mantine/core';
import { contestPhases, type ContestPhase } from '@plume/shared/contests/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppPage } from '@/components/app-page';
import { EmptyState } from '@/components/empty-state';
import { ProfileGate } from '@/components/profile-gate';
import { QueryState } from '@/components/query-state';
import { useContestLists, type PlayerContest } from '../api/list-contests';
import { ContestCard } from '../components/contest-card';
import { JoinDialog } from '../components/join-dialog';

/** `/quiz/contests`: live, upcoming and past contests (seed: « Contests are grouped live, past, upcoming »). */
export function ContestsRoute() {
  const { t } = useTranslation();
  return (
    <AppPage title={t('contests.title')} subtitle={t('contests.subtitle')} back="/quiz">
      <ProfileGate>{(profile) => <ContestLists profileId={profile.id} />}</ProfileGate>
    </AppPage>
  );
}

function ContestLists({ profileId }: { profileId: string }) {
  const { t } = useTranslation();
  const lists = useContestLists(profileId);
  const [joining, setJoining] = useState<PlayerContest>();
  const [tab, setTab] = useState<ContestPhase>('live');
  return (
    <QueryState query={lists}>
      {(data) => (
        <>
          <Tabs value={tab} onChange={(value) => setTab((value as ContestPhase | null) ?? 'live')}>
            <Tabs.List mb="lg">
              {contestPhases.map((phase) => (
                <Tabs.Tab key={phase} value={phase}>
                  {t(`contests.tabs.${phase}`, { number: data[phase].length })}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {contestPhases.map((phase) => (
              <Tabs.Panel key={phase} value={phase}>
                {data[phase].length ? (
                  <Stack gap="md">
                    {data[phase].map((contest) => (
                      <ContestCard key={contest.id} contest={contest} onJoin={setJoining} />
                    ))}
                  </Stack>
                ) : (
                  <EmptyState>{t(`contests.empty.${phase}`)}</EmptyState>
                )}
              </Tabs.Panel>
            ))}
          </Tabs>
          <JoinDialog contest={joining} profileId={profileId} balance={data.balance} onClose={() => setJoining(undefined)} />
        </>
      )}
    </QueryState>
  );
}
