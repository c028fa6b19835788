import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, requestsTo, runtimeConfig, stubBackend } from '@/test/fake-backend';

// The module remembers a successful load for the page's lifetime: a fresh copy (screens tested before may have loaded
// it in this worker), and the failing cases first.
vi.resetModules();
const { loadApiBaseUrl, loadRuntimeConfig } = await import('./runtime-config');

describe('loadRuntimeConfig', () => {
  it('refuses a configuration that does not match the shared schema', async () => {
    stubBackend({ '/config.json': () => jsonResponse(200, { apiBaseUrl: '/api' }) });

    await expect(loadRuntimeConfig()).rejects.toThrow(/webSocketUrl/);
  });

  it('refuses a configuration without an API base URL', async () => {
    stubBackend({ '/config.json': () => jsonResponse(200, { ...runtimeConfig, apiBaseUrl: 42 }) });

    await expect(loadApiBaseUrl()).rejects.toThrow('/config.json names no apiBaseUrl');
  });

  it('fetches /config.json once per page load for every reader, but tries again after a failure', async () => {
    let available = false;
    const fetchMock = stubBackend({ '/config.json': () => (available ? jsonResponse(200, runtimeConfig) : jsonResponse(503, {})) });

    await expect(loadRuntimeConfig()).rejects.toThrow('/config.json answered HTTP 503');
    available = true;
    expect(await loadApiBaseUrl()).toBe('/api');
    expect(await loadRuntimeConfig()).toEqual(runtimeConfig);
    expect(await loadRuntimeConfig()).toEqual(runtimeConfig);

    expect(requestsTo(fetchMock, '/config.json')).toHaveLength(2);
  });
});
