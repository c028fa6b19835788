import { eventCatalog } from '@plume/events';
import * as api from '@plume/shared/endpoints';
import { domainRoutes, routeOf } from '../manifest.ts';

/** Proctored exams (docs/exams.md): the examinators' routes, a learner's attempt, violations and the examinators' feed. */
export const routes = domainRoutes('exams', {
  http: [
    // proctored exams (docs/exams.md): examinator routes (admins hold the examinator's rights), then the learner's
    { ...routeOf(api.examinatorCreateExam), handler: 'examinator-create-exam' },
    { ...routeOf(api.examinatorListExams), handler: 'examinator-list-exams' },
    { ...routeOf(api.examinatorGetExamAttempts), handler: 'examinator-get-exam-attempts' },
    { ...routeOf(api.getExams), handler: 'get-exams' },
    // Throttled besides the per-profile key tries (5 wrong keys per 15 minutes): keys cannot be guessed at speed.
    { ...routeOf(api.startExam), handler: 'start-exam', throttle: { rate: 5, burst: 20 } },
    { ...routeOf(api.getExamAttempt), handler: 'get-exam-attempt' },
    { ...routeOf(api.answerExamQuestion), handler: 'answer-exam-question', load: 'move' },
    { ...routeOf(api.submitExam), handler: 'submit-exam' },
    { ...routeOf(api.reportExamViolation), handler: 'report-exam-violation' },
    { ...routeOf(api.examHeartbeat), handler: 'exam-heartbeat', load: 'move' },
  ],
  events: [
    // « An examinator is informed of rule violations »: the examinators' feed, once per violation id.
    { name: 'exam-violation-alerts', pattern: eventCatalog.examViolationReported.pattern, consumer: 'record-exam-violation-alert' },
  ],
});
