import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { examinatorExams } from '#exams/exams';

/** Every exam, newest first, and the latest rule violations of all of them. */
export const handler = httpHandler(api.examinatorListExams, async () => ({ message: 'exams_loaded', data: await examinatorExams(Date.now()) }));
