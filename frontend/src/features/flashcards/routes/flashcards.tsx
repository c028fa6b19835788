import { Stack, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppPage } from '@/components/app-page';
import { ProfileGate } from '@/components/profile-gate';
import { KeptCopyNote } from '@/components/kept-copy-note';
import { QueryState } from '@/components/query-state';
import { accountKeys } from '@/lib/account/query-keys';
import { useFlashcardDecks, type FlashcardDeck } from '../api/get-flashcard-decks';
import { useFlashcardStatistics } from '../api/get-flashcard-statistics';
import { flashcardKeys } from '../api/query-keys';
import { DeckForms, RetentionSetting } from '../components/deck-forms';
import { DeckList } from '../components/deck-list';
import { LevelDecks } from '../components/level-decks';
import { ForecastChart } from '../components/forecast-chart';
import { ReviewQueueStatus } from '../components/review-queue-status';
import { ReviewSession } from '../components/review-session';

/**
 * `/flashcard/` (premium): the active profile's decks — « Mes erreurs », fed by its dictation mistakes, and its own —
 * reviewed with FSRS scheduling computed on the server; the 30-day forecast and the retention target below. Reviews
 * work offline too: the grades wait on this device and the page says how many; opened without network, the page shows
 * the account, the decks and the statistics kept at the last visit, and says so (docs/offline.md).
 */
export function FlashcardsRoute() {
  const { t } = useTranslation();
  return (
    <AppPage title={t('flashcards.title')} subtitle={t('flashcards.subtitle')} size="lg">
      <ProfileGate>{(profile, account) => <Flashcards key={profile.id} profileId={profile.id} uid={account.uid} />}</ProfileGate>
    </AppPage>
  );
}

function Flashcards({ profileId, uid }: { profileId: string; uid: string }) {
  const { t } = useTranslation();
  const decks = useFlashcardDecks(profileId);
  const statistics = useFlashcardStatistics(profileId);
  const [reviewing, setReviewing] = useState<FlashcardDeck | null>(null);
  const wasReviewing = useRef(false);
  const deckName = (deck: FlashcardDeck) => (deck.kind === 'mistakes' ? t('flashcards.decks.mistakes') : deck.name);

  // Back from a review: the focus returns to the page's content.
  useEffect(() => {
    if (reviewing) wasReviewing.current = true;
    else if (wasReviewing.current) document.getElementById('main-content')?.focus({ preventScroll: true });
  }, [reviewing]);

  if (reviewing) {
    return (
      <>
        <ReviewQueueStatus profileId={profileId} />
        <ReviewSession profileId={profileId} deck={reviewing} deckName={deckName(reviewing)} onDone={() => setReviewing(null)} />
      </>
    );
  }
  return (
    <>
      <ReviewQueueStatus profileId={profileId} />
      <KeptCopyNote words="flashcards.offline.keptCopy" queryKeys={[accountKeys.detail(uid), flashcardKeys.decks(profileId), flashcardKeys.statistics(profileId)]} />
      <Stack gap="xl">
        <QueryState query={decks}>
          {(data) => (
            <Stack gap="xl">
              <section aria-labelledby="flashcards-decks">
                <Stack gap="md">
                  <Title order={2} size="h3" id="flashcards-decks">{t('flashcards.decks.title')}</Title>
                  <DeckList decks={data.decks} deckName={deckName} onReview={setReviewing} />
                </Stack>
              </section>
              <LevelDecks profileId={profileId} levels={data.levels} />
              <DeckForms profileId={profileId} decks={data.decks} />
              <RetentionSetting profileId={profileId} value={data.settings.requestRetention} />
            </Stack>
          )}
        </QueryState>
        <QueryState query={statistics}>{(data) => <ForecastChart statistics={data} />}</QueryState>
      </Stack>
    </>
  );
}
