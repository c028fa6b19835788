import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { escrowMovement, rankPlayers, refundMovement, resultsOf, settle, winningsOf, type FinalPlayer } from './outcome.ts';

const player = (profileId: string, correct: number, points: number, left = false): FinalPlayer => ({ profileId, correct, points, left });

describe('ranking', () => {
  it('1v1 by points; equal points draw', () => {
    const standings = rankPlayers([player('a', 5, 4_000), player('b', 7, 4_500)]);
    expect(standings.map((s) => [s.profileId, s.rank])).toEqual([['b', 1], ['a', 2]]);
    expect([...resultsOf(rankPlayers([player('a', 5, 4_000), player('b', 3, 4_000)])).values()]).toEqual(['draw', 'draw']);
  });

  it('groups by correct answers, then points; ties share a rank', () => {
    const standings = rankPlayers([player('a', 5, 4_000), player('b', 6, 3_000), player('c', 5, 4_000), player('d', 1, 900)]);
    expect(standings.map((s) => [s.profileId, s.rank])).toEqual([['b', 1], ['a', 2], ['c', 2], ['d', 4]]);
  });

  it('a player who left ranks below everyone who stayed', () => {
    const standings = rankPlayers([player('a', 9, 9_000, true), player('b', 0, 0)]);
    expect(standings[0]!.profileId).toBe('b');
    expect(resultsOf(standings).get('b')).toBe('win');
  });

  it('a battle nobody stayed in (abandoned) has no winner and no loser, whatever the scores', () => {
    expect([...resultsOf(rankPlayers([player('a', 0, 0, true), player('b', 0, 0, true)])).values()]).toEqual(['draw', 'draw']);
    expect([...resultsOf(rankPlayers([player('a', 4, 3_000, true), player('b', 1, 800, true)])).values()]).toEqual(['draw', 'draw']);
  });
});

describe('settlement', () => {
  it('escrows on join and refunds by seat, once per seat', () => {
    expect(escrowMovement('g', 'p', 's1', 10)).toEqual({ profileId: 'p', amount: -10, reason: 'battle_entry', key: 'battle:g:entry:s1' });
    expect(refundMovement('g', 'p', 's1', 10)).toEqual({ profileId: 'p', amount: 10, reason: 'battle_refund', key: 'battle:g:refund:s1' });
    expect(escrowMovement('g', 'p', 's1', 0)).toBeUndefined();
  });

  it('1v1: the winner takes twice the entry; a draw refunds; a forfeit pays who stayed; a bot game pays nothing', () => {
    expect(settle({ battleId: 'g', kind: 'friend', entryFee: 10, players: [player('a', 3, 2_000), player('b', 4, 3_000)] }))
      .toEqual([{ profileId: 'b', amount: 20, reason: 'battle_win', key: 'battle:g:payout:b' }]);
    expect(settle({ battleId: 'g', kind: 'friend', entryFee: 10, players: [player('a', 3, 2_000), player('b', 4, 2_000)] }).map((m) => [m.profileId, m.amount]))
      .toEqual([['a', 10], ['b', 10]]);
    expect(settle({ battleId: 'g', kind: 'random', entryFee: 10, players: [player('a', 9, 9_000, true), player('b', 0, 0)] }).map((m) => [m.profileId, m.amount]))
      .toEqual([['b', 20]]);
    expect(settle({ battleId: 'g', kind: 'bot', entryFee: 10, players: [player('a', 9, 9_000), { ...player('bot', 0, 0), isBot: true }] })).toEqual([]);
  });

  it('an abandoned duel (both players gone) gives each entry back as a draw, and pays no win', () => {
    expect(settle({ battleId: 'g', kind: 'random', entryFee: 10, players: [player('a', 0, 0, true), player('b', 0, 0, true)] }))
      .toEqual([
        { profileId: 'a', amount: 10, reason: 'battle_draw', key: 'battle:g:payout:a' },
        { profileId: 'b', amount: 10, reason: 'battle_draw', key: 'battle:g:payout:b' },
      ]);
  });

  it('a family game gives every entry back, whoever won or left', () => {
    const players = fc.uniqueArray(
      fc.record({ profileId: fc.string({ minLength: 1, maxLength: 4 }), correct: fc.nat(10), points: fc.nat(3).map((p) => p * 500), left: fc.boolean() }),
      { minLength: 2, maxLength: 4, selector: (p) => p.profileId },
    );
    fc.assert(fc.property(players, fc.integer({ min: 1, max: 100 }), (seated, entryFee) => {
      const movements = settle({ battleId: 'g', kind: 'friend', entryFee, players: seated, familyGame: true });
      expect(movements.map((m) => [m.profileId, m.amount, m.reason])).toEqual(seated.map((p) => [p.profileId, entryFee, 'battle_refund']));
    }));
  });

  it('tied group winners share the pot', () => {
    const movements = settle({ battleId: 'g', kind: 'friend', entryFee: 10, players: [player('a', 5, 100), player('b', 5, 100), player('c', 5, 100), player('d', 1, 0)] });
    expect(movements.map((m) => [m.profileId, m.amount])).toEqual([['a', 14], ['b', 13], ['c', 13]]);
  });

  it('never pays out more than the pot, every key names its battle and player once', () => {
    const players = fc.uniqueArray(
      fc.record({ profileId: fc.string({ minLength: 1, maxLength: 4 }), correct: fc.nat(10), points: fc.nat(3).map((p) => p * 500), left: fc.boolean() }),
      { minLength: 2, maxLength: 4, selector: (p) => p.profileId },
    );
    fc.assert(fc.property(players, fc.integer({ min: 0, max: 100 }), (seated, entryFee) => {
      const movements = settle({ battleId: 'g', kind: 'friend', entryFee, players: seated });
      const paid = movements.reduce((sum, m) => sum + m.amount, 0);
      expect(paid).toBe(entryFee > 0 ? entryFee * seated.length : 0);
      expect(movements.every((m) => m.amount > 0)).toBe(true);
      expect(new Set(movements.map((m) => m.key)).size).toBe(movements.length);
    }));
  });

  it('winnings are what a payout adds to the player\'s own entry: the losers\' entries, never a refund or a draw', () => {
    expect(settle({ battleId: 'g', kind: 'friend', entryFee: 10, players: [player('a', 5, 100), player('b', 5, 100), player('c', 5, 100), player('d', 1, 0)] })
      .map((m) => winningsOf(m, 10))).toEqual([4, 3, 3]);
    const players = fc.uniqueArray(
      fc.record({ profileId: fc.string({ minLength: 1, maxLength: 4 }), correct: fc.nat(10), points: fc.nat(3).map((p) => p * 500), left: fc.boolean() }),
      { minLength: 2, maxLength: 4, selector: (p) => p.profileId },
    );
    fc.assert(fc.property(players, fc.integer({ min: 1, max: 100 }), fc.boolean(), (seated, entryFee, familyGame) => {
      const movements = settle({ battleId: 'g', kind: 'friend', entryFee, players: seated, familyGame });
      const winnings = movements.map((m) => winningsOf(m, entryFee));
      const won = winnings.reduce((sum, w) => sum + w, 0);
      expect(winnings.every((w) => w >= 0)).toBe(true);
      // Zero-sum: the winners earn exactly the entries of those who did not win; nothing when every entry comes back.
      expect(won).toBe(movements.reduce((sum, m) => sum + m.amount, 0) - entryFee * movements.length);
      if (familyGame || movements.every((m) => m.reason !== 'battle_win')) expect(won).toBe(0);
    }));
  });
});
