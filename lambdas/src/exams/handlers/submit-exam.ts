import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { assertOwnProfile } from '#account/profiles';
import { submitExam, receivedAt } from '#exams/attempts';

/** Hands the attempt in and answers with its result, computed once (a repeat gets the same). */
export const handler = httpHandler(api.submitExam, async ({ body, identity, event }) => {
  await assertOwnProfile(identity, body.profileId);
  return { message: 'exam_completed', data: await submitExam(identity.sub, body.profileId, body.attemptId, receivedAt(event)) };
});
