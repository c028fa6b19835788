import { spellingCompleted } from '@plume/events';
import { spellingRuleKey } from '@plume/shared/french/spelling-rules';
import { eventConsumer } from '#runtime/events';
import { addMistakeCards } from '#flashcards/add-mistake-cards';
import { mistakeCards } from '#flashcards/mistake-cards';

/**
 * « Mes erreurs » from spelling: every word missed in a session becomes a flashcard of the profile, once, with the
 * bank's example sentence and the word's rule (a word a parent typed has neither: its mistake's category explains it).
 */
export const handler = eventConsumer(spellingCompleted, async ({ detail }) => {
  if (!detail.mistakes.length) return;
  const mistakes = detail.mistakes.map((mistake) => ({
    word: mistake.word, written: mistake.written, category: mistake.category, point: mistake.point,
    rule: mistake.rule ? spellingRuleKey(mistake.rule) : mistake.category, ...(mistake.sentence ? { example: mistake.sentence } : {}),
  }));
  await addMistakeCards(detail.uid, detail.profileId, () => mistakeCards(mistakes, undefined, new Date(detail.completedAt)));
});
