import { Badge, Button, Card, Group, Kbd, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { flashcardRatings, type FlashcardRating } from '@plume/shared/flashcards/model';
import { ruleExplanation } from '@plume/shared/dictation/rules';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '@/lib/locale-format';
import { SLOW_RATE, useClipPlayer } from '@/lib/use-clip-player';
import type { DueFlashcard } from '../api/get-due-flashcards';
import { formatInterval, maskWord } from '../interval';

const ratingColor: Record<FlashcardRating, string> = { 1: 'red', 2: 'orange', 3: 'green', 4: 'blue' };
const ratingName = { 1: 'again', 2: 'hard', 3: 'good', 4: 'easy' } as const;

interface ReviewCardProps {
  card: DueFlashcard;
  revealed: boolean;
  /** When the card was shown: the intervals on the buttons count from it. */
  shownAt: number;
  onReveal: () => void;
  onRate: (rating: FlashcardRating) => void;
  headingId: string;
}

/** One card: its front (what to spell), then its back (the spelling and why) with the four self-grades. */
export function ReviewCard({ card, revealed, shownAt, onReveal, onRate, headingId }: ReviewCardProps) {
  const { t, i18n } = useTranslation();
  const { locale } = useLocaleFormat();
  const language = i18n.language === 'en' ? 'en' : 'fr';
  const clue = card.example ? maskWord(card.example, card.word) : card.note;
  const { play, failed } = useClipPlayer();
  // A card of a level deck says its word as it appears (the browser may refuse until the page has been used).
  useEffect(() => {
    if (card.audio) play(card.audio);
  }, [card.audio, play]);
  return (
    <Card withBorder radius="md" padding="xl" data-testid="flashcard">
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={2} size="h3" id={headingId} tabIndex={-1}>
            {t(`flashcards.review.${card.source}Prompt`)}
          </Title>
          {card.source === 'mistake' && (
            <Text>{card.written ? t('flashcards.review.youWrote', { written: card.written }) : t('flashcards.review.youForgot')}</Text>
          )}
          {card.audio && (
            <Group gap="sm">
              <Button variant="light" onClick={() => play(card.audio!)}>{t('flashcards.review.listen')}</Button>
              <Button variant="subtle" onClick={() => play(card.audio!, SLOW_RATE)}>{t('flashcards.review.listenSlowly')}</Button>
              {failed && <Text size="sm" role="status">{t('flashcards.review.audioFailed')}</Text>}
            </Group>
          )}
          {clue && <Text size="lg" fs="italic">{clue}</Text>}
          {!clue && card.source === 'custom' && <Text size="xl" fw={700} lang="fr">{card.word}</Text>}
          {card.point && <Badge variant="light" color="gray">{t(`dictationTerms.points.${card.point}`)}</Badge>}
        </Stack>
        {!revealed ? (
          <Button size="lg" onClick={onReveal} aria-keyshortcuts="Space">
            {t('flashcards.review.show')} <Kbd ml="sm" aria-hidden="true">{t('flashcards.review.spaceKey')}</Kbd>
          </Button>
        ) : (
          <Stack gap="md">
            <section aria-label={t('flashcards.review.answer')}>
              <Text size="xl" fw={700} lang="fr" data-testid="flashcard-answer">{card.word}</Text>
              {card.rule && <Text>{ruleExplanation(card.rule, language)}</Text>}
              {card.example && <Text fs="italic" lang="fr">{card.example}</Text>}
              {card.note && card.example && <Text>{card.note}</Text>}
            </section>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" role="group" aria-label={t('flashcards.review.rate')}>
              {flashcardRatings.map((rating) => {
                const interval = formatInterval(shownAt, card.next[rating], locale);
                return (
                  <Button key={rating} variant="light" color={ratingColor[rating]} onClick={() => onRate(rating)} aria-keyshortcuts={String(rating)} h="auto" py="xs">
                    <Stack gap={0} align="center">
                      <span>{t(`flashcards.ratings.${ratingName[rating]}`)}</span>
                      <Group gap={6} wrap="nowrap">
                        <Text span size="xs" c="var(--mantine-color-text)">{interval}</Text>
                        <Kbd size="xs" aria-hidden="true">{rating}</Kbd>
                      </Group>
                    </Stack>
                  </Button>
                );
              })}
            </SimpleGrid>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
