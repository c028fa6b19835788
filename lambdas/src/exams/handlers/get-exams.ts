import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { assertOwnProfile } from '#account/profiles';
import { learnerExams } from '#exams/exams';

/** The exams the active profile may take (upcoming and open), with its attempt at each if it has one. */
export const handler = httpHandler(api.getExams, async ({ body, identity }) => {
  await assertOwnProfile(identity, body.profileId);
  return { message: 'exams_loaded', data: { exams: await learnerExams(body.profileId, Date.now()) } };
});
