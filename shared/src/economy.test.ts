import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coinOriginOf, coinSources, creditWithinCap, dailyCoinCaps, gameRelation, REFERRAL_LINK_DAYS } from './economy.ts';

const day = 24 * 60 * 60 * 1000;

describe('coin origins', () => {
  it('places every reason the ledger writes', () => {
    expect(coinOriginOf({ amount: 8, reason: 'quiz:daily' })).toBe('quiz');
    expect(coinOriginOf({ amount: 50, reason: 'welcome' })).toBe('welcome');
    expect(coinOriginOf({ amount: 100, reason: 'battle_win' })).toBe('battle');
    expect(coinOriginOf({ amount: 100, reason: 'battle_win_linked' })).toBe('battle');
    expect(coinOriginOf({ amount: 50, reason: 'battle_refund' })).toBe('return');
    expect(coinOriginOf({ amount: 50, reason: 'battle_draw' })).toBe('return');
    expect(coinOriginOf({ amount: 6000, reason: 'payout_reversal' })).toBe('return');
    expect(coinOriginOf({ amount: 300, reason: 'contest:prize' })).toBe('contest');
    expect(coinOriginOf({ amount: -5, reason: 'lifeline:fifty_fifty' })).toBe('spend');
    expect(coinOriginOf({ amount: 5, reason: 'mystery' })).toBeUndefined();
    for (const source of coinSources) expect(coinOriginOf({ amount: 1, reason: source === 'battle' ? 'battle_win' : source === 'contest' ? 'contest:prize' : source })).toBe(source);
  });
});

describe('daily caps', () => {
  it('never credits past either cap, never a negative amount, and all of it while there is room', () => {
    const cap = dailyCoinCaps.quiz!;
    fc.assert(fc.property(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 1000 }), (amount, profile, account) => {
      const credit = creditWithinCap(amount, cap, { profile, account });
      expect(credit).toBeGreaterThanOrEqual(0);
      expect(credit).toBeLessThanOrEqual(amount);
      if (credit > 0) {
        expect(profile + credit).toBeLessThanOrEqual(cap.profile);
        expect(account + credit).toBeLessThanOrEqual(cap.account);
      }
      if (profile + amount <= cap.profile && account + amount <= cap.account) expect(credit).toBe(amount);
    }));
    expect(creditWithinCap(40, undefined, { profile: 1e6, account: 1e6 })).toBe(40);
  });
});

describe('how the players of a game are related', () => {
  const now = Date.parse('2026-11-28T12:00:00Z');
  it('two profiles of one account play in family', () => {
    expect(gameRelation(['a', 'a'], [], now)).toBe('family');
    expect(gameRelation(['a', 'b', 'c', 'a'], [], now)).toBe('family');
    expect(gameRelation(['a', 'b'], [], now)).toBe('strangers');
  });
  it('a referral makes two accounts one family for its first days, in either direction, and linked after', () => {
    const link = { referred: 'b', referrer: 'a', at: new Date(now - 2 * day).toISOString() };
    expect(gameRelation(['a', 'b'], [link], now)).toBe('family');
    expect(gameRelation(['b', 'a', 'c'], [link], now)).toBe('family');
    expect(gameRelation(['a', 'c'], [link], now)).toBe('strangers');
    expect(gameRelation(['a', 'b'], [link], now + REFERRAL_LINK_DAYS * day)).toBe('linked');
  });
});
