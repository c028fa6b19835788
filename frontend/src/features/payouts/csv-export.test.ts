import { describe, expect, it } from 'vitest';
import type { QueuedPayout } from './api/list-payouts';
import { payoutsCsv } from './csv-export';

const rejected: QueuedPayout = {
  id: 'p1', uid: 'u1', email: 'claire@example.fr', profileId: 'u1', profileName: '=cmd|calc', coins: 5000, cents: 500, method: 'iban',
  destination: 'FR76 •••• 0189', payTo: 'FR7630006000011234567890189 (Claire, Martin)', status: 'rejected', requestedAt: '2026-11-26T10:00:00.000Z',
  updatedAt: '2026-11-26T11:00:00.000Z', reason: '@IBAN', history: [{ status: 'pending', at: '2026-11-26T10:00:00.000Z', by: 'family' }, { status: 'rejected', at: '2026-11-26T11:00:00.000Z', by: 'finance@plume.test', reason: '@IBAN' }],
};
const sources = ['welcome', 'quiz', 'dictation', 'spelling', 'crossword', 'referral', 'battle', 'contest', 'demo', 'other'];

/** The header's cells and the first line's (a quote opens or closes a quoted cell: enough for these lines). */
function cellsOf(csv: string) {
  const split = (line: string) => {
    const cells = [''];
    let quoted = false;
    for (const char of line) {
      if (char === '"') quoted = !quoted;
      else if (char === ',' && !quoted) cells.push('');
      else cells[cells.length - 1] += char;
    }
    return cells;
  };
  const [header, line] = csv.trimEnd().split('\r\n');
  return { header: split(header!), line: split(line!) };
}

describe('the finance CSV export', () => {
  it('writes one line per request with its audit trail, and neutralizes formulas a family could type', () => {
    const csv = payoutsCsv([rejected]);
    const [header, line] = csv.trimEnd().split('\r\n');
    expect(header).toMatch(/^id,requested_at,status,email,profile,coins,euros,method,pay_to,updated_at,reason,history,/);
    expect(line).toContain(`'=cmd|calc`);
    expect(line).toContain(`,'@IBAN,`);
    expect(line).toContain('"FR7630006000011234567890189 (Claire, Martin)"');
    expect(line).toContain('5000,5.00,iban');
    expect(line).toContain('2026-11-26T11:00:00.000Z rejected finance@plume.test (@IBAN)');
  });

  it('carries where the coins came from: a column per source in all and in 30 days, the account’s age and the flags', () => {
    const { header, line } = cellsOf(payoutsCsv([{
      ...rejected,
      provenance: { lifetime: { battle: 6000, quiz: 500 }, recent: { battle: 6000 }, accountAgeDays: 12, flags: ['single_source', 'burst', 'new_account'] },
    }]));
    expect(header.slice(12)).toEqual([...sources.map((source) => `lifetime_${source}`), ...sources.map((source) => `last_30_days_${source}`), 'account_age_days', 'flags']);
    const cell = (name: string) => line[header.indexOf(name)];
    expect([cell('lifetime_battle'), cell('lifetime_quiz'), cell('lifetime_welcome'), cell('last_30_days_battle'), cell('last_30_days_quiz')]).toEqual(['6000', '500', '0', '6000', '0']);
    expect(cell('account_age_days')).toBe('12');
    expect(cell('flags')).toBe('single_source|burst|new_account');
  });

  it('leaves the provenance cells empty for a request made before they were recorded', () => {
    const { header, line } = cellsOf(payoutsCsv([rejected]));
    expect(line).toHaveLength(header.length);
    expect(line.slice(12).every((cell) => cell === '')).toBe(true);
  });
});
