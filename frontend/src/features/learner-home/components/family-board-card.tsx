import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProfileAvatar } from '@/components/profile-avatar';
import { useFamilyLeaderboard } from '../api/get-family-leaderboard';
import { CardQuery, HomeCard } from './home-card';

/**
 * The family's own board: this month's points of every profile of the account, most first (equal points share a
 * place), and the family challenges each one won (they earn no points). A family of one has no one to compare with:
 * the card is not shown to it.
 */
export function FamilyBoardCard({ profileId }: { profileId: string }) {
  const { t } = useTranslation();
  const board = useFamilyLeaderboard(profileId);
  if (board.isSuccess && board.data.rows.length < 2) return null;
  return (
    <HomeCard title={t('learnerHome.family.title')} order={2}>
      <CardQuery query={board}>
        {({ rows }) => (
          <Stack gap="sm">
            <Stack component="ol" gap={8} m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('learnerHome.family.label')}>
              {rows.map((row) => (
                <Group component="li" key={row.profileId} gap="sm" wrap="nowrap" aria-current={row.you ? 'true' : undefined}>
                  <Text fw={700} w="2.5em" ta="right" style={{ flexShrink: 0 }}>
                    {t('learnerHome.family.rank', { count: row.rank, ordinal: true })}
                  </Text>
                  <ProfileAvatar avatar={row.avatar} size={32} radius={32} />
                  <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                    <Text fw={row.you ? 700 : undefined} style={{ overflowWrap: 'anywhere' }}>
                      {row.you ? t('learnerHome.family.you', { name: row.name }) : row.name}
                    </Text>
                    {row.challengesWon > 0 && (
                      <Text size="sm" c="dimmed">
                        {t('learnerHome.family.challengesWon', { count: row.challengesWon })}
                      </Text>
                    )}
                  </Stack>
                  <Text size="sm" style={{ flexShrink: 0 }}>
                    {t('learnerHome.family.points', { count: row.score })}
                  </Text>
                </Group>
              ))}
            </Stack>
            {rows.every((row) => row.score === 0) && (
              <Stack gap={4} align="flex-start">
                <Text size="sm" c="dimmed">
                  {t('learnerHome.family.nobody')}
                </Text>
                <Anchor component={Link} to="/quiz" size="sm">
                  {t('learnerHome.family.play')}
                </Anchor>
              </Stack>
            )}
            <Group gap="md">
              <Anchor component={Link} to="/leaderboard" size="sm">
                {t('learnerHome.family.board')}
              </Anchor>
              <Anchor component={Link} to="/quiz/family-challenge" size="sm">
                {t('learnerHome.family.challenges')}
              </Anchor>
            </Group>
          </Stack>
        )}
      </CardQuery>
    </HomeCard>
  );
}
