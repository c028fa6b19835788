import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { assertOwnProfile } from '#account/profiles';
import { getDictationSettings, listPassageSummaries, listSubmittedAndOpenAttempts } from '#dictation/data/dictations';

/**
 * The passage bank as the profile sees it: no text, its best brevet mark and attempts per passage, its settings, and
 * its dictations started and not handed in (to resume).
 */
export const handler = httpHandler(api.getDictations, async ({ body, identity }) => {
  const [, passages, { submitted: attempts, open: unfinished }, settings] = await Promise.all([
    assertOwnProfile(identity, body.profileId), listPassageSummaries(), listSubmittedAndOpenAttempts(body.profileId), getDictationSettings(body.profileId),
  ]);
  return {
    message: 'dictations_loaded',
    data: {
      passages: passages.map((passage) => {
        const own = attempts.filter((attempt) => attempt.passageId === passage.id);
        const best = own.length ? Math.max(...own.map((attempt) => attempt.scores.brevet.score)) : undefined;
        return { ...passage, attempts: own.length, ...(best === undefined ? {} : { best }) };
      }),
      settings,
      unfinished,
    },
  };
});
