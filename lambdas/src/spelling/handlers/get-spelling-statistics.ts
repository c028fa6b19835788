import * as api from '@plume/shared/endpoints';
import { combinedOutcomes } from '@plume/shared/spelling/session';
import { httpHandler } from '#runtime/http';
import { assertOwnProfile } from '#account/profiles';
import { getSpellingTotals } from '#spelling/data/spelling-statistics';

/** The profile's spelling accuracy over its finished sessions, overall and per rule: one read of its totals. */
export const handler = httpHandler(api.getSpellingStatistics, async ({ body, identity }) => {
  const [, totals] = await Promise.all([assertOwnProfile(identity, body.profileId), getSpellingTotals(body.profileId)]);
  const { words, correct, byRule } = combinedOutcomes([{ answered: totals.words, correctFirstTime: totals.correct, byRule: totals.byRule }]);
  return { message: 'spelling_statistics_loaded', data: { sessions: totals.sessions, words, correct, byRule } };
});
