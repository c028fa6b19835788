import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { domainRoutes } from './manifest.ts';
import { allHandlers, domains, handlerModule, httpRoutes, timeoutSecondsOf } from './routes.ts';

const sources = new URL('./', import.meta.url);
/** Every handler module on disk, as ids: `src/<domain>/handlers/<name>.ts` is `<domain>/<name>`. */
const handlerFiles = readdirSync(sources, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(new URL(`${entry.name}/handlers/`, sources)))
  .flatMap((domain) => readdirSync(new URL(`${domain.name}/handlers/`, sources))
    .filter((file) => file.endsWith('.ts') && !file.includes('.test.'))
    .map((file) => `${domain.name}/${file.replace(/\.ts$/, '')}`));
/** Run without a route: the seed as CloudFormation's custom resource, the demo accounts by the local cloud alone. */
const invokedDirectly = ['deploy/seed', 'deploy/seed-demo-accounts'];

describe('the manifest, one part per domain', () => {
  it('names every handler module on disk, and each name it gives is a module of its domain', () => {
    const named = new Set([...allHandlers(), ...invokedDirectly]);
    expect(handlerFiles.filter((id) => !named.has(id))).toEqual([]);
    expect([...named].filter((id) => !existsSync(new URL(handlerModule(id), sources)))).toEqual([]);
  });

  it('gives settings to handlers that exist, and each domain names only its own handlers', () => {
    for (const domain of domains) {
      const ids = [...domain.http, ...domain.webSocket, ...domain.schedules, ...domain.timers].map((entry) => entry.handler)
        .concat(domain.events.map((rule) => rule.consumer), Object.keys(domain.handlers));
      expect(ids.filter((id) => !id.startsWith(`${domain.name}/`)), domain.name).toEqual([]);
      expect(Object.keys(domain.handlers).filter((id) => !handlerFiles.includes(id)), domain.name).toEqual([]);
    }
    expect(new Set(domains.map((domain) => domain.name)).size).toBe(domains.length);
    expect(timeoutSecondsOf('deploy/seed')).toBe(300);
    expect(timeoutSecondsOf('quiz/answer-quiz')).toBe(10);
  });

  it('refuses a handler named with a path, which would leave its domain', () => {
    expect(() => domainRoutes('quiz', { http: [{ method: 'GET', path: '/api/x', handler: 'wallet/get-wallet', auth: 'none' }] })).toThrow(/file name/);
    expect(() => handlerModule('http/quiz/start')).toThrow(/<domain>\/<name>/);
  });

  it('keeps the catch-all last, after every route it must not shadow', () => {
    expect(httpRoutes.at(-1)).toMatchObject({ path: '/api/{proxy+}', handler: 'ops/not-found' });
  });
});
