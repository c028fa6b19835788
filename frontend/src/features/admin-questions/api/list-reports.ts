import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { apiCall } from '@/lib/api-client';
import { adminQuestionKeys } from './query-keys';

const reportSchema = z.object({
  reportId: z.string(),
  questionId: z.string(),
  question: z.string(),
  reason: z.string(),
  details: z.string().nullish(),
  profileId: z.string(),
  createdAt: z.string(),
  /** Where the next page starts (`before`). */
  cursor: z.string(),
});
export type QuestionReport = z.infer<typeof reportSchema>;
const reportsSchema = z.object({ reports: z.array(reportSchema) });

/** `admin/list_reports` answers this many reports at a time: a shorter page is the last one. */
const REPORTS_PAGE_SIZE = 50;

/** `admin/list_reports`: question reports, newest first; `before` is the last shown report's cursor. */
export function listReports(input: { before?: string }) {
  return apiCall({ path: 'admin/list_reports', data: input, showSuccessToast: false, schema: reportsSchema });
}

export const reportsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: adminQuestionKeys.reports(),
    queryFn: ({ pageParam }) => listReports(pageParam ? { before: pageParam } : {}),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => (page.reports.length < REPORTS_PAGE_SIZE ? undefined : page.reports.at(-1)?.cursor),
  });

export const useReports = () => useInfiniteQuery(reportsQueryOptions());
