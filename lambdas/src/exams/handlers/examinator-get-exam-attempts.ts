import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { examAttempts } from '#exams/exams';

/** One exam's attempts, each with its result and violations. */
export const handler = httpHandler(api.examinatorGetExamAttempts, async ({ body }) => ({ message: 'exam_attempts_loaded', data: await examAttempts(body.examId, Date.now()) }));
