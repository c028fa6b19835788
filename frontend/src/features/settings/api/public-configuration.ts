import { isEnvelope } from '@/lib/api-envelope';
import { i18n } from '@/lib/i18n';
import { loadApiBaseUrl } from '@/lib/runtime-config';
import { asShellConfiguration, keepConfiguration, sessionConfiguration, type ShellConfiguration } from './last-configuration';

/**
 * The same public `GET get_system_configurations` as `getSystemConfiguration`, without the app's API client (session,
 * toasts, profile unlocks): what a prerendered first page reads to learn of maintenance or of the deployment's default
 * language, as the app's shell does on every other page. Kept for the next visit likewise, and not asked again when this
 * tab received it minutes ago.
 */
export async function fetchShellConfiguration(): Promise<ShellConfiguration> {
  const kept = sessionConfiguration();
  if (kept) return kept.configuration;
  const response = await fetch(`${await loadApiBaseUrl()}/get_system_configurations`, { headers: { accept: 'application/json', 'accept-language': i18n.language } });
  const body: unknown = await response.json().catch(() => undefined);
  const configuration = response.ok && isEnvelope(body) && !body.error ? asShellConfiguration(body.data) : undefined;
  if (!configuration) throw new Error(`get_system_configurations answered HTTP ${response.status} without a configuration`);
  keepConfiguration(configuration);
  return configuration;
}
