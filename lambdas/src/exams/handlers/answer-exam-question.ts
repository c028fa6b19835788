import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { assertOwnProfile } from '#account/profiles';
import { answerExamQuestion, receivedAt } from '#exams/attempts';

/** Saves (or clears) one answer, until the attempt's deadline. */
export const handler = httpHandler(api.answerExamQuestion, async ({ body, identity, event }) => {
  await assertOwnProfile(identity, body.profileId);
  return { message: 'exam_answer_saved', data: await answerExamQuestion(identity.sub, body.profileId, body.attemptId, body.index, body.choice, receivedAt(event)) };
});
