import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { assertOwnProfile } from '#account/profiles';
import { startExam } from '#exams/attempts';

/** Starts the profile's one attempt at an exam with its key (or resumes it while it runs). */
export const handler = httpHandler(api.startExam, async ({ body, identity }) => {
  const profile = await assertOwnProfile(identity, body.profileId);
  const { attempt, resumed } = await startExam(identity.sub, profile, body, Date.now());
  return resumed ? { message: 'exam_resumed', data: attempt } : { status: 201, message: 'exam_started', data: attempt };
});
