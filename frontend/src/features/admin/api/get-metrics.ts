import { adminGetMetrics as contract } from '@plume/shared/endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import { call } from '@/lib/api-client';
import { adminKeys } from './query-keys';

export type BusinessMetrics = z.infer<typeof contract.response>;
export type MetricsPeriod = z.infer<typeof contract.request>['period'];

/** `admin/get_metrics`: the business figures of a period (CloudWatch's, or the local cloud's), bucket by bucket. */
export function getMetrics(period: MetricsPeriod): Promise<BusinessMetrics> {
  return call('admin/get_metrics', { period }, { showSuccessToast: false, schema: contract.response });
}

export const useBusinessMetrics = (period: MetricsPeriod) =>
  // Another period keeps the figures on screen until its own arrive.
  useQuery({ queryKey: adminKeys.metrics(period), queryFn: () => getMetrics(period), placeholderData: keepPreviousData });
