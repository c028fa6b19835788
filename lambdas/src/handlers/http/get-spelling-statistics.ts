import * as api from '@plume/shared/endpoints';
import { combinedOutcomes } from '@plume/shared/spelling/session';
import { httpHandler } from '#runtime/http';
import { assertOwnProfile } from '#accounts/profiles';
import { finishedOutcomes } from '#data/spelling';

/** The profile's spelling accuracy over its finished sessions, overall and per rule. */
export const handler = httpHandler(api.getSpellingStatistics, async ({ body, identity }) => {
  const [, outcomes] = await Promise.all([assertOwnProfile(identity!, body.profileId), finishedOutcomes(body.profileId)]);
  return { message: 'spelling_statistics_loaded', data: combinedOutcomes(outcomes) };
});
