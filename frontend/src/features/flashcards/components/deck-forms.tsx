import { Button, Card, NativeSelect, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { MAX_CARD_NOTE, MAX_CARD_WORD, MAX_DECK_NAME, MIN_RETENTION, MAX_RETENTION } from '@plume/shared/flashcards/model';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '@/lib/locale-format';
import type { FlashcardDeck } from '../api/get-flashcard-decks';
import { useAddFlashcard, useCreateFlashcardDeck, useUpdateFlashcardSettings } from '../api/edit-flashcards';

/** Creating a deck, and adding a word to one of the profile's decks. */
export function DeckForms({ profileId, decks }: { profileId: string; decks: FlashcardDeck[] }) {
  const { t } = useTranslation();
  const create = useCreateFlashcardDeck();
  const add = useAddFlashcard();
  const own = decks.filter((deck) => deck.kind === 'custom');
  const [name, setName] = useState('');
  const [deckId, setDeckId] = useState('');
  const [word, setWord] = useState('');
  const [note, setNote] = useState('');
  const chosen = own.find((deck) => deck.deckId === deckId)?.deckId ?? own.at(-1)?.deckId ?? '';

  const createDeck = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ profileId, name: name.trim() }, {
      onSuccess: ({ deck }) => {
        setName('');
        setDeckId(deck.deckId);
      },
    });
  };
  const addCard = (event: FormEvent) => {
    event.preventDefault();
    add.mutate({ profileId, deckId: chosen, word: word.trim(), ...(note.trim() ? { note: note.trim() } : {}) }, {
      onSuccess: () => {
        setWord('');
        setNote('');
      },
    });
  };

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Card component="section" withBorder radius="md" padding="lg" aria-labelledby="flashcards-new-deck">
        <form onSubmit={createDeck}>
          <Stack gap="sm">
            <Title order={2} size="h4" id="flashcards-new-deck">{t('flashcards.forms.newDeck')}</Title>
            <TextInput label={t('flashcards.forms.deckName')} value={name} onChange={(event) => setName(event.currentTarget.value)} maxLength={MAX_DECK_NAME} required />
            <Button type="submit" loading={create.isPending} disabled={!name.trim()}>{t('flashcards.forms.createDeck')}</Button>
          </Stack>
        </form>
      </Card>
      <Card component="section" withBorder radius="md" padding="lg" aria-labelledby="flashcards-new-card">
        <form onSubmit={addCard}>
          <Stack gap="sm">
            <Title order={2} size="h4" id="flashcards-new-card">{t('flashcards.forms.newCard')}</Title>
            {own.length === 0 ? (
              <p>{t('flashcards.forms.noDeck')}</p>
            ) : (
              <>
                <NativeSelect label={t('flashcards.forms.deck')} value={chosen} onChange={(event) => setDeckId(event.currentTarget.value)} data={own.map((deck) => ({ value: deck.deckId, label: deck.name }))} />
                <TextInput label={t('flashcards.forms.word')} value={word} onChange={(event) => setWord(event.currentTarget.value)} maxLength={MAX_CARD_WORD} required lang="fr" />
                <Textarea label={t('flashcards.forms.note')} description={t('flashcards.forms.noteHint')} value={note} onChange={(event) => setNote(event.currentTarget.value)} maxLength={MAX_CARD_NOTE} rows={2} />
                <Button type="submit" loading={add.isPending} disabled={!word.trim()}>{t('flashcards.forms.addCard')}</Button>
              </>
            )}
          </Stack>
        </form>
      </Card>
    </SimpleGrid>
  );
}

const retentionChoices = [0.8, 0.85, 0.9, 0.93, 0.95, 0.97].filter((value) => value >= MIN_RETENTION && value <= MAX_RETENTION);

/** The retention target: higher means more reviews for fewer forgotten words. */
export function RetentionSetting({ profileId, value }: { profileId: string; value: number }) {
  const { t } = useTranslation();
  const { number } = useLocaleFormat();
  const update = useUpdateFlashcardSettings();
  const choices = retentionChoices.includes(value) ? retentionChoices : [...retentionChoices, value].sort();
  return (
    <NativeSelect
      label={t('flashcards.settings.retention')}
      description={t('flashcards.settings.retentionHint')}
      value={String(value)}
      disabled={update.isPending}
      onChange={(event) => update.mutate({ profileId, settings: { requestRetention: Number(event.currentTarget.value) } })}
      data={choices.map((choice) => ({ value: String(choice), label: number(choice, { style: 'percent' }) }))}
      maw={360}
    />
  );
}
