import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearProfileUnlocks, saveProfileUnlock } from '@/lib/account/profile-unlocks';
import { battleSocket } from './battle-socket';
import { battleActions } from './battle-store';

/** The frames that seat a player, each with the profile it plays as and the unlock it carries (if any). */
function seatingFrames(send: ReturnType<typeof vi.spyOn>) {
  const seating = new Set(['battle_create', 'battle_join', 'group_create', 'qanda_create', 'battle_seek']);
  return (send.mock.calls as [string, Record<string, unknown>][]).filter(([action]) => seating.has(action)).map(([action, body]) => [action, body.profileId, body.unlock]);
}

describe('a PIN-protected profile in battles', () => {
  afterEach(() => {
    clearProfileUnlocks();
    vi.restoreAllMocks();
  });

  it('sends the unlock its PIN gave this tab with every frame that seats it, and none for a profile without one', () => {
    const send = vi.spyOn(battleSocket, 'send').mockImplementation(() => undefined);
    saveProfileUnlock('kid', { token: 'unlock-of-kid', expiresAt: new Date(Date.now() + 60_000).toISOString() });

    battleActions.create({ profileId: 'kid', category: 'grammaire' });
    battleActions.join('kid', 'ABCDEF');
    battleActions.createGroup({ profileId: 'kid', category: 'grammaire', entryFee: 0, seats: 3, showScore: true });
    battleActions.createQanda({ profileId: 'kid', mode: 'solo', category: 'grammaire', level: 'facile' });
    battleActions.seek('kid', 'grammaire');
    battleActions.cancelSeek('kid');
    battleActions.join('parent', 'ABCDEF');

    expect(seatingFrames(send)).toEqual([
      ['battle_create', 'kid', 'unlock-of-kid'],
      ['battle_join', 'kid', 'unlock-of-kid'],
      ['group_create', 'kid', 'unlock-of-kid'],
      ['qanda_create', 'kid', 'unlock-of-kid'],
      ['battle_seek', 'kid', 'unlock-of-kid'],
      ['battle_join', 'parent', undefined],
    ]);
  });

  it('sends no unlock that has expired (the server would refuse it; the profile asks for its PIN again)', () => {
    const send = vi.spyOn(battleSocket, 'send').mockImplementation(() => undefined);
    saveProfileUnlock('kid', { token: 'stale', expiresAt: new Date(Date.now() - 1_000).toISOString() });
    battleActions.join('kid', 'ABCDEF');
    expect(seatingFrames(send)).toEqual([['battle_join', 'kid', undefined]]);
  });
});
