import * as api from '@plume/shared/endpoints';
import { levelSummaries } from '@plume/shared/spelling/search';
import { spellingLevels } from '@plume/shared/spelling/words';
import { httpHandler } from '#runtime/http';
import { assertOwnProfile } from '#account/profiles';
import { getBankWords, listLists } from '#spelling/data/spelling';

/** What the profile may practise: each level of the bank by rule, and the lists its parents made for it. */
export const handler = httpHandler(api.getSpellingCatalogue, async ({ body, identity }) => {
  const [, bank, lists] = await Promise.all([assertOwnProfile(identity, body.profileId), getBankWords(), listLists(body.profileId)]);
  return { message: 'spelling_catalogue_loaded', data: { levels: levelSummaries(bank, spellingLevels), lists } };
});
