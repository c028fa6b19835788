import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { assertOwnProfile } from '#account/profiles';
import { reportViolation, receivedAt } from '#exams/attempts';

/** The exam page was hidden or its window left: recorded with the server's time; more than 5 s ends the attempt. */
export const handler = httpHandler(api.reportExamViolation, async ({ body, identity, event }) => {
  await assertOwnProfile(identity, body.profileId);
  const { attempt, completed } = await reportViolation(identity.sub, body.profileId, body.attemptId, body, receivedAt(event));
  return { message: completed ? 'exam_completed_by_violation' : attempt.status === 'completed' ? 'exam_already_completed' : 'exam_violation_recorded', data: attempt };
});
