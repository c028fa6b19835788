import { dictationCompleted } from '@plume/events';
import { eventConsumer } from '#runtime/events';
import { getAttempt } from '#dictation/data/dictations';
import { addMistakeCards } from '#flashcards/add-mistake-cards';
import { mistakeCards } from '#flashcards/mistake-cards';

/** « Mes erreurs »: every word a profile got wrong in a dictation becomes a flashcard, once (see `addMistakeCards`). */
export const handler = eventConsumer(dictationCompleted, async ({ detail }) => {
  if (!detail.errors.length) return;
  await addMistakeCards(detail.uid, detail.profileId, async () => {
    const attempt = await getAttempt(detail.profileId, detail.attemptId);
    return mistakeCards(detail.errors, attempt?.text, new Date(detail.completedAt));
  });
});
