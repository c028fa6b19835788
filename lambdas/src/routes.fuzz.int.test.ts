import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { defaultSystemConfiguration } from '@plume/shared';
import { api, signedInUser } from '#test/cloud-client';
import { fieldPaths, hostileValues, sample, withField, type JsonSchema } from '#test/hostile-input';
import { useLocalCloudEnvironment } from '#test/local-cloud-env';
import { httpRoutes, type HttpRoute } from './routes.ts';

/**
 * Every route of the manifest, tried as an attacker would: malformed, oversized, wrongly typed and hostile bodies,
 * and every field of a valid body replaced in turn by a hostile value. Generated from the manifest and the endpoint
 * contracts, so a new route is covered the day it is added. Nothing may answer 5xx, and every refusal is the
 * envelope `{error, message, code}` with a message from the catalogue.
 */
const hostileBodies: [string, string][] = [
  ['invalid JSON', '{"profileId": '],
  ['a JSON array', '[1,2,3]'],
  ['a JSON string', '"hello"'],
  ['a JSON number', '42'],
  ['JSON null', 'null'],
  ['a prototype pollution', '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"polluted": 1}}}'],
  ['deep nesting', `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`],
  ['a body over 256 KB', JSON.stringify({ profileId: 'z'.repeat(300 * 1024) })],
  ['an unknown field', '{"zzz": 1}'],
];

interface Probe { route: HttpRoute; what: string; body?: string }

function probesOf(route: HttpRoute): Probe[] {
  if (route.method === 'GET') return [{ route, what: 'a hostile query string' }];
  const probes: Probe[] = hostileBodies.map(([what, body]) => ({ route, what, body }));
  if (!route.endpoint) return probes;
  const schema = z.toJSONSchema(route.endpoint.request, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const valid = sample(schema);
  probes.push({ route, what: 'the smallest valid body', body: JSON.stringify(valid) });
  for (const path of fieldPaths(schema)) {
    for (const [what, value] of hostileValues) probes.push({ route, what: `${path.join('.')} as ${what}`, body: JSON.stringify(withField(valid, path, value)) });
  }
  return probes;
}

describe('every route of the manifest against hostile input', () => {
  const tokens: Partial<Record<'member' | 'admin', string>> = {};

  beforeAll(async () => {
    useLocalCloudEnvironment();
    const member = await signedInUser();
    const admin = await signedInUser({ groups: ['admin'] });
    // A subscriber of its own, so premium routes run their handlers (and deleting it harms no other test).
    await api('/api/get_user', { token: member.idToken, body: '{}' });
    const { updateAccount } = await import('#account/data/accounts');
    const sub = JSON.parse(Buffer.from(member.idToken.split('.')[1]!, 'base64url').toString()).sub as string;
    await updateAccount(sub, { isPremium: true, plan: 'yearly', periodEnd: new Date(Date.now() + 86_400_000).toISOString() });
    tokens.member = member.idToken;
    tokens.admin = admin.idToken;
  });

  // Hostile values that are valid (an app name is any text) do get saved: put the configuration and the custom
  // translation set back for other tests.
  afterAll(async () => {
    const restored = await api('/api/admin/update_system_configurations', { token: tokens.admin!, body: JSON.stringify(defaultSystemConfiguration) });
    expect(restored.status).toBe(200);
    const emptied = await api('/api/admin/update_custom_language', { token: tokens.admin!, body: '{"words":{}}' });
    expect(emptied.status).toBe(200);
  });

  // Deleting the account comes last, so every other route is tried while the account exists.
  const routes = [...httpRoutes].sort((a, b) => Number(a.handler === 'account/delete-account') - Number(b.handler === 'account/delete-account'));

  it.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))('%s: no 5xx, every refusal in the envelope', async (_, route) => {
    const token = route.auth === 'none' ? undefined : route.auth === 'group' ? tokens.admin : tokens.member;
    const path = route.path.replace('{proxy+}', 'definitely/not/a/route');
    const failures: string[] = [];
    const probes = probesOf(route);
    for (const probe of probes) {
      const response = await api(route.method === 'GET' ? `${path}?profileId=${'x'.repeat(1_100)}&__proto__=1` : path, {
        method: route.method === 'ANY' ? 'POST' : route.method,
        ...(token ? { token } : {}),
        ...(probe.body !== undefined ? { body: probe.body } : {}),
      }).catch((error: Error) => ({ status: 599, body: { message: error.message } as Record<string, unknown>, headers: new Headers() }));
      const body = response.body as { error?: unknown; message?: unknown; code?: unknown } | undefined;
      if (response.status >= 500) failures.push(`${probe.what}: ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
      else if (response.status >= 400 && !(body?.error === true && typeof body.message === 'string' && body.message && typeof body.code === 'string')) {
        failures.push(`${probe.what}: ${response.status} without the {error, message, code} envelope: ${JSON.stringify(body).slice(0, 200)}`);
      }
    }
    expect(failures, `${probes.length} probes`).toEqual([]);
  });
});
