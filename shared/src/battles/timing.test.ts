import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  acceptanceEnd, BATTLE_POINTS, BATTLE_QUESTION_MS, battlePoints, canReveal, lagCredit, latestAcceptance, MAX_CREDIT_MS, nextQuota, QUOTA_CAP_MS,
  QUOTA_START_MS, responseMs,
} from './timing.ts';

describe('lag credit', () => {
  it('is the smallest of the estimate, 300 ms and the quota', () => {
    expect(lagCredit(120, QUOTA_START_MS)).toBe(120);
    expect(lagCredit(900, QUOTA_START_MS)).toBe(300);
    expect(lagCredit(250, 100)).toBe(100);
    expect(lagCredit(undefined, QUOTA_START_MS)).toBe(0);
    expect(lagCredit(-50, QUOTA_START_MS)).toBe(0);
  });

  it('never earns more than 300 ms, whatever lag is claimed (spoofing)', () => {
    fc.assert(fc.property(fc.double({ noNaN: false }), fc.integer({ min: 0, max: QUOTA_CAP_MS }), (claimed, quota) => {
      const credit = lagCredit(claimed, quota);
      expect(credit).toBeGreaterThanOrEqual(0);
      expect(credit).toBeLessThanOrEqual(Math.min(MAX_CREDIT_MS, quota));
    }));
  });

  it('quota starts at 600 ms, grows 150 ms a question and stays within 1 s however it is spent', () => {
    expect(nextQuota(QUOTA_START_MS, 0)).toBe(750);
    expect(nextQuota(950, 0)).toBe(1_000);
    expect(nextQuota(600, 300)).toBe(450);
    fc.assert(fc.property(fc.array(fc.double({ min: -1e6, max: 1e6 }), { maxLength: 40 }), (claims) => {
      let quota = QUOTA_START_MS;
      let spent = 0;
      for (const claim of claims) {
        const credit = lagCredit(claim, quota);
        spent += credit;
        quota = nextQuota(quota, credit);
        expect(quota).toBeGreaterThanOrEqual(0);
        expect(quota).toBeLessThanOrEqual(QUOTA_CAP_MS);
      }
      // Over n questions a liar can never collect more than the start quota plus the refills.
      expect(spent).toBeLessThanOrEqual(QUOTA_START_MS + 150 * claims.length);
    }));
  });
});

describe('acceptance window and response time', () => {
  it('accepts until deadline + credit + 250 ms', () => {
    expect(acceptanceEnd(10_000, 200)).toBe(10_450);
    expect(latestAcceptance(10_000)).toBe(10_550);
  });

  it('no credit can push an acceptance past the latest one (so a reveal after it is final)', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 2e12 }), fc.double(), fc.integer({ min: 0, max: QUOTA_CAP_MS }), (deadline, claim, quota) => {
      expect(acceptanceEnd(deadline, lagCredit(claim, quota))).toBeLessThanOrEqual(latestAcceptance(deadline));
    }));
  });

  it('response time is receipt − shown − credit, never negative', () => {
    expect(responseMs(5_000, 1_000, 200)).toBe(3_800);
    expect(responseMs(1_100, 1_000, 300)).toBe(0);
  });
});

describe('points', () => {
  it('follow round(P × (1 − t / 2T)) with full points under 0.5 s', () => {
    expect(battlePoints(true, 499)).toBe(BATTLE_POINTS);
    expect(battlePoints(true, 15_000)).toBe(750);
    expect(battlePoints(true, BATTLE_QUESTION_MS)).toBe(500);
    expect(battlePoints(false, 100)).toBe(0);
  });

  it('a faster right answer never scores less, and stays within [P/2, P]', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: BATTLE_QUESTION_MS }), fc.integer({ min: 0, max: BATTLE_QUESTION_MS }), (a, b) => {
      const [fast, slow] = a <= b ? [a, b] : [b, a];
      expect(battlePoints(true, fast)).toBeGreaterThanOrEqual(battlePoints(true, slow));
      expect(battlePoints(true, slow)).toBeGreaterThanOrEqual(BATTLE_POINTS / 2);
      expect(battlePoints(true, fast)).toBeLessThanOrEqual(BATTLE_POINTS);
    }));
  });
});

describe('reveal condition', () => {
  it('reveals when all answered, or once the latest acceptance has passed', () => {
    expect(canReveal(2, 2, 10_000, 5_000)).toBe(true);
    expect(canReveal(1, 2, 10_000, 10_550)).toBe(false);
    expect(canReveal(1, 2, 10_000, 10_551)).toBe(true);
  });

  it('never reveals while some answer could still be accepted', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 5_000 }), fc.integer({ min: 0, max: 300 }), (deadline, before, credit) => {
      const now = acceptanceEnd(deadline, credit) - before;
      expect(canReveal(0, 2, deadline, now)).toBe(false);
    }));
  });
});
