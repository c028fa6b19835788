import type { RuntimeConfig } from '@plume/shared/runtime-config';

let pending: Promise<unknown> | undefined;

/**
 * `GET /config.json` tells this build where its backend lives, so one build serves the laptop and AWS alike. Fetched
 * once per page load and shared by every reader; forgotten after any failure (HTTP or check), so a retry fetches again.
 */
async function readRuntimeConfig<T>(check: (config: unknown) => T | Promise<T>): Promise<T> {
  pending ??= fetch('/config.json', { headers: { accept: 'application/json' } }).then((response) => {
    if (!response.ok) throw new Error(`/config.json answered HTTP ${response.status}`);
    return response.json() as Promise<unknown>;
  });
  try {
    return await check(await pending);
  } catch (error) {
    pending = undefined;
    throw error;
  }
}

/**
 * Where the API lives: all that an anonymous page needs of `/config.json`, checked by hand so that such a page does
 * not download the schema library for one string.
 */
export function loadApiBaseUrl(): Promise<string> {
  return readRuntimeConfig((config) => {
    const apiBaseUrl = typeof config === 'object' && config !== null ? (config as { apiBaseUrl?: unknown }).apiBaseUrl : undefined;
    if (typeof apiBaseUrl !== 'string') throw new Error('/config.json names no apiBaseUrl');
    return apiBaseUrl;
  });
}

/** The whole configuration, checked with the shared schema: sign-in (Amplify) and the WebSocket client need all of it. */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  return readRuntimeConfig(async (config) => (await import('@plume/shared/runtime-config')).runtimeConfigSchema.parse(config));
}
