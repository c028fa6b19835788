import { Badge, Button, Card, Group, Stack, Table, Tabs, Text, VisuallyHidden } from '@mantine/core';
import type { Profile } from '@plume/shared/account';
import { LEADERBOARD_SIZE, leaderboardPeriods, type LeaderboardPeriod } from '@plume/shared/quiz/play-requests';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AppPage } from '@/components/app-page';
import { EmptyState } from '@/components/empty-state';
import { ProfileAvatar } from '@/components/profile-avatar';
import { ProfileGate } from '@/components/profile-gate';
import { QueryState } from '@/components/query-state';
import { useLocaleFormat } from '@/lib/locale-format';
import { useLeaderboard, type Leaderboard, type LeaderboardRow } from '../api/get-leaderboard';

const medals: Record<number, string> = { 1: '🥇', 2: '🥈', 3: '🥉' };

const isPeriod = (value: string | null): value is LeaderboardPeriod => leaderboardPeriods.some((period) => period === value);

/** `/leaderboard`: today's, this month's and the all-time top 100; the chosen tab is kept in the address (`?period=`). */
export function LeaderboardRoute() {
  const { t } = useTranslation();
  return (
    <AppPage title={t('leaderboard.title')} subtitle={t('leaderboard.subtitle', { count: LEADERBOARD_SIZE })}>
      <ProfileGate>{(profile) => <Boards profile={profile} />}</ProfileGate>
    </AppPage>
  );
}

function Boards({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const requested = search.get('period');
  const period = isPeriod(requested) ? requested : 'daily';
  const choose = (value: string | null) => {
    if (isPeriod(value)) setSearch(value === 'daily' ? {} : { period: value }, { replace: true });
  };
  return (
    <Tabs value={period} onChange={choose} keepMounted={false}>
      <Tabs.List grow>
        {leaderboardPeriods.map((value) => (
          <Tabs.Tab key={value} value={value}>
            {t(`leaderboard.periods.${value}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {leaderboardPeriods.map((value) => (
        <Tabs.Panel key={value} value={value} pt="lg">
          <Board profile={profile} period={value} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

function Board({ profile, period }: { profile: Profile; period: LeaderboardPeriod }) {
  const { t } = useTranslation();
  const board = useLeaderboard(profile.id, period);
  return (
    <QueryState query={board}>
      {(data) => {
        const ranked = data.top.some((row) => row.you);
        return (
          <Stack gap="lg">
            <BoardCaption board={data} />
            {data.top.length === 0 ? (
              <EmptyState
                action={
                  <Button component={Link} to="/quiz">
                    {t('leaderboard.play')}
                  </Button>
                }
              >
                {t(`leaderboard.empty.${period}`)}
              </EmptyState>
            ) : (
              <Ranking rows={data.top} />
            )}
            {!ranked && <ViewerRank profile={profile} me={data.me} />}
          </Stack>
        );
      }}
    </QueryState>
  );
}

/** Which day or month the board counts, read from its key (`daily#YYYY-MM-DD`, `monthly#YYYY-MM`). */
function BoardCaption({ board }: { board: Leaderboard }) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const [, when = ''] = board.key.split('#');
  // Noon UTC is the same calendar day in Paris, whatever the viewer's own time zone.
  const caption =
    board.period === 'daily' && /^\d{4}-\d{2}-\d{2}$/.test(when)
      ? t('leaderboard.caption.daily', { date: format.date(`${when}T12:00:00Z`, { dateStyle: 'full', timeZone: 'UTC' }) })
      : board.period === 'monthly' && /^\d{4}-\d{2}$/.test(when)
        ? t('leaderboard.caption.monthly', { month: format.date(`${when}-15T12:00:00Z`, { month: 'long', year: 'numeric', timeZone: 'UTC' }) })
        : t('leaderboard.caption.allTime');
  return (
    <Text size="sm" c="dimmed">
      {caption}
    </Text>
  );
}

function Ranking({ rows }: { rows: LeaderboardRow[] }) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={72}>{t('leaderboard.rank')}</Table.Th>
            <Table.Th>{t('leaderboard.player')}</Table.Th>
            <Table.Th ta="right">{t('leaderboard.score')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const mine = row.you;
            return (
              <Table.Tr key={row.publicId} bg={mine ? 'yellow.1' : undefined} aria-current={mine ? 'true' : undefined} data-testid={mine ? 'leaderboard-me' : undefined}>
                <Table.Td>
                  {medals[row.rank] ? (
                    <>
                      <Text component="span" fz={24} aria-hidden="true">
                        {medals[row.rank]}
                      </Text>
                      <VisuallyHidden>{row.rank}</VisuallyHidden>
                    </>
                  ) : (
                    <Text fw={600} c="dimmed">
                      {row.rank}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <ProfileAvatar avatar={row.avatar} radius="xl" size="md" style={{ flexShrink: 0 }} />
                    <Text fw={mine ? 700 : 500} truncate>
                      {row.name}
                    </Text>
                    {row.mine && (
                      <Badge color={mine ? 'yellow' : 'gray'} variant={mine ? 'filled' : 'light'} size="sm" style={{ flexShrink: 0 }}>
                        {t(mine ? 'leaderboard.you' : 'leaderboard.family')}
                      </Badge>
                    )}
                    {row.hidden && (
                      <Badge color="gray" variant="outline" size="sm" style={{ flexShrink: 0 }} title={t('leaderboard.hiddenHint')}>
                        <span aria-hidden="true">{t('leaderboard.hidden')}</span>
                        <VisuallyHidden>{t('leaderboard.hiddenHint')}</VisuallyHidden>
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td ta="right">
                  <Text fw={700}>{format.number(row.score)}</Text>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The viewer's own place when it is not in the list above: stays in view at the bottom while the list scrolls. */
function ViewerRank({ profile, me }: { profile: Profile; me: Leaderboard['me'] }) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  return (
    <Card component="section" aria-label={t('leaderboard.yourRank')} withBorder shadow="md" radius="md" pos="sticky" bottom={16} style={{ zIndex: 1 }} data-testid="leaderboard-my-rank">
      <Group justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <ProfileAvatar avatar={profile.avatar} radius="xl" />
          <div>
            <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
              {t('leaderboard.yourRank')}
            </Text>
            <Text fw={600}>{me ? (me.approximate ? t('leaderboard.rankAbout', { rank: format.ordinal(me.rank) }) : format.ordinal(me.rank)) : t('leaderboard.unranked')}</Text>
            {me?.hidden && (
              <Text size="xs" c="dimmed">
                {t('leaderboard.hiddenHint')}
              </Text>
            )}
          </div>
        </Group>
        {me && (
          <Text fw={700} fz="lg">
            {t('leaderboard.points', { score: format.number(me.score) })}
          </Text>
        )}
      </Group>
    </Card>
  );
}
