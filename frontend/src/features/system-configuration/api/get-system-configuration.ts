import { systemConfigurationSchema, type SystemConfiguration } from '@plume/shared/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { cachedForSession } from '@/lib/react-query';
import { systemConfigurationKeys } from './query-keys';

/** Public: read by every visitor before anything else, so it must not ask for a session nor toast on success. */
export function getSystemConfiguration(): Promise<SystemConfiguration> {
  return apiCall({ path: 'get_system_configurations', auth: false, showSuccessToast: false, schema: systemConfigurationSchema });
}

export const systemConfigurationQueryOptions = () =>
  queryOptions({ queryKey: systemConfigurationKeys.all, queryFn: getSystemConfiguration, ...cachedForSession });

export function useSystemConfiguration() {
  return useQuery(systemConfigurationQueryOptions());
}
