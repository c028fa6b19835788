import { battleFinished, dictationCompleted, flashcardReviewed, quizCompleted, spellingCompleted } from '@plume/events';
import { eventConsumer } from '#runtime/events';
import { practised } from '#badges/practice-day';

/**
 * The practice streak (« Série ») from every activity that announces itself: a quiz game (contests included), a
 * dictation handed in, a spelling session, a flashcard review, a battle (each human player). A crossword check counts
 * where it happens (`checkCrossword`). Replay-safe: a day already counted changes nothing (`extendStreak`).
 */
const consumers: Record<string, (raw: unknown) => Promise<void>> = {
  [quizCompleted.detailType]: eventConsumer(quizCompleted, ({ detail }) => practised(detail.uid, detail.profileId, detail.completedAt)),
  [dictationCompleted.detailType]: eventConsumer(dictationCompleted, ({ detail }) => practised(detail.uid, detail.profileId, detail.completedAt)),
  [spellingCompleted.detailType]: eventConsumer(spellingCompleted, ({ detail }) => practised(detail.uid, detail.profileId, detail.completedAt)),
  [flashcardReviewed.detailType]: eventConsumer(flashcardReviewed, ({ detail }) => practised(detail.uid, detail.profileId, detail.reviewedAt)),
  [battleFinished.detailType]: eventConsumer(battleFinished, async ({ detail }) => {
    for (const player of detail.players.filter((p) => !p.isBot)) await practised(player.uid, player.profileId, detail.finishedAt);
  }),
};

/** The detail-types it consumes: its rule (`practice-days` in `routes.ts`) subscribes to exactly these. */
export const practiceDetailTypes = Object.keys(consumers);

export const handler = async (raw: unknown): Promise<void> => {
  const consume = consumers[(raw as { 'detail-type'?: string } | null)?.['detail-type'] ?? ''];
  if (!consume) throw new Error(`practice days: unexpected event ${JSON.stringify((raw as { 'detail-type'?: unknown } | null)?.['detail-type'])}`);
  await consume(raw);
};
