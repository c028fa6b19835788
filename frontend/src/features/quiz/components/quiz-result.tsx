import { Alert, Badge, Button, Card, Group, List, RingProgress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCoinHistory } from '../api/get-coin-history';
import { useLevels } from '../api/get-levels';
import { quizKeys } from '../api/query-keys';
import type { FinishedGame } from '../api/schemas';
import type { ReviewItem } from '../play-state';

/** Coins are credited by an event consumer after the game: the balance is read again a moment later. */
const COIN_REFRESH_DELAYS_MS = [2000, 6000];

interface QuizResultProps {
  finished: FinishedGame;
  review: ReviewItem[];
  profileId: string;
  category: string;
  subcategory: string;
  level: number;
  onReplay: () => void;
}

export function QuizResult({ finished, review, profileId, category, subcategory, level, onReplay }: QuizResultProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [showReview, setShowReview] = useState(false);
  const levels = useLevels({ profileId, category, subcategory });
  const coins = useCoinHistory(profileId);
  const balance = coins.data?.pages[0]?.balance;
  const nextLevel = levels.data?.levels.find((candidate) => candidate.level === level + 1);

  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: quizKeys.levels(profileId, category, subcategory) });
    const timers = COIN_REFRESH_DELAYS_MS.map((delay) => setTimeout(() => void queryClient.invalidateQueries({ queryKey: quizKeys.coins(profileId) }), delay));
    return () => timers.forEach(clearTimeout);
  }, [queryClient, profileId, category, subcategory]);

  const color = finished.percentage >= 70 ? 'teal' : finished.percentage >= 40 ? 'yellow' : 'red';
  return (
    <Stack gap="xl">
      <Stack align="center" gap="sm">
        <Title order={2}>{t('quiz.result.title')}</Title>
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
      <SimpleGrid cols={{ base: 2, sm: 4 }} component="dl" style={{ margin: 0 }}>
        {(
          [
            ['correct', finished.correct],
            ['incorrect', finished.incorrect],
            ['points', finished.points],
            ['coins', finished.coins],
          ] as const
        ).map(([key, value]) => (
          <Card key={key} withBorder radius="md" ta="center">
            <Text component="dt" size="sm" c="dimmed">
              {t(`quiz.result.${key}`)}
            </Text>
            <Text component="dd" fz={28} fw={700} m={0}>
              {value}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <Alert color={finished.coins > 0 ? 'teal' : 'blue'} role="status">
        {finished.coins > 0 ? t('quiz.result.coinsWon', { count: finished.coins }) : t('quiz.result.noCoins')}
        {balance !== undefined && (
          <Text size="sm" mt={4} fw={600}>
            {t('quiz.result.balance', { balance })}
          </Text>
        )}
      </Alert>
      <Group justify="center">
        <Button variant="default" onClick={() => setShowReview((shown) => !shown)} aria-expanded={showReview}>
          {showReview ? t('quiz.result.hideReview') : t('quiz.result.review')}
        </Button>
        <Button variant="light" onClick={onReplay}>
          {t('quiz.result.replay')}
        </Button>
        {nextLevel?.unlocked && (
          <Button component={Link} to={`/quiz/zone/${category}/${subcategory}/${nextLevel.level}/play`}>
            {t('quiz.result.nextLevel')}
          </Button>
        )}
        <Button component={Link} to={`/quiz/zone/${category}/${subcategory}`} variant="subtle">
          {t('quiz.result.backToLevels')}
        </Button>
      </Group>
      {showReview && <Review items={review} />}
    </Stack>
  );
}

function Review({ items }: { items: ReviewItem[] }) {
  const { t } = useTranslation();
  return (
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
            <Text size="sm" mt="xs" c={item.correct ? 'teal.8' : undefined}>
              {item.skipped
                ? t('quiz.result.skipped')
                : item.timedOut
                  ? t('quiz.result.noAnswer')
                  : t('quiz.result.yourAnswer', { answer: item.choice === null ? '—' : item.options[item.choice] })}
            </Text>
            {item.correctIndex !== undefined && !item.correct && (
              <Text size="sm" c="teal.8">
                {t('quiz.result.rightAnswer', { answer: item.options[item.correctIndex] })}
              </Text>
            )}
            {item.explanation && (
              <Text size="sm" c="dimmed" mt="xs">
                {item.explanation}
              </Text>
            )}
          </Card>
        </List.Item>
      ))}
    </List>
  );
}
