import { examViolationReported } from '@plume/events';
import { eventConsumer } from '#runtime/events';
import { profileExists } from '#account/data/accounts';
import { recordViolationAlert } from '#exams/data/exams';

/**
 * « An examinator is informed of rule violations »: each reported violation becomes an entry of the examinators'
 * feed, once per violation id (a conditional put); nothing for a profile deleted meanwhile.
 */
export const handler = eventConsumer(examViolationReported, async ({ detail }) => {
  if (!(await profileExists(detail.uid, detail.profileId))) return;
  await recordViolationAlert({
    violationId: detail.violationId, profileId: detail.profileId, examId: detail.examId, examTitle: detail.examTitle, attemptId: detail.attemptId, profileName: detail.profileName,
    completed: detail.completed, kind: detail.kind, at: detail.at, recordedAt: detail.recordedAt, durationMs: detail.durationMs,
  });
});
