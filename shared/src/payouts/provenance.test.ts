import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coinSources } from '../economy.ts';
import {
  accountAgeDays, BURST_WINDOW_DAYS, NEW_ACCOUNT_DAYS, payoutProvenance, payoutProvenanceSchema, provenanceSourceOf, RECENT_WINDOW_DAYS, riskFlags, tallyCredits,
  type LedgerMovement,
} from './provenance.ts';

const DAY = 86_400_000;
const requestedAt = Date.parse('2026-11-28T12:00:00.000Z');
const daysBefore = (days: number) => new Date(requestedAt - days * DAY).toISOString();
const credit = (amount: number, reason: string, days = 0): LedgerMovement => ({ amount, reason, at: daysBefore(days) });
const oldAccount = daysBefore(400);

/** Any ledger entry a wallet may hold: credits from each source, returns, spends and reasons nobody placed, at any time in the last year. */
const movement = fc.record({
  amount: fc.integer({ min: -5000, max: 5000 }).filter((amount) => amount !== 0),
  reason: fc.constantFrom('quiz:daily', 'quiz:quiz-zone', 'dictation:d1', 'battle_win', 'battle_refund', 'battle_draw', 'battle_entry', 'contest:prize', 'referral:u1:referrer', 'welcome', 'payout_hold', 'payout_reversal', 'test_grant', 'demo'),
  at: fc.integer({ min: 0, max: 365 * DAY }).map((age) => new Date(requestedAt - age).toISOString()),
});
const sum = (coins: Partial<Record<string, number>>) => Object.values(coins).reduce<number>((total, value) => total + (value ?? 0), 0);

describe('what counts as a credit from a source', () => {
  it('names the source of a credit, counts an unknown reason as other, and leaves out spends and returns', () => {
    expect(provenanceSourceOf(credit(30, 'quiz:daily'))).toBe('quiz');
    expect(provenanceSourceOf(credit(30, 'battle_win'))).toBe('battle');
    expect(provenanceSourceOf(credit(30, 'contest:prize'))).toBe('contest');
    expect(provenanceSourceOf(credit(30, 'test_grant'))).toBe('other');
    expect(provenanceSourceOf(credit(30, 'battle_refund'))).toBeUndefined();
    expect(provenanceSourceOf(credit(5000, 'payout_reversal'))).toBeUndefined();
    expect(provenanceSourceOf(credit(-5000, 'payout_hold'))).toBeUndefined();
    expect(provenanceSourceOf(credit(-10, 'quiz:daily'))).toBeUndefined();
  });

  it('sums by source over the lifetime and the last 30 days, the 7-day burst apart', () => {
    const tally = tallyCredits([
      credit(100, 'quiz:daily', 1), credit(50, 'quiz:quiz-zone', 40), credit(400, 'battle_win', 3), credit(-40, 'battle_entry', 3),
      credit(40, 'battle_refund', 3), credit(7, 'mystery', 10), credit(-5000, 'payout_hold', 20), credit(5000, 'payout_reversal', 19),
    ], requestedAt);
    expect(tally).toEqual({ lifetime: { quiz: 150, battle: 400, other: 7 }, recent: { quiz: 100, battle: 400, other: 7 }, burstCoins: 500, linkedGameCoins: 0 });
  });

  it('places an entry exactly on a window’s edge inside it, and one with an unreadable time in the lifetime only', () => {
    const tally = tallyCredits([credit(10, 'quiz:daily', RECENT_WINDOW_DAYS), credit(20, 'dictation:d1', BURST_WINDOW_DAYS), { amount: 5, reason: 'welcome', at: 'hier' }], requestedAt);
    expect(tally).toEqual({ lifetime: { quiz: 10, dictation: 20, welcome: 5 }, recent: { quiz: 10, dictation: 20 }, burstCoins: 20, linkedGameCoins: 0 });
  });

  it('counts every credited coin once, whatever the order, the recent window never above the lifetime (property)', () => {
    fc.assert(fc.property(fc.array(movement, { maxLength: 60 }), (ledger) => {
      const tally = tallyCredits(ledger, requestedAt);
      const credited = ledger.filter((entry) => provenanceSourceOf(entry) !== undefined).reduce((total, entry) => total + entry.amount, 0);
      expect(sum(tally.lifetime)).toBe(credited);
      for (const [source, coins] of Object.entries(tally.recent)) expect(coins).toBeLessThanOrEqual(tally.lifetime[source as keyof typeof tally.lifetime]!);
      expect(tally.burstCoins).toBeLessThanOrEqual(sum(tally.recent));
      expect(tallyCredits([...ledger].reverse(), requestedAt)).toEqual(tally);
    }));
  });
});

