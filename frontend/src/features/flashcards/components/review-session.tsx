import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import type { FlashcardRating } from '@plume/shared/flashcards/model';
import { useEffect, useEffectEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import type { FlashcardDeck } from '../api/get-flashcard-decks';
import { useDueFlashcards, type DueFlashcard } from '../api/get-due-flashcards';
import { queueReview } from '../offline/review-sync';
import { ReviewCard } from './review-card';

/** Keys typed into a field are the field's. */
const typing = (target: EventTarget | null) => target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** Reviewing one deck: its due cards one by one; Space shows the answer, 1–4 grade it (as in Anki). */
export function ReviewSession({ profileId, deck, deckName, onDone }: { profileId: string; deck: FlashcardDeck; deckName: string; onDone: () => void }) {
  const due = useDueFlashcards(profileId, deck.deckId);
  return <QueryState query={due}>{(data) => <Session profileId={profileId} deckId={deck.deckId} deckName={deckName} cards={data.cards} onDone={onDone} />}</QueryState>;
}

function Session({ profileId, deckId, deckName, cards, onDone }: { profileId: string; deckId: string; deckName: string; cards: DueFlashcard[]; onDone: () => void }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [revealed, setRevealed] = useState(false);
  const [shownAt, setShownAt] = useState(() => Date.now());
  const headingId = useId();
  const card = cards[index];
  const reveal = () => setRevealed(true);
  const rate = (rating: FlashcardRating) => {
    if (!card) return;
    // Queued on this device first, then sent: a grade given offline waits for the network (docs/offline.md).
    void queueReview({ profileId, deckId, cardId: card.cardId, reviewId: crypto.randomUUID(), rating });
    setRevealed(false);
    setShownAt(Date.now());
    setIndex((current) => current + 1);
  };

  // Each new card's heading takes the focus, so a screen reader reads the new front.
  useEffect(() => {
    document.getElementById(headingId)?.focus({ preventScroll: true });
  }, [index, headingId]);

  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey || typing(event.target) || !card) return;
    if (!revealed && (event.key === ' ' || event.code === 'Space')) {
      event.preventDefault();
      reveal();
    } else if (revealed && /^[1-4]$/.test(event.key)) {
      event.preventDefault();
      rate(Number(event.key) as FlashcardRating);
    }
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);

  if (!card) {
    return (
      <EmptyState action={<Button onClick={onDone}>{t('flashcards.review.backToDecks')}</Button>}>
        <Stack gap={4} align="center">
          <Text fw={700} role="status">{t('flashcards.review.nothingDue')}</Text>
          {index > 0 && <Text>{t('flashcards.review.done', { count: index })}</Text>}
        </Stack>
      </EmptyState>
    );
  }
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text fw={600}>{deckName}</Text>
        <Text size="sm" data-testid="review-progress">{t('flashcards.review.progress', { current: index + 1, total: cards.length })}</Text>
      </Group>
      <Progress value={(index / cards.length) * 100} aria-label={t('flashcards.review.progressLabel')} />
      <ReviewCard key={card.cardId} card={card} revealed={revealed} shownAt={shownAt} onReveal={reveal} onRate={rate} headingId={headingId} />
      <Text size="sm" c="dimmed">{t('flashcards.review.keys')}</Text>
      <Group>
        <Button variant="subtle" onClick={onDone}>{t('flashcards.review.stop')}</Button>
      </Group>
    </Stack>
  );
}
