import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocaleFormat } from '@/lib/locale-format';
import type { PlayerContest } from '../api/list-contests';
import { contestLeaderboardPath, contestPlayPath } from '../contest-paths';
import { ContestDates } from './contest-dates';
import { PrizeTable } from './prize-table';

/** One contest in a list: its dates, fee and prizes, and the next step for this profile (enter, play, see the board). */
export function ContestCard({ contest, onJoin }: { contest: PlayerContest; onJoin: (contest: PlayerContest) => void }) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const canJoin = !contest.joined && contest.phase !== 'past' && contest.status === 'open';
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={`contest-${contest.id}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Title order={2} size="h4" id={`contest-${contest.id}`}>
            {contest.title}
          </Title>
          <Group gap="xs">
            {contest.joined && <Badge variant="light">{t('contests.joined')}</Badge>}
            {contest.played && (
              <Badge variant="light" color="teal">
                {t('contests.played')}
              </Badge>
            )}
          </Group>
        </Group>
        {contest.description && <Text size="sm">{contest.description}</Text>}
        <ContestDates startsAt={contest.startsAt} endsAt={contest.endsAt} />
        <Text size="sm" fw={600}>
          {contest.entryFee > 0 ? t('contests.entryFee', { count: contest.entryFee, coins: format.number(contest.entryFee) }) : t('contests.free')} · {t('contests.questions', { count: contest.questions })}
        </Text>
        <PrizeTable prizes={contest.prizes} />
        <Group>
          {canJoin && <Button onClick={() => onJoin(contest)}>{t('contests.join')}</Button>}
          {contest.joined && !contest.played && contest.phase === 'live' && (
            <Button component={Link} to={contestPlayPath(contest.id)}>
              {t('contests.play')}
            </Button>
          )}
          {contest.phase !== 'upcoming' && (
            <Button component={Link} to={contestLeaderboardPath(contest.id)} variant="light">
              {t('contests.leaderboard')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
