import { runtimeConfigSchema, type RuntimeConfig } from '@plume/shared/runtime-config';
import { loadOnce } from './load-once';

/** `GET /config.json` tells this build where its backend lives, so one build serves the laptop and AWS alike. */
export const loadRuntimeConfig = loadOnce(async (): Promise<RuntimeConfig> => {
  const response = await fetch('/config.json', { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`/config.json answered HTTP ${response.status}`);
  return runtimeConfigSchema.parse(await response.json());
});
