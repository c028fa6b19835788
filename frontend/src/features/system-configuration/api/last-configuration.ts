// Without the API client: the prerendered first pages read it before deciding whether the full app must take over.
import type { SystemConfiguration } from '@plume/shared/settings';

/** What the shell reads of the system configuration: whether the site is open, and in which language by default. */
export type ShellConfiguration = Pick<SystemConfiguration, 'maintenanceMode' | 'maintenanceMessage' | 'defaultLanguage'>;

/** The last configuration this browser received, kept so the next visit paints at once with it. */
export const LAST_CONFIGURATION_KEY = 'plume.systemConfiguration';

/** Keeps a configuration just received, so the next visit paints at once with it. */
export function keepConfiguration(configuration: ShellConfiguration): void {
  try {
    localStorage.setItem(LAST_CONFIGURATION_KEY, JSON.stringify(configuration));
  } catch {
    // storage full or forbidden: the next visit asks again before knowing about maintenance, nothing worse
  }
}

/** The configuration kept by the last visit, if any and still well-formed. */
export function lastSystemConfiguration(): ShellConfiguration | undefined {
  try {
    return asShellConfiguration(JSON.parse(localStorage.getItem(LAST_CONFIGURATION_KEY) ?? 'null'));
  } catch {
    return undefined;
  }
}

export function asShellConfiguration(value: unknown): ShellConfiguration | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { maintenanceMode, maintenanceMessage, defaultLanguage } = value as Record<string, unknown>;
  if (typeof maintenanceMode !== 'boolean' || typeof maintenanceMessage !== 'string' || typeof defaultLanguage !== 'string') return undefined;
  return { maintenanceMode, maintenanceMessage, defaultLanguage };
}
