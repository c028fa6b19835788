import { Alert, Group, Stack, Table, Text } from '@mantine/core';
import type { Profile } from '@plume/shared/account';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AppPage } from '@/components/app-page';
import { EmptyState } from '@/components/empty-state';
import { avatarArt, ProfileAvatar } from '@/components/profile-avatar';
import { ProfileGate } from '@/components/profile-gate';
import { QueryState } from '@/components/query-state';
import { useLocaleFormat } from '@/lib/locale-format';
import { useContestLeaderboard, type ContestRow } from '../api/get-contest-leaderboard';
import { contestsPath } from '../contest-paths';
import { ContestDates } from '../components/contest-dates';

const isAvatar = (avatar: string | undefined): avatar is Profile['avatar'] => avatar !== undefined && Object.hasOwn(avatarArt, avatar);

/** `/quiz/contests/:contestId/leaderboard`: the standings (rank, first name, avatar, score), the prizes and the profile's own row. */
export function ContestLeaderboardRoute() {
  const { t } = useTranslation();
  const { contestId = '' } = useParams();
  return (
    <AppPage title={t('contests.board.title')} back={contestsPath}>
      <ProfileGate>{(profile) => <Standings profileId={profile.id} contestId={contestId} />}</ProfileGate>
    </AppPage>
  );
}

function Standings({ profileId, contestId }: { profileId: string; contestId: string }) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const board = useContestLeaderboard(profileId, contestId);
  return (
    <QueryState query={board}>
      {(data) => (
        <Stack gap="lg">
          <Stack gap={4}>
            <Text fw={700} size="lg">
              {data.contest.title}
            </Text>
            <ContestDates startsAt={data.contest.startsAt} endsAt={data.contest.endsAt} />
            <Text size="sm" c="dimmed">
              {data.contest.status === 'settled' ? t('contests.board.settled') : t('contests.board.pending')}
            </Text>
          </Stack>
          <Alert variant="light" color={data.mine ? 'indigo' : 'gray'}>
            {data.mine ? t('contests.board.mine', { rank: format.ordinal(data.mine.rank), count: data.mine.score, score: format.number(data.mine.score) }) : t('contests.board.notPlayed')}
          </Alert>
          {data.rows.length === 0 ? (
            <EmptyState>{t('contests.board.empty')}</EmptyState>
          ) : (
            <Table.ScrollContainer minWidth={520}>
              <Table striped highlightOnHover>
                <Table.Caption>{t('contests.board.caption', { title: data.contest.title })}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('contests.rank')}</Table.Th>
                    <Table.Th scope="col">{t('contests.board.player')}</Table.Th>
                    <Table.Th scope="col">{t('contests.board.score')}</Table.Th>
                    <Table.Th scope="col">{t('contests.board.correct')}</Table.Th>
                    <Table.Th scope="col">{t('contests.board.time')}</Table.Th>
                    <Table.Th scope="col">{t('contests.board.prize')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.rows.map((row, index) => (
                    <StandingRow key={row.publicId ?? `hidden-${index}`} row={row} rankLabel={format.ordinal(row.rank)} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {data.truncated && (
            <Text size="sm" c="dimmed">
              {t('contests.board.truncated')}
            </Text>
          )}
        </Stack>
      )}
    </QueryState>
  );
}

function StandingRow({ row, rankLabel }: { row: ContestRow; rankLabel: string }) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  return (
    <Table.Tr fw={row.mine ? 700 : undefined} aria-current={row.mine ? 'true' : undefined}>
      <Table.Th scope="row" fw="inherit">
        {rankLabel}
        {row.tied && (
          <Text span size="xs" c="dimmed" ml={4}>
            {t('contests.board.tied')}
          </Text>
        )}
      </Table.Th>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          {isAvatar(row.avatar) && <ProfileAvatar avatar={row.avatar} size="sm" />}
          <span>{row.name ?? t('contests.board.hidden')}</span>
        </Group>
      </Table.Td>
      <Table.Td>{format.number(row.score)}</Table.Td>
      <Table.Td>{format.number(row.correct)}</Table.Td>
      <Table.Td>{t('contests.board.seconds', { seconds: format.number(row.durationMs / 1000, { maximumFractionDigits: 1 }) })}</Table.Td>
      <Table.Td>{row.prize > 0 ? format.number(row.prize) : '—'}</Table.Td>
    </Table.Tr>
  );
}
