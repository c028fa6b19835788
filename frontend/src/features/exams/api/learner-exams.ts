import {
  answerExamQuestion as answerContract, examHeartbeat as heartbeatContract, getExamAttempt as attemptContract, getExams as listContract, reportExamViolation as violationContract,
  startExam as startContract, submitExam as submitContract,
} from '@plume/shared/endpoints';
import { EXAM_HEARTBEAT_EVERY_MS } from '@plume/shared/exams/rules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type * as z from 'zod';
import { call } from '@/lib/api-client';
import { examKeys } from './query-keys';

export type LearnerExamList = z.infer<typeof listContract.response>;
export type LearnerExam = LearnerExamList['exams'][number];
export type ExamAttempt = z.infer<typeof attemptContract.response>;

/** `get_exams`: the exams the profile may take, with its attempt at each. */
export const useExams = (profileId: string) =>
  useQuery({ queryKey: examKeys.list(profileId), queryFn: () => call('get_exams', { profileId }, { showSuccessToast: false, schema: listContract.response }) });

/** `get_exam_attempt`: the questions while the attempt runs, its result once it ended (a read after the deadline ends it). */
export const useExamAttempt = (profileId: string, attemptId: string) =>
  useQuery({
    queryKey: examKeys.attempt(profileId, attemptId),
    queryFn: () => call('get_exam_attempt', { profileId, attemptId }, { showSuccessToast: false, schema: attemptContract.response }),
    // The attempt is the server's: no refetch on focus, which would race the violation report of a window left.
    refetchOnWindowFocus: false,
  });

/** Every answer about an attempt is the attempt as it now is: the cache takes it as it comes. */
function useAttemptUpdate() {
  const queryClient = useQueryClient();
  return (profileId: string, attempt: ExamAttempt) => {
    queryClient.setQueryData(examKeys.attempt(profileId, attempt.attemptId), attempt);
    void queryClient.invalidateQueries({ queryKey: examKeys.list(profileId) });
  };
}

/** `start_exam`: with the rules agreed and the key; answers the attempt (new, or resumed). */
export function useStartExam() {
  const update = useAttemptUpdate();
  return useMutation({
    mutationFn: (input: z.input<typeof startContract.request>) => call('start_exam', input, { schema: startContract.response }),
    onSuccess: (attempt, input) => update(input.profileId, attempt),
  });
}

/** `answer_exam_question`: saved at once, quietly (a toast per click would drown the screen). */
export function useAnswerExamQuestion() {
  return useMutation({
    mutationFn: (input: z.input<typeof answerContract.request>) => call('answer_exam_question', input, { showSuccessToast: false, schema: answerContract.response }),
  });
}

export function useSubmitExam() {
  const update = useAttemptUpdate();
  return useMutation({
    mutationFn: (input: z.input<typeof submitContract.request>) => call('submit_exam', input, { schema: submitContract.response }),
    onSuccess: (attempt, input) => update(input.profileId, attempt),
  });
}

/** `report_exam_violation`: the page was hidden or the window left; more than 5 s away ends the attempt. */
export function useReportExamViolation() {
  const update = useAttemptUpdate();
  return useMutation({
    mutationFn: (input: z.input<typeof violationContract.request>) => call('report_exam_violation', input, { showSuccessToast: false, schema: violationContract.response }),
    onSuccess: (attempt, input) => update(input.profileId, attempt),
  });
}

/**
 * `exam_heartbeat`, every 2 s while the exam is on screen (and once at once): the server holds the page to it, so a
 * tab closed mid-exam, which says nothing, is seen at its next contact (more than 5 s silent ends the attempt). Quiet:
 * a beat lost on the network is no news for the learner. `onEnded` runs when the server says the attempt is over.
 */
export function useExamHeartbeat(profileId: string, attemptId: string, onEnded: () => void): void {
  const ended = useRef(onEnded);
  useEffect(() => {
    ended.current = onEnded;
  });
  useEffect(() => {
    let live = true;
    const beat = () =>
      call('exam_heartbeat', { profileId, attemptId }, { showSuccessToast: false, quiet: true, schema: heartbeatContract.response }).then(
        (answer) => live && answer.status === 'completed' && ended.current(),
        () => undefined,
      );
    void beat();
    const timer = setInterval(() => void beat(), EXAM_HEARTBEAT_EVERY_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [profileId, attemptId]);
}
