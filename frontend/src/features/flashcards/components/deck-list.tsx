import { Button, Card, Group, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FlashcardDeck } from '../api/get-flashcard-decks';

/** The profile's decks, « Mes erreurs » first, each with its cards due now and a button to review them. */
export function DeckList({ decks, onReview, deckName }: { decks: FlashcardDeck[]; onReview: (deck: FlashcardDeck) => void; deckName: (deck: FlashcardDeck) => string }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid renderRoot={(props) => <ul {...props} aria-label={t('flashcards.decks.title')} />} cols={{ base: 1, sm: 2, md: 3 }} spacing="md" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {decks.map((deck) => (
        <Card component="li" key={deck.deckId} withBorder radius="md" padding="lg">
          <Stack gap="xs" h="100%" justify="space-between">
            <div>
              <Title order={3} size="h4">{deckName(deck)}</Title>
              <Text size="sm">{t(`flashcards.decks.${deck.kind}Hint`)}</Text>
            </div>
            <Group justify="space-between" align="end">
              <Text data-testid="deck-counts">{t('flashcards.decks.counts', { count: deck.cards, due: deck.due })}</Text>
              <Button onClick={() => onReview(deck)} disabled={deck.due === 0}>
                {t('flashcards.decks.review')}
                <VisuallyHidden> {deckName(deck)}</VisuallyHidden>
              </Button>
            </Group>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
