import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { assertOwnProfile } from '#account/profiles';
import { submitSpellingAnswers } from '#spelling/sessions';

/** Judges a downloaded session's answers and closes it; sent again, it answers the same (the device's queue retries). */
export const handler = httpHandler(api.submitSpellingAnswers, async ({ body, identity }) => {
  await assertOwnProfile(identity, body.profileId);
  return { message: 'spelling_answers_judged', data: await submitSpellingAnswers(body.profileId, body.sessionId, body.answers) };
});
