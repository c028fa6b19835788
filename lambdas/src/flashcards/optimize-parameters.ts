import { optimizationDue, reviewHistories } from '@plume/shared/flashcards/recall-model';
import { countReviewLogs, getMemorySettings, listReviewLogs, saveFittedParameters } from '#flashcards/data/flashcards';
import { fitParameters } from './fit-parameters.ts';

export type OptimizationOutcome = 'not-due' | 'fitted' | 'superseded' | 'unusable';

/**
 * Fits the profile's FSRS-6 parameters to its review logs once it has enough of them (`OPTIMIZE_AFTER_REVIEWS`), and
 * again every `REOPTIMIZE_EVERY_REVIEWS` more. Safe to run any number of times: below the next threshold it does
 * nothing, and a fit is stored only if none on as many reviews exists (two runs at once store one).
 */
export async function optimizeParameters(profileId: string, now = () => new Date()): Promise<OptimizationOutcome> {
  const [reviews, { fit }] = await Promise.all([countReviewLogs(profileId), getMemorySettings(profileId)]);
  if (!optimizationDue(reviews, fit?.reviews)) return 'not-due';
  const logs = await listReviewLogs(profileId);
  const histories = reviewHistories(logs.map((log) => ({ cardKey: `${log.deckId}#${log.cardId}`, rating: log.rating, reviewedAt: log.gradedAt ?? log.reviewedAt })));
  const parameters = await fitParameters(histories);
  if (!parameters) return 'unusable';
  return (await saveFittedParameters(profileId, { parameters, reviews: logs.length, fittedAt: now().toISOString() })) ? 'fitted' : 'superseded';
}
