import { Alert, Anchor, Badge, Button, Card, Group, List, RingProgress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { dailyCoinCaps } from '@plume/shared/economy';
import { modeRules, type GameMode } from '@plume/shared/quiz/modes';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { useLocaleFormat } from '@/lib/locale-format';
import { scoreBand } from '@/lib/score-band';
import { useBookmarkQuestion } from '../api/bookmark-question';
import { useCoinHistory } from '../api/get-coin-history';
import { quizKeys } from '../api/query-keys';
import { useReportQuestion, type ReportReason } from '../api/report-question';
import type { FinishedGame } from '../api/schemas';
import { PLAYED_ONCE } from '../play-paths';
import type { ReviewItem } from '../play-state';
import { ReportDialog } from './report-dialog';

/** Coins are credited by an event consumer after the game: the balance is read again a moment later. */
const COIN_REFRESH_DELAYS_MS = [2000, 6000];

interface QuizResultProps {
  mode: GameMode;
  finished: FinishedGame;
  review: ReviewItem[];
  profileId: string;
  gameId: string;
  /** What to do next: play again, next level, back to the mode (they differ per mode). */
  actions: ReactNode;
  /** In place of the coins, which it does not earn: what the game decided (a family challenge's outcome). */
  outcome?: ReactNode;
}

export function QuizResult({ mode, finished, review, profileId, gameId, actions, outcome }: QuizResultProps) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const queryClient = useQueryClient();
  const [showReview, setShowReview] = useState(false);
  const withCoins = outcome === undefined;
  const coins = useCoinHistory(withCoins ? profileId : undefined);
  const balance = coins.data?.pages[0]?.balance;

  useEffect(() => {
    // Levels, the daily quiz, bookmarks and family challenges changed with this game; the coins arrive a moment later.
    void queryClient.invalidateQueries({ queryKey: quizKeys.profile(profileId) });
    if (!withCoins) return;
    const timers = COIN_REFRESH_DELAYS_MS.map((delay) => setTimeout(() => void queryClient.invalidateQueries({ queryKey: quizKeys.coins(profileId) }), delay));
    return () => timers.forEach(clearTimeout);
  }, [queryClient, profileId, withCoins]);

  // The result replaces the question the player was on: its title takes the focus, so they hear it and Tab goes on from there.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const color = finished.percentage >= 70 ? 'teal' : finished.percentage >= 40 ? 'yellow' : 'red';
  const levelMode = mode === 'quiz-zone' || mode === 'math-mania';
  const { rewarded } = modeRules[mode];
  // A contest (or the day's quiz) is played once: its words never offer another go.
  const encouragement = t(`quiz.result.${PLAYED_ONCE.has(mode) ? 'encouragementOnce' : 'encouragement'}.${scoreBand(finished.percentage)}`);
  return (
    <Stack gap="xl">
      <Stack align="center" gap="sm">
        <Title order={2} ref={heading} tabIndex={-1}>
          {levelMode ? t('quiz.result.levelTitle') : t('quiz.result.gameTitle')}
        </Title>
        <RingProgress
          size={160}
          thickness={14}
          roundCaps
          sections={[{ value: finished.percentage, color }]}
          label={
            <Text ta="center" fz={32} fw={800}>
              {t('quiz.result.percentage', { percentage: finished.percentage })}
            </Text>
          }
        />
      </Stack>
      <SimpleGrid cols={{ base: withCoins ? 2 : 3, sm: withCoins ? 4 : 3 }} component="dl" style={{ margin: 0 }}>
        {(
          [
            ['correct', finished.correct],
            ['incorrect', finished.incorrect],
            ['points', finished.points],
            ...(withCoins ? ([['coins', finished.coins]] as const) : []),
          ] as const
        ).map(([key, value]) => (
          <Card key={key} withBorder radius="md" ta="center">
            <Text component="dt" size="sm" c="dimmed">
              {t(`quiz.result.${key}`)}
            </Text>
            <Text component="dd" fz={28} fw={700} m={0}>
              {format.number(value)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      {outcome ?? (
        <Alert color={finished.coins > 0 ? 'teal' : 'blue'} role="status">
          <Text fw={600} mb={4}>
            {encouragement}
          </Text>
          {!rewarded ? t('quiz.result.practice') : finished.coins > 0 ? t('quiz.result.coinsWon', { count: finished.coins, formatted: format.number(finished.coins), cap: format.number(dailyCoinCaps.quiz!.profile) }) : t('quiz.result.noCoins')}
          <Group gap="md" mt={4}>
            {balance !== undefined && (
              <Text size="sm" fw={600}>
                {t('quiz.result.balance', { count: balance, formatted: format.number(balance) })}
              </Text>
            )}
            <Anchor component={Link} to="/quiz/coins" size="sm">
              {t('quiz.result.seeCoins')}
            </Anchor>
          </Group>
        </Alert>
      )}
      <Group justify="center">
        <Button variant="default" onClick={() => setShowReview((shown) => !shown)} aria-expanded={showReview}>
          {showReview ? t('quiz.result.hideReview') : t('quiz.result.review')}
        </Button>
        {actions}
      </Group>
      {showReview && <Review items={review} profileId={profileId} gameId={gameId} />}
    </Stack>
  );
}

/** Every question of the game with the player's answer, the right one and why; each can be kept or reported. */
function Review({ items, profileId, gameId }: { items: ReviewItem[]; profileId: string; gameId: string }) {
  const { t } = useTranslation();
  const bookmark = useBookmarkQuestion();
  const report = useReportQuestion();
  const [bookmarked, setBookmarked] = useState<ReadonlySet<number>>(new Set());
  const [reported, setReported] = useState<ReadonlySet<number>>(new Set());
  const [reporting, setReporting] = useState<ReviewItem>();
  const add = (set: ReadonlySet<number>, index: number) => new Set([...set, index]);

  const keep = (index: number) => bookmark.mutate({ profileId, gameId, index }, { onSuccess: () => setBookmarked((set) => add(set, index)) });
  const sendReport = (item: ReviewItem, fields: { reason: ReportReason; details?: string }) =>
    report.mutate(
      { profileId, gameId, index: item.index, ...fields },
      {
        onSuccess: () => {
          setReported((set) => add(set, item.index));
          setReporting(undefined);
        },
        // Reported before (another game served it too): nothing more to send.
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'question_already_reported') {
            setReported((set) => add(set, item.index));
            setReporting(undefined);
          }
        },
      },
    );

  return (
    <>
      <List component="ol" listStyleType="none" spacing="md" p={0} aria-label={t('quiz.result.review')}>
        {items.map((item, position) => (
          <List.Item key={item.index}>
            <Card withBorder radius="md">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Text fw={600}>
                  {position + 1}. {item.question}
                </Text>
                <Badge color={item.correct ? 'teal' : item.skipped ? 'gray' : 'red'} variant="light" style={{ flexShrink: 0 }}>
                  {item.correct ? '✓' : item.skipped ? t('quiz.result.skipped') : '✗'}
                </Badge>
              </Group>
              <Text size="sm" mt="xs" c={item.correct ? 'teal' : undefined}>
                {item.skipped ? t('quiz.result.skipped') : item.given === null ? t('quiz.result.noAnswer') : t('quiz.result.yourAnswer', { answer: item.given })}
              </Text>
              {item.rightAnswer !== undefined && !item.correct && (
                <Text size="sm" c="teal">
                  {t('quiz.result.rightAnswer', { answer: item.rightAnswer })}
                </Text>
              )}
              {item.explanation && (
                <Text size="sm" c="dimmed" mt="xs">
                  {item.explanation}
                </Text>
              )}
              {/* Only answered questions can be kept or reported: a skipped one was never revealed. */}
              {!item.skipped && (
                <Group gap="xs" mt="sm">
                  <Button
                    size="xs"
                    variant="light"
                    disabled={bookmarked.has(item.index)}
                    loading={bookmark.isPending && bookmark.variables.index === item.index}
                    aria-label={bookmarked.has(item.index) ? undefined : t('quiz.result.bookmarkLabel', { number: position + 1 })}
                    onClick={() => keep(item.index)}
                  >
                    {bookmarked.has(item.index) ? t('quiz.result.bookmarked') : t('quiz.result.bookmark')}
                  </Button>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    disabled={reported.has(item.index)}
                    aria-label={reported.has(item.index) ? undefined : t('quiz.result.reportLabel', { number: position + 1 })}
                    onClick={() => setReporting(item)}
                  >
                    {reported.has(item.index) ? t('quiz.result.reported') : t('quiz.result.report')}
                  </Button>
                </Group>
              )}
            </Card>
          </List.Item>
        ))}
      </List>
      <ReportDialog
        question={reporting?.question}
        pending={report.isPending}
        onSend={(fields) => reporting && sendReport(reporting, fields)}
        onClose={() => setReporting(undefined)}
      />
    </>
  );
}
