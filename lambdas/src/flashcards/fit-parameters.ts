import { computeParameters, FSRSBindingItem, FSRSBindingReview } from '@open-spaced-repetition/binding';
import { trainingItems, validParameters, type CardHistory } from '@plume/shared/flashcards/recall-model';

/**
 * FSRS-6 parameters fitted to a profile's review histories by fsrs-rs (the reference optimizer, through its Node.js
 * binding), short-term memory included. Undefined when the optimizer gives back something unusable.
 */
export async function fitParameters(histories: readonly CardHistory[]): Promise<number[] | undefined> {
  const items = trainingItems(histories).map((history) => new FSRSBindingItem(history.map(({ rating, deltaT }) => new FSRSBindingReview(rating, deltaT))));
  if (!items.length) return undefined;
  const parameters = await computeParameters(items, { enableShortTerm: true });
  return validParameters(parameters) ? parameters : undefined;
}
