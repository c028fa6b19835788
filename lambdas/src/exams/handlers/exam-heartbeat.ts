import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { assertOwnProfile } from '#account/profiles';
import { examHeartbeat, receivedAt } from '#exams/attempts';

/** The exam page is there (every 2 s): noted; a page silent more than 5 s before this ends the attempt (docs/exams.md). */
export const handler = httpHandler(api.examHeartbeat, async ({ body, identity, event }) => {
  await assertOwnProfile(identity, body.profileId);
  return { message: 'exam_heartbeat', data: await examHeartbeat(identity.sub, body.profileId, body.attemptId, receivedAt(event)) };
});
