import { beforeEach, describe, expect, it } from 'vitest';
import { heldSeat, holdSeat, noteSeatCode, releaseSeat } from './resume-tokens';

describe('held battle seat', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps one seat per tab, with its room code once known', () => {
    holdSeat({ battleId: 'b1', profileId: 'p1', token: 't'.repeat(43) });
    noteSeatCode('other', 'ABCDEF');
    expect(heldSeat()?.code).toBeUndefined();
    noteSeatCode('b1', 'ABCDEF');
    expect(heldSeat()).toEqual({ battleId: 'b1', profileId: 'p1', token: 't'.repeat(43), code: 'ABCDEF' });
    holdSeat({ battleId: 'b2', profileId: 'p1', token: 'u'.repeat(43) });
    expect(heldSeat()?.battleId).toBe('b2');
  });

  it('forgets only the battle named, and ignores what it cannot read', () => {
    holdSeat({ battleId: 'b1', profileId: 'p1', token: 'x' });
    releaseSeat('b2');
    expect(heldSeat()?.battleId).toBe('b1');
    releaseSeat('b1');
    expect(heldSeat()).toBeUndefined();
    sessionStorage.setItem('plume.battle.seat', '{not json');
    expect(heldSeat()).toBeUndefined();
    sessionStorage.setItem('plume.battle.seat', JSON.stringify({ battleId: 1 }));
    expect(heldSeat()).toBeUndefined();
  });
});
