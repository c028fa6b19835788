import { questionReportListSchema } from '@plume/shared/quiz/play-requests';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import { call } from '@/lib/api-client';
import { adminQuestionKeys } from './query-keys';

export type QuestionReport = z.infer<typeof questionReportListSchema>['reports'][number];

/** `admin/list_reports` answers this many reports at a time: a shorter page is the last one. */
const REPORTS_PAGE_SIZE = 50;

/** `admin/list_reports`: question reports, newest first; `before` is the last shown report's cursor. */
export function listReports(input: { before?: string }) {
  return call('admin/list_reports', input, { showSuccessToast: false, schema: questionReportListSchema });
}

export const reportsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: adminQuestionKeys.reports(),
    queryFn: ({ pageParam }) => listReports(pageParam ? { before: pageParam } : {}),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => (page.reports.length < REPORTS_PAGE_SIZE ? undefined : page.reports.at(-1)?.cursor),
  });

export const useReports = () => useInfiniteQuery(reportsQueryOptions());
