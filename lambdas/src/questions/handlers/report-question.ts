import * as api from '@plume/shared/endpoints';
import { randomUUID } from 'node:crypto';
import { Refusal } from '@plume/shared';
import { httpHandler } from '#runtime/http';
import { answeredQuestion } from '#quiz/answered-question';
import { assertOwnProfile } from '#account/profiles';
import { saveReport } from '#questions/data/reports';

/** Reports a question the profile answered, with a reason; admins read reports on the question editor page. */
export const handler = httpHandler(api.reportQuestion, async ({ body, identity }) => {
  await assertOwnProfile(identity, body.profileId);
  const { question } = await answeredQuestion(identity.sub, body.profileId, body.gameId, body.index);
  const saved = await saveReport({
    reportId: randomUUID(), questionId: question.id, question: question.question, reason: body.reason,
    ...(body.details ? { details: body.details } : {}), profileId: body.profileId, createdAt: new Date().toISOString(),
  });
  if (!saved) throw new Refusal('conflict', 'question_already_reported');
  return { status: 201, message: 'question_reported', data: { questionId: question.id } };
});
