import { quizCompleted } from '@plume/events';
import { eventConsumer } from '#runtime/events';
import { addMistakeCards } from '#flashcards/add-mistake-cards';
import { quizMistakeCards } from '#flashcards/mistake-cards';

/** « Mes erreurs » from quizzes: every question missed becomes a flashcard of the profile, once (see `addMistakeCards`). */
export const handler = eventConsumer(quizCompleted, async ({ detail }) => {
  if (!detail.mistakes?.length) return;
  await addMistakeCards(detail.uid, detail.profileId, () => quizMistakeCards(detail.mistakes!, new Date(detail.completedAt)));
});
