import { flashcardReviewed } from '@plume/events';
import { eventConsumer } from '#runtime/events';
import { profileExists } from '#account/data/accounts';
import { optimizeParameters } from '#flashcards/optimize-parameters';

/** After a review, fits the profile's own FSRS parameters when it has crossed the next threshold of reviews. */
export const handler = eventConsumer(flashcardReviewed, async ({ detail }) => {
  if (!(await profileExists(detail.uid, detail.profileId))) return;
  await optimizeParameters(detail.profileId);
});
