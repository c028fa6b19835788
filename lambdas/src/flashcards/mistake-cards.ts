import { isLearnableWord, MAX_CARD_NOTE, MAX_CARD_WORD, MISTAKES_DECK_ID, newSchedule, normalizedWordKey, type Flashcard } from '@plume/shared/flashcards';
import type { DictationErrorCategory } from '@plume/shared/dictation';
import type { SpellingPoint } from '@plume/shared/french/spelling-points';

/** A mistake of a dictation or a spelling session; `example` is its sentence when the producer knows it. */
export interface DictationMistake { word: string; written: string; category: DictationErrorCategory; rule: string; point: SpellingPoint; example?: string }

/** Mistakes with no word to learn: punctuation, and a word written where the text has none. */
const skipped = new Set<DictationErrorCategory>(['punctuation', 'extra']);

/**
 * The « Mes erreurs » cards a graded dictation brings: one per distinct mistaken reference word (first mistake of
 * it wins), keyed by the normalized word, each with its example, or the sentence of the text it came from when found.
 */
export function mistakeCards(mistakes: readonly DictationMistake[], text: string | undefined, createdAt: Date): Flashcard[] {
  const cards = new Map<string, Flashcard>();
  for (const mistake of mistakes) {
    if (skipped.has(mistake.category) || !isLearnableWord(mistake.word)) continue;
    const cardId = normalizedWordKey(mistake.word);
    if (cards.has(cardId)) continue;
    const example = mistake.example ?? (text ? sentenceWith(text, mistake.word) : undefined);
    cards.set(cardId, {
      cardId, deckId: MISTAKES_DECK_ID, source: 'mistake', word: mistake.word.trim(), written: mistake.written,
      category: mistake.category, rule: mistake.rule, point: mistake.point, ...(example ? { example } : {}),
      createdAt: createdAt.toISOString(), schedule: newSchedule(createdAt),
    });
  }
  return [...cards.values()];
}

/** The first sentence of `text` holding `word` as a whole word (at most 300 characters), if any. */
export function sentenceWith(text: string, word: string): string | undefined {
  const escaped = word.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const whole = new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}])`, 'u');
  const sentences = text.replace(/\s+/g, ' ').split(/(?<=[.!?…])\s+/);
  const found = sentences.find((sentence) => whole.test(sentence));
  return found && found.length <= 300 ? found.trim() : undefined;
}

export interface QuizMistake { questionId: string; question: string; answer: string }

/**
 * The « Mes erreurs » cards of a quiz: one per question missed, keyed by the question (`quiz-<id>`), the question on
 * the front (as the card's note) and its right answer on the back.
 */
export function quizMistakeCards(mistakes: readonly QuizMistake[], createdAt: Date): Flashcard[] {
  const cards = new Map<string, Flashcard>();
  for (const { questionId, question, answer } of mistakes) {
    const cardId = `quiz-${questionId}`.slice(0, 100);
    if (cards.has(cardId) || !answer.trim() || answer.length > MAX_CARD_WORD) continue;
    cards.set(cardId, {
      cardId, deckId: MISTAKES_DECK_ID, source: 'quiz', word: answer.trim(), note: question.slice(0, MAX_CARD_NOTE),
      createdAt: createdAt.toISOString(), schedule: newSchedule(createdAt),
    });
  }
  return [...cards.values()];
}
