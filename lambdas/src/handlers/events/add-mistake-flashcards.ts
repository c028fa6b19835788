import { dictationCompleted } from '@plume/events';
import { eventConsumer } from '#runtime/events';
import { profileExists } from '#data/accounts';
import { getAttempt } from '#data/dictations';
import { putCardIfAbsent } from '#data/flashcards';
import { mistakeCards } from '#flashcards/mistake-cards';

/**
 * « Mes erreurs »: every word a profile got wrong in a dictation becomes a flashcard, once. Each card is a put
 * conditioned on its key (the normalized word) being free, so a replayed event, or the same mistake in a later
 * dictation, creates nothing and resets nothing: the card keeps its schedule.
 */
export const handler = eventConsumer(dictationCompleted, async ({ detail }) => {
  if (!detail.errors.length) return;
  if (!(await profileExists(detail.uid, detail.profileId))) return;
  const attempt = await getAttempt(detail.profileId, detail.attemptId);
  const cards = mistakeCards(detail.errors, attempt?.text, new Date(detail.completedAt));
  for (const card of cards) await putCardIfAbsent(detail.profileId, card);
});
