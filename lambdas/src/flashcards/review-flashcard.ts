import { flashcardReviewed } from '@plume/events';
import { Refusal } from '@plume/shared';
import { gradeTime, reviewSchedule, type Flashcard, type FlashcardRating, type MemorySettings } from '@plume/shared/flashcards';
import { publishEvent } from '#clients/bus';
import { logger } from '#clients/logger';
import { countMetric } from '#clients/metrics';
import { applyReview, getCard, getReviewLog } from '#flashcards/data/flashcards';

export interface ReviewInput { deckId: string; cardId: string; reviewId: string; rating: FlashcardRating; gradedAt?: string | undefined }
export interface Reviewed { card: Flashcard; reviewId: string; rating: FlashcardRating; reviewedAt: string }

const MAX_TRIES = 10;
const pause = (tries: number) => new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 20 * (tries + 1)));

/**
 * Applies a self-graded review once per review id: the card is read, rescheduled by FSRS (from when the grade was given,
 * for one sent late by the offline queue) and written back with its
 * log in one conditional transaction. A repeat of the same review (a retry, or ten copies at once) finds the log and
 * answers with the card as it is; a different review of the same card in between makes this one apply on top of it.
 * An applied review is announced as `flashcard.reviewed` (if that publication fails, the review stands: the only
 * consumer, the parameter optimizer, counts the logs themselves at the next review).
 */
export async function reviewFlashcard(owner: { uid: string; profileId: string }, input: ReviewInput, memory: MemorySettings, now = () => new Date()): Promise<Reviewed> {
  const { profileId } = owner;
  for (let tries = 0; tries < MAX_TRIES; tries++) {
    // Both at once: a first try (the usual case) finds no log and the card it needs.
    const [logged, card] = await Promise.all([getReviewLog(profileId, input.reviewId), getCard(profileId, input.deckId, input.cardId, true)]);
    if (logged) return alreadyApplied(profileId, logged.deckId, logged.cardId, input.reviewId, logged.rating, logged.reviewedAt);
    if (!card) throw new Refusal('not_found', 'flashcard_not_found');
    const at = now();
    // A grade queued offline is scheduled from when it was given (bounded); the practice day stays the server's.
    const gradedAt = gradeTime(input.gradedAt, card.schedule, at);
    const after = reviewSchedule(card.schedule, input.rating, gradedAt, memory);
    const reviewedAt = at.toISOString();
    const { gradedAt: _sent, ...review } = input;
    const outcome = await applyReview(profileId, {
      ...review, reviewedAt, ...(input.gradedAt ? { gradedAt: gradedAt.toISOString() } : {}), stateBefore: card.schedule.state, before: card.schedule, after,
    });
    if (outcome === 'applied') {
      countMetric('FlashcardsReviewed');
      await publishEvent(flashcardReviewed, {
        ...owner, deckId: input.deckId, cardId: input.cardId, reviewId: input.reviewId, rating: input.rating, stateBefore: card.schedule.state,
        ...(card.rule ? { rule: card.rule } : {}), ...(card.point ? { point: card.point } : {}), reviewedAt,
      }).catch((error: unknown) => logger.warn('flashcard.reviewed not published', { reviewId: input.reviewId, error: (error as Error).message }));
      return { card: { ...card, schedule: after }, reviewId: input.reviewId, rating: input.rating, reviewedAt };
    }
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
