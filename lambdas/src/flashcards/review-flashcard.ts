import { Refusal } from '@plume/shared';
import { reviewSchedule, type Flashcard, type FlashcardRating, type FlashcardSettings } from '@plume/shared/flashcards';
import { applyReview, getCard, getReviewLog } from '#data/flashcards';

export interface ReviewInput { deckId: string; cardId: string; reviewId: string; rating: FlashcardRating }
export interface Reviewed { card: Flashcard; reviewId: string; rating: FlashcardRating; reviewedAt: string }

const MAX_TRIES = 10;
const pause = (tries: number) => new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 20 * (tries + 1)));

/**
 * Applies a self-graded review once per review id: the card is read, rescheduled by FSRS and written back with its
 * log in one conditional transaction. A repeat of the same review (a retry, or ten copies at once) finds the log and
 * answers with the card as it is; a different review of the same card in between makes this one apply on top of it.
 */
export async function reviewFlashcard(profileId: string, input: ReviewInput, settings: FlashcardSettings, now = () => new Date()): Promise<Reviewed> {
  for (let tries = 0; tries < MAX_TRIES; tries++) {
    // Both at once: a first try (the usual case) finds no log and the card it needs.
    const [logged, card] = await Promise.all([getReviewLog(profileId, input.reviewId), getCard(profileId, input.deckId, input.cardId, true)]);
    if (logged) return alreadyApplied(profileId, logged.deckId, logged.cardId, input.reviewId, logged.rating, logged.reviewedAt);
    if (!card) throw new Refusal('not_found', 'flashcard_not_found');
    const at = now();
    const after = reviewSchedule(card.schedule, input.rating, at, settings.requestRetention);
    const reviewedAt = at.toISOString();
    const outcome = await applyReview(profileId, { ...input, reviewedAt, stateBefore: card.schedule.state, before: card.schedule, after });
    if (outcome === 'applied') return { card: { ...card, schedule: after }, reviewId: input.reviewId, rating: input.rating, reviewedAt };
    if (outcome === 'missing') throw new Refusal('not_found', 'flashcard_not_found');
    // duplicate: the next turn reads the log; stale or busy: read the card again and retry.
    if (outcome !== 'duplicate') await pause(tries);
  }
  throw new Refusal('conflict', 'flashcard_review_conflict');
}

async function alreadyApplied(profileId: string, deckId: string, cardId: string, reviewId: string, rating: FlashcardRating, reviewedAt: string): Promise<Reviewed> {
  const card = await getCard(profileId, deckId, cardId, true);
  if (!card) throw new Refusal('not_found', 'flashcard_not_found');
  return { card, reviewId, rating, reviewedAt };
}
