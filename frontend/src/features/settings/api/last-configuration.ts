// Without the API client: the prerendered first pages read it before deciding whether the full app must take over.
import type { SystemConfiguration } from '@plume/shared/settings';

/**
 * What the shell reads of the system configuration: whether the site is open, in which language by default, and
 * whether the language menu offers the admins' custom translation set.
 */
export type ShellConfiguration = Pick<SystemConfiguration, 'maintenanceMode' | 'maintenanceMessage' | 'defaultLanguage' | 'customLanguageOffered'>;

/** The last configuration this browser received, kept so the next visit paints at once with it. */
export const LAST_CONFIGURATION_KEY = 'plume.systemConfiguration';

/** The configuration this tab received, and when (session storage: it ends with the tab). */
export const SESSION_CONFIGURATION_KEY = 'plume.systemConfiguration.session';

/**
 * How long a configuration received in this tab stands for the next documents it loads, without asking again: a
 * session's moves that load a document (a first page's links, a typed address, a reload) do not each ask (seed: the
 * settings are cached per session), while a change an administrator makes reaches a long session within minutes (the
 * edge caches the answer a minute or two anyway). A copy saying « maintenance » is never reused: the end of a
 * maintenance shows at the next page.
 */
export const SESSION_CONFIGURATION_FRESH_MS = 5 * 60_000;

/** Keeps a configuration just received: for this session's next pages, and so the next visit paints at once with it. */
export function keepConfiguration(configuration: ShellConfiguration, receivedAt = Date.now()): void {
  try {
    localStorage.setItem(LAST_CONFIGURATION_KEY, JSON.stringify(configuration));
    sessionStorage.setItem(SESSION_CONFIGURATION_KEY, JSON.stringify({ configuration, receivedAt }));
  } catch {
    // storage full or forbidden: the next visit asks again before knowing about maintenance, nothing worse
  }
}

/** The configuration this session received less than `SESSION_CONFIGURATION_FRESH_MS` ago, outside maintenance. */
export function sessionConfiguration(now = Date.now()): { configuration: ShellConfiguration; receivedAt: number } | undefined {
  try {
    const kept = JSON.parse(sessionStorage.getItem(SESSION_CONFIGURATION_KEY) ?? 'null') as { configuration?: unknown; receivedAt?: unknown } | null;
    const configuration = asShellConfiguration(kept?.configuration);
    const receivedAt = kept?.receivedAt;
    if (!configuration || configuration.maintenanceMode || typeof receivedAt !== 'number') return undefined;
    return receivedAt <= now && now - receivedAt < SESSION_CONFIGURATION_FRESH_MS ? { configuration, receivedAt } : undefined;
  } catch {
    return undefined;
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
  const { maintenanceMode, maintenanceMessage, defaultLanguage, customLanguageOffered } = value as Record<string, unknown>;
  if (typeof maintenanceMode !== 'boolean' || typeof maintenanceMessage !== 'string' || typeof defaultLanguage !== 'string') return undefined;
  return { maintenanceMode, maintenanceMessage, defaultLanguage, ...(typeof customLanguageOffered === 'boolean' ? { customLanguageOffered } : {}) };
}
