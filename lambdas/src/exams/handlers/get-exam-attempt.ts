import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { assertOwnProfile } from '#account/profiles';
import { attemptView, ownAttempt, receivedAt } from '#exams/attempts';

/** The profile's attempt: its questions while it runs, its result once it ended (a read after the deadline ends it). */
export const handler = httpHandler(api.getExamAttempt, async ({ body, identity, event }) => {
  await assertOwnProfile(identity, body.profileId);
  const now = receivedAt(event);
  return { message: 'exam_attempt_loaded', data: attemptView(await ownAttempt(identity.sub, body.profileId, body.attemptId, now), now) };
});
