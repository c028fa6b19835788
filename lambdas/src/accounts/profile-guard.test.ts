import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const dir = new URL('../handlers/http/', import.meta.url);
const handlers = readdirSync(dir).filter((file) => file.endsWith('.ts') && !file.includes('.test.'));
/** The PIN check itself issues the unlocks: it cannot require one. */
const exempt = new Set(['verify-profile-pin.ts']);

describe('the per-profile guard', () => {
  it('is called by every HTTP handler whose request names a profile (ownership and PIN unlock)', () => {
    // A move in a game names no profile: the game is the capability, obtained through the guard when it started.
    const takesProfile = (source: string) => /\bbody\.profileId\b|body:\s*\{\s*profileId\b/.test(source);
    const perProfile = handlers.filter((file) => !exempt.has(file) && takesProfile(readFileSync(new URL(file, dir), 'utf8')));
    expect(perProfile.length).toBeGreaterThan(15);
    const unguarded = perProfile.filter((file) => !/\b(assertOwnProfile|assertCanManageProfile)\(/.test(readFileSync(new URL(file, dir), 'utf8')));
    expect(unguarded).toEqual([]);
  });
});
