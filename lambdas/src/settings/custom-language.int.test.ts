import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signedInUser } from '#test/cloud-client';
import { call } from '#test/accounts';

/** Issue 24: the admins' custom translation set, saved by an admin and read by anyone who chooses it. */
describe('the custom translation set', () => {
  let admin: string;
  beforeAll(async () => {
    admin = (await signedInUser({ groups: ['admin'] })).idToken;
  });
  // The set is the deployment's one: leave it empty for the other tests.
  afterAll(async () => {
    expect((await call('admin/update_custom_language', admin, { words: {} })).status).toBe(200);
  });

  it('is saved whole by an admin, then served to anyone by the public GET (the edge may cache it) and by POST', async () => {
    // Prepare
    const words = { 'nav.home': 'Ma maison', 'learnerHome.flashcards.due_one': '{{count, number}} carte, une seule' };

    // Act
    const saved = await call('admin/update_custom_language', admin, { words });
    const read = await api('/api/get_custom_language', { method: 'GET' });
    const posted = await api('/api/get_custom_language', { body: '{}' });

    // Assess
    expect(saved).toMatchObject({ status: 200, body: { error: false, code: 'custom_language_saved', data: { words } } });
    expect(read).toMatchObject({ status: 200, body: { data: { words, updatedAt: saved.body?.data.updatedAt } } });
    expect(read.headers.get('cache-control')).toMatch(/s-maxage=60/);
    expect(posted.body?.data.words).toEqual(words);
  });

  it('is for admins only', async () => {
    const learner = await signedInUser();
    expect((await call('admin/update_custom_language', learner.idToken, { words: {} })).status).toBe(403);
    expect((await api('/api/admin/update_custom_language', { body: '{"words":{}}' })).status).toBe(401);
  });

  it('refuses in French, with a 400, what is not a set of texts under catalogue keys, or too large', async () => {
    const refusals = await Promise.all(
      [
        { words: { 'nav.home': { nested: 'object' } } },
        { words: { 'nav.home': 42 } },
        { words: { 'nav home!': 'Accueil' } },
        { words: Object.fromEntries(Array.from({ length: 5001 }, (_, index) => [`k${index}`, 'v'])) },
        { words: { 'nav.home': 'x'.repeat(2001) } },
        { words: ['nav.home'] },
        { words: {}, extra: true },
      ].map((body) => call('admin/update_custom_language', admin, body, { 'accept-language': 'fr' })),
    );

    expect(refusals.map(({ status }) => status)).toEqual([400, 400, 400, 400, 400, 400, 400]);
    expect(refusals.map(({ body }) => body?.code)).toEqual([
      'custom_language_value', 'custom_language_value', 'custom_language_key', 'custom_language_too_large', 'custom_language_value', 'invalid_request', 'invalid_request',
    ]);
    expect(refusals[2]?.body?.message).toMatch(/^Clé de traduction invalide/);
    expect(refusals[3]?.body?.message).toMatch(/^Ce jeu de traductions est trop grand/);
  });
});
