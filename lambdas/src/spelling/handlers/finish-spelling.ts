import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { assertOwnProfile } from '#account/profiles';
import { finishSpelling } from '#spelling/sessions';

/** Closes a session and answers its results per rule; coins and « Mes erreurs » follow from `spelling.completed`. */
export const handler = httpHandler(api.finishSpelling, async ({ body, identity }) => {
  await assertOwnProfile(identity, body.profileId);
  return { message: 'spelling_finished', data: await finishSpelling(body.profileId, body.sessionId) };
});
