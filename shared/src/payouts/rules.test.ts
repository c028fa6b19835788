import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canTransition, checkRedeemAmount, coinsToCents, isValidIban, maskIban, nextRequestAllowedAt, normalizeIban, payoutActions,
  payoutDestinationSchema, payoutStatuses,
} from './rules.ts';

describe('payout transitions', () => {
  it('moves pending → approved → paid, rejects before payment, and never leaves paid or rejected', () => {
    expect(canTransition('approve', 'pending')).toBe(true);
    expect(canTransition('mark_paid', 'approved')).toBe(true);
    expect(canTransition('reject', 'pending')).toBe(true);
    expect(canTransition('reject', 'approved')).toBe(true);
    expect(canTransition('mark_paid', 'pending')).toBe(false);
    expect(canTransition('approve', 'approved')).toBe(false);
    for (const action of payoutActions) {
      expect(canTransition(action, 'paid')).toBe(false);
      expect(canTransition(action, 'rejected')).toBe(false);
    }
  });

  it('reaches every status from pending, and no action keeps a request where it is', () => {
    for (const status of payoutStatuses) for (const action of payoutActions) if (canTransition(action, status)) expect(action).not.toBe(status);
  });
});

describe('IBAN', () => {
  it('accepts real IBANs written with spaces and lower case, and refuses a single changed digit', () => {
    expect(isValidIban('FR76 3000 6000 0112 3456 7890 189')).toBe(true);
    expect(isValidIban('de89370400440532013000')).toBe(true);
    expect(isValidIban('FR76 3000 6000 0112 3456 7890 188')).toBe(false);
    expect(isValidIban('FR76')).toBe(false);
    expect(normalizeIban('fr76 3000-6000')).toBe('FR7630006000');
    expect(maskIban('FR76 3000 6000 0112 3456 7890 189')).toBe('FR76 •••• 0189');
  });

  it('catches every single-digit typo of a valid IBAN (property)', () => {
    const valid = 'FR7630006000011234567890189';
    fc.assert(fc.property(fc.integer({ min: 4, max: valid.length - 1 }), fc.integer({ min: 1, max: 9 }), (index, shift) => {
      const char = valid[index]!;
      if (!/\d/.test(char)) return;
      const typo = valid.slice(0, index) + String((Number(char) + shift) % 10) + valid.slice(index + 1);
      expect(isValidIban(typo)).toBe(false);
    }));
  });

  it('parses a destination: normalized IBAN with its holder, or a PayPal address; anything else is refused', () => {
    expect(payoutDestinationSchema.parse({ method: 'iban', iban: 'fr76 3000 6000 0112 3456 7890 189', holder: 'Claire Martin' }))
      .toEqual({ method: 'iban', iban: 'FR7630006000011234567890189', holder: 'Claire Martin' });
    expect(payoutDestinationSchema.safeParse({ method: 'iban', iban: 'FR7630006000011234567890188', holder: 'Claire' }).success).toBe(false);
    expect(payoutDestinationSchema.safeParse({ method: 'paypal', email: 'pas-une-adresse' }).success).toBe(false);
    expect(payoutDestinationSchema.safeParse({ method: 'iban', iban: 'FR7630006000011234567890189', holder: 'a\u202Eb' }).success).toBe(false);
    expect(payoutDestinationSchema.safeParse({ method: 'cash' }).success).toBe(false);
  });
});

describe('amounts', () => {
  it('values coins in cents, rounded down', () => {
    expect(coinsToCents(5000, 1000)).toBe(500);
    expect(coinsToCents(1999, 1000)).toBe(199);
    fc.assert(fc.property(fc.integer({ min: 0, max: 1e7 }), fc.integer({ min: 1, max: 1e5 }), (coins, perEuro) => {
      const cents = coinsToCents(coins, perEuro);
      expect(cents * perEuro).toBeLessThanOrEqual(coins * 100);
      expect((cents + 1) * perEuro).toBeGreaterThan(coins * 100);
    }));
  });

  it('refuses below the minimum first, then beyond the balance', () => {
    expect(checkRedeemAmount(4999, 100_000, 5000)).toEqual({ ok: false, reason: 'below_minimum', minimum: 5000 });
    expect(checkRedeemAmount(6000, 5500, 5000)).toEqual({ ok: false, reason: 'insufficient', balance: 5500 });
    expect(checkRedeemAmount(5000, 5000, 5000)).toEqual({ ok: true });
    fc.assert(fc.property(fc.nat(1e6), fc.nat(1e6), fc.integer({ min: 1, max: 1e5 }), (coins, balance, minimum) => {
      expect(checkRedeemAmount(coins, balance, minimum).ok).toBe(coins >= minimum && coins <= balance);
    }));
  });

  it('opens the next request 48 hours after the previous one', () => {
    expect(nextRequestAllowedAt(undefined)).toBeUndefined();
    expect(nextRequestAllowedAt(Date.UTC(2026, 0, 1))).toBe(Date.UTC(2026, 0, 3));
  });
});
