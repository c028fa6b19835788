import type { reportReasons } from '@plume/shared/quiz/play-requests';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export type ReportReason = (typeof reportReasons)[number];

interface ReportInput {
  profileId: string;
  gameId: string;
  index: number;
  reason: ReportReason;
  details?: string;
}

/** `report_question`: flags an answered question for the editors, once per profile (409 `question_already_reported`). */
export function reportQuestion(input: ReportInput): Promise<unknown> {
  return call('report_question', input);
}

export const useReportQuestion = () => useMutation({ mutationFn: reportQuestion });
