import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { handlerModule, httpRoutes } from '../routes.ts';

const handlers = [...new Set(httpRoutes.map((route) => route.handler))];
const source = (handler: string) => readFileSync(new URL(`../${handlerModule(handler)}`, import.meta.url), 'utf8');
/** The PIN check itself issues the unlocks: it cannot require one. */
const exempt = new Set(['account/verify-profile-pin']);

describe('the per-profile guard', () => {
  it('is called by every HTTP handler whose request names a profile (ownership and PIN unlock)', () => {
    // A move in a game names no profile: the game is the capability, obtained through the guard when it started.
    const takesProfile = (text: string) => /\bbody\.profileId\b|body:\s*\{\s*profileId\b/.test(text);
    const perProfile = handlers.filter((handler) => !exempt.has(handler) && takesProfile(source(handler)));
    expect(perProfile.length).toBeGreaterThan(15);
    const unguarded = perProfile.filter((handler) => !/\b(assertOwnProfile|assertCanManageProfile)\(/.test(source(handler)));
    expect(unguarded).toEqual([]);
  });
});