describe('risk flags', () => {
  const tally = (lifetime: Partial<Record<string, number>>, burstCoins = 0, linkedGameCoins = 0) => ({ lifetime, burstCoins, linkedGameCoins });

  it('flags one source at 80 % of the lifetime, not below', () => {
    expect(riskFlags(tally({ quiz: 800, dictation: 200 }), 400)).toEqual(['single_source']);
    expect(riskFlags(tally({ quiz: 799, dictation: 201 }), 400)).toEqual([]);
    expect(riskFlags(tally({ other: 4 }), 400)).toEqual(['single_source']);
  });

  it('flags a burst when half the lifetime came in the last 7 days, not below', () => {
    expect(riskFlags(tally({ quiz: 500, dictation: 500 }, 500), 400)).toEqual(['burst']);
    expect(riskFlags(tally({ quiz: 500, dictation: 501 }, 500), 400)).toEqual([]);
  });

  it('flags winnings from games against accounts linked by a referral', () => {
    expect(riskFlags(tally({ battle: 100, quiz: 100 }, 0, 40), 400)).toEqual(['linked_games']);
    const ledger = [credit(40, 'battle_win_linked', 40), credit(60, 'battle_win', 2), { amount: -20, reason: 'battle_entry', at: new Date(requestedAt).toISOString() }];
    expect(tallyCredits(ledger, requestedAt)).toMatchObject({ lifetime: { battle: 100 }, linkedGameCoins: 40 });
  });

  it('flags an account younger than 30 days, counted in whole days', () => {
    expect(riskFlags(tally({}), NEW_ACCOUNT_DAYS - 1)).toEqual(['new_account']);
    expect(riskFlags(tally({}), NEW_ACCOUNT_DAYS)).toEqual([]);
    expect(accountAgeDays(daysBefore(29.9), requestedAt)).toBe(29);
    expect(accountAgeDays(daysBefore(30), requestedAt)).toBe(30);
    expect(accountAgeDays(new Date(requestedAt + DAY).toISOString(), requestedAt)).toBe(0);
  });

  it('raises nothing on a wallet that never earned: no share of nothing', () => {
    expect(riskFlags(tally({}), 400)).toEqual([]);
  });

  it('flags a wallet of one source whatever its amounts, and never a burst when every credit is older than 7 days (property)', () => {
    fc.assert(fc.property(fc.constantFrom(...coinSources), fc.array(fc.record({ amount: fc.integer({ min: 1, max: 5000 }), age: fc.integer({ min: BURST_WINDOW_DAYS * DAY + 1, max: 365 * DAY }) }), { minLength: 1, maxLength: 30 }), (source, credits) => {
      const reason = source === 'battle' ? 'battle_win' : source === 'contest' ? 'contest:prize' : `${source}:x`;
      const { flags } = payoutProvenance(credits.map(({ amount, age }) => ({ amount, reason, at: new Date(requestedAt - age).toISOString() })), oldAccount, requestedAt);
      expect(flags).toEqual(['single_source']);
    }));
  });
});

describe('the snapshot', () => {
  it('puts the tally, the account’s age and the flags together, in the shape the contract accepts', () => {
    const snapshot = payoutProvenance([credit(6000, 'battle_win', 2), credit(500, 'quiz:daily', 45), credit(50, 'welcome', 12)], daysBefore(12.5), requestedAt);
    expect(snapshot).toEqual({ lifetime: { battle: 6000, quiz: 500, welcome: 50 }, recent: { battle: 6000, welcome: 50 }, accountAgeDays: 12, flags: ['single_source', 'burst', 'new_account'] });
    expect(payoutProvenanceSchema.parse(snapshot)).toEqual(snapshot);
    expect(payoutProvenanceSchema.safeParse({ ...snapshot, lifetime: { casino: 3 } }).success).toBe(false);
  });

  it('is always accepted by the contract (property)', () => {
    fc.assert(fc.property(fc.array(movement, { maxLength: 40 }), fc.integer({ min: 0, max: 3000 }), (ledger, age) => {
      expect(payoutProvenanceSchema.safeParse(payoutProvenance(ledger, daysBefore(age), requestedAt)).success).toBe(true);
    }));
  });
});
