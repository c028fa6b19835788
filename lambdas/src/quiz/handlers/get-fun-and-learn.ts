import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { assertOwnProfile } from '#account/profiles';
import { listPassages } from '#questions/data/catalog';

export const handler = httpHandler(api.getFunAndLearn, async ({ body, identity }) => {
  const [, passages] = await Promise.all([assertOwnProfile(identity, body.profileId), listPassages()]);
  return { message: 'passages_loaded', data: { passages: passages.filter((p) => !body.category || p.category === body.category).sort((a, b) => a.title.localeCompare(b.title, 'fr')) } };
});
