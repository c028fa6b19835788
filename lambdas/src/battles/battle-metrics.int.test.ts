import { describe, expect, it } from 'vitest';
import { cloud, eventually } from '#test/cloud-client';
import { premiumAccount } from '#test/accounts';
import { ofType, Player, storedBattle } from '#test/battle-player';

/*
 * The admin's battle figures (`/admin/metrics`, docs/admin.md): « Duels commencés » and « Duels terminés » count the
 * same battles — every way a battle starts counts it as started, every battle that ends counts once as finished, and
 * Q&A rounds count in neither — so no period shows more battles finished than started.
 */

type Totals = Record<string, number | undefined>;
const totals = async () => ((await (await fetch(`${cloud().url}/_local/metrics`)).json()) as { totals: Totals }).totals;
const count = (figures: Totals, name: string) => figures[name] ?? 0;

describe('battle metrics', () => {
  it('never counts more battles finished than started: a group room played out by forfeit and a solo Q&A round left', async () => {
    // Prepare: other files play battles on this cloud at the same time, so figures are compared, not equated.
    const before = await totals();
    const [one, two] = await Promise.all([premiumAccount(), premiumAccount()]);
    const [owner, guest] = await Promise.all([Player.connect(one.token, one.uid), Player.connect(two.token, two.uid)]);
    try {
      // Act: a group room of two, started, the guest leaves (the owner wins by forfeit); a solo Q&A round, left.
      owner.send('group_create', { category: 'grammaire', seats: 2 });
      const room = await owner.next(ofType('battle_room'));
      guest.send('battle_join', { code: room.code });
      await owner.next(ofType('battle_room', (f) => f.players.length === 2));
      guest.send('battle_ready', { battleId: room.battleId, ready: true });
      await owner.next(ofType('battle_room', (f) => f.ready?.[guest.profileId] === true));
      owner.send('battle_start', { battleId: room.battleId });
      await guest.next(ofType('battle_question', (f) => f.index === 0));
      guest.send('battle_leave', { battleId: room.battleId });
      expect((await owner.next(ofType('battle_finished'))).reason).toBe('forfeit');

      guest.send('qanda_create', { mode: 'solo', category: 'grammaire', level: 'facile' });
      const round = await guest.next(ofType('battle_room', (f) => f.qanda?.mode === 'solo'));
      guest.send('battle_leave', { battleId: round.battleId });
      await eventually(() => storedBattle(round.battleId), (battle) => battle.status === 'finished');

      // Assess: the group battle counted once each way (its end is counted by the time both are read), and the
      // whole cloud's figures keep finished ≤ started.
      const after = await eventually(totals, (now) => count(now, 'BattlesFinished') > count(before, 'BattlesFinished') && count(now, 'BattlesFinished') <= count(now, 'BattlesStarted'));
      expect(count(after, 'BattlesStarted') - count(before, 'BattlesStarted')).toBeGreaterThanOrEqual(1);
      expect(count(after, 'BattlesFinished')).toBeLessThanOrEqual(count(after, 'BattlesStarted'));
    } finally {
      owner.close();
      guest.close();
    }
  });
});
