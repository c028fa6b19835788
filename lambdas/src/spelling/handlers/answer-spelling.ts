import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { assertOwnProfile } from '#account/profiles';
import { answerSpelling } from '#spelling/sessions';

/** Judges one word, once: the verdict, the right spelling and its rule, and the next word to spell. */
export const handler = httpHandler(api.answerSpelling, async ({ body, identity }) => {
  await assertOwnProfile(identity, body.profileId);
  return { message: 'spelling_answered', data: await answerSpelling(body.profileId, body.sessionId, body.itemId, body.answer) };
});
