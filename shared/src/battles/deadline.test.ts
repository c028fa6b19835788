import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { backstopAt, battleDeadlineTimer, battleDeadlineTimerName } from './deadline.ts';
import { canReveal } from './timing.ts';

describe('the server-side deadline of a battle question', () => {
  it('fires at the deadline + 1 s, when a reveal is allowed even if nobody answered', () => {
    expect(backstopAt(10_000)).toBe(11_000);
    fc.assert(fc.property(fc.integer({ min: 0, max: 2 ** 42 }), fc.integer({ min: 1, max: 10 }), (deadline, players) => {
      expect(canReveal(0, players, deadline, backstopAt(deadline))).toBe(true);
    }));
  });

  it('names one schedule per battle and question, always a valid Scheduler name', () => {
    expect(battleDeadlineTimerName({ battleId: '0f8b6c1e-2f4a-4d8e-9a51-3c2b1d0e9f7a', index: 3 })).toBe('battle-0f8b6c1e-2f4a-4d8e-9a51-3c2b1d0e9f7a-3');
    fc.assert(fc.property(fc.string({ minLength: 1, maxLength: 100 }), fc.integer({ min: 0, max: 99 }), (battleId, index) => {
      const name = battleDeadlineTimerName({ battleId, index });
      expect(name).toMatch(/^[0-9a-zA-Z-_.]{1,64}$/);
      expect(name.endsWith(`-${index}`)).toBe(true);
    }));
    fc.assert(fc.property(fc.uuid(), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }), (battleId, a, b) => {
      expect(battleDeadlineTimerName({ battleId, index: a }) === battleDeadlineTimerName({ battleId, index: b })).toBe(a === b);
    }));
  });

  it('parses the timer payload with bounds', () => {
    expect(battleDeadlineTimer.safeParse({ battleId: 'b', index: 0 }).success).toBe(true);
    for (const bad of [{}, { battleId: '', index: 0 }, { battleId: 'x'.repeat(101), index: 0 }, { battleId: 'b', index: -1 }, { battleId: 'b', index: 1.5 }, { battleId: 'b', index: 100 }]) {
      expect(battleDeadlineTimer.safeParse(bad).success).toBe(false);
    }
  });
});
