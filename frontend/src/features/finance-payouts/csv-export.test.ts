import { describe, expect, it } from 'vitest';
import { payoutsCsv } from './csv-export';

describe('the finance CSV export', () => {
  it('writes one line per request with its audit trail, and neutralizes formulas a family could type', () => {
    const csv = payoutsCsv([{
      id: 'p1', uid: 'u1', email: 'claire@example.fr', profileId: 'u1', profileName: '=cmd|calc', coins: 5000, cents: 500, method: 'iban',
      destination: 'FR76 •••• 0189', payTo: 'FR7630006000011234567890189 (Claire, Martin)', status: 'rejected', requestedAt: '2026-11-26T10:00:00.000Z',
      updatedAt: '2026-11-26T11:00:00.000Z', reason: '@IBAN', history: [{ status: 'pending', at: '2026-11-26T10:00:00.000Z', by: 'family' }, { status: 'rejected', at: '2026-11-26T11:00:00.000Z', by: 'finance@plume.test', reason: '@IBAN' }],
    }]);
    const [header, line] = csv.trimEnd().split('\r\n');
    expect(header).toBe('id,requested_at,status,email,profile,coins,euros,method,pay_to,updated_at,reason,history');
    expect(line).toContain(`'=cmd|calc`);
    expect(line).toContain(`,'@IBAN,`);
    expect(line).toContain('"FR7630006000011234567890189 (Claire, Martin)"');
    expect(line).toContain('5000,5.00,iban');
    expect(line).toContain('2026-11-26T11:00:00.000Z rejected finance@plume.test (@IBAN)');
  });
});
