import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LevelDeck } from '../api/get-flashcard-decks';
import { useAddLevelFlashcardDeck } from '../api/edit-flashcards';

/** The built-in decks, one per school level: the words of the spelling bank, added to the profile in one click. */
export function LevelDecks({ profileId, levels }: { profileId: string; levels: LevelDeck[] }) {
  const { t } = useTranslation();
  const add = useAddLevelFlashcardDeck();
  return (
    <section aria-labelledby="flashcards-levels">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="flashcards-levels">{t('flashcards.levels.title')}</Title>
          <Text>{t('flashcards.levels.subtitle')}</Text>
        </div>
        <SimpleGrid renderRoot={(props) => <ul {...props} aria-labelledby="flashcards-levels" />} cols={{ base: 2, sm: 3, md: 5 }} spacing="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {levels.map((deck) => {
            const name = t(`spelling.levels.${deck.level}`);
            const adding = add.isPending && add.variables?.level === deck.level;
            return (
              <Card component="li" key={deck.level} withBorder radius="md" padding="sm">
                <Stack gap={4}>
                  <Text fw={700}>{name}</Text>
                  <Text size="sm">{t('flashcards.levels.words', { count: deck.words })}</Text>
                  <Group>
                    {deck.added ? (
                      <Text size="sm" c="green.9" data-testid={`level-${deck.level}-added`}>{t('flashcards.levels.added')}</Text>
                    ) : (
                      <Button size="xs" variant="light" loading={adding} disabled={add.isPending || deck.words === 0} onClick={() => add.mutate({ profileId, level: deck.level })}
                        aria-label={t('flashcards.levels.addNamed', { level: name })}>
                        {t('flashcards.levels.add')}
                      </Button>
                    )}
                  </Group>
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      </Stack>
    </section>
  );
}
