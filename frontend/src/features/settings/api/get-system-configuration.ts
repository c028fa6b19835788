import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { cachedForSession } from '@/lib/react-query';
import { asShellConfiguration, keepConfiguration, lastSystemConfiguration, sessionConfiguration, type ShellConfiguration } from './last-configuration';
import { systemConfigurationKeys } from './query-keys';

/**
 * Public: read by every visitor, so it must not ask for a session nor toast on success. Only the fields the shell
 * reads are checked (by hand: the schema library stays out of the first page) and kept for the next visit.
 */
export async function getSystemConfiguration(): Promise<ShellConfiguration> {
  // GET: the one answer every visitor gets, which the edge caches (POST answers are never cached).
  const data = await call('get_system_configurations', {}, { method: 'GET', auth: false, showSuccessToast: false });
  const configuration = asShellConfiguration(data);
  if (!configuration) throw new Error('get_system_configurations answered without maintenanceMode, maintenanceMessage or defaultLanguage');
  keepConfiguration(configuration);
  return configuration;
}

/**
 * One query key, asked at most once per page load and kept for it (moves between pages ask nothing); a document this
 * tab loads within minutes of the last answer starts from that answer and asks nothing either (`sessionConfiguration`).
 * Otherwise, until it answers, the last visit's copy stands in (placeholder data), so the shell never waits for the
 * network. The edge caches the answer too (see the route's Cache-Control).
 */
export const systemConfigurationQueryOptions = () => {
  const kept = sessionConfiguration();
  return queryOptions({
    queryKey: systemConfigurationKeys.all,
    queryFn: getSystemConfiguration,
    placeholderData: lastSystemConfiguration,
    ...(kept ? { initialData: kept.configuration, initialDataUpdatedAt: kept.receivedAt } : {}),
    ...cachedForSession,
  });
};

export function useSystemConfiguration() {
  return useQuery(systemConfigurationQueryOptions());
}
