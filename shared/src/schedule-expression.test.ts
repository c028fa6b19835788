import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { atExpression } from './schedule-expression.ts';

describe('atExpression', () => {
  it('writes the whole second at or after the instant, in UTC', () => {
    expect(atExpression(Date.UTC(2026, 10, 26, 7, 0, 5))).toBe('at(2026-11-26T07:00:05)');
    expect(atExpression(Date.UTC(2026, 10, 26, 7, 0, 5, 1))).toBe('at(2026-11-26T07:00:06)');
    expect(atExpression(Date.UTC(2026, 11, 31, 23, 59, 59, 999))).toBe('at(2027-01-01T00:00:00)');
  });

  it('never fires early and at most a second late', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: Date.UTC(9999, 0, 1) }), (at) => {
      const match = /^at\((\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})\)$/.exec(atExpression(at));
      expect(match).not.toBeNull();
      const fires = Date.parse(`${match![1]}Z`);
      expect(fires).toBeGreaterThanOrEqual(at);
      expect(fires - at).toBeLessThan(1_000);
    }));
  });
});
