import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { createExam } from '#exams/exams';

/** An examinator (or an administrator) creates an exam; its key is in this answer only. */
export const handler = httpHandler(api.examinatorCreateExam, async ({ body, identity }) => ({
  status: 201, message: 'exam_created', data: await createExam(body, identity.email ?? identity.sub, Date.now()),
}));
