import { provenanceSources, RECENT_WINDOW_DAYS, type PayoutProvenance } from '@plume/shared/payouts/provenance';
import { toCsv } from '@plume/shared/csv';
import type { QueuedPayout } from './api/list-payouts';

const provenanceHeader = [
  ...provenanceSources.map((source) => `lifetime_${source}`),
  ...provenanceSources.map((source) => `last_${RECENT_WINDOW_DAYS}_days_${source}`),
  'account_age_days',
  'flags',
];

/** A request's provenance as cells: coins by source in all, then lately, the account's age and the flags; all empty for a request made before the snapshot. */
function provenanceCells(provenance: PayoutProvenance | undefined): (string | number)[] {
  if (!provenance) return provenanceHeader.map(() => '');
  return [
    ...provenanceSources.map((source) => provenance.lifetime[source] ?? 0),
    ...provenanceSources.map((source) => provenance.recent[source] ?? 0),
    provenance.accountAgeDays,
    provenance.flags.join('|'),
  ];
}

/** The queue on screen as a spreadsheet-safe CSV (formula characters neutralized by `toCsv`). */
export function payoutsCsv(items: readonly QueuedPayout[]): string {
  const header = ['id', 'requested_at', 'status', 'email', 'profile', 'coins', 'euros', 'method', 'pay_to', 'updated_at', 'reason', 'history', ...provenanceHeader];
  const rows = items.map((item) => [
    item.id, item.requestedAt, item.status, item.email, item.profileName, item.coins, (item.cents / 100).toFixed(2), item.method, item.payTo, item.updatedAt,
    item.reason ?? '', item.history.map((step) => `${step.at} ${step.status} ${step.by}${step.reason ? ` (${step.reason})` : ''}`).join(' | '),
    ...provenanceCells(item.provenance),
  ]);
  return toCsv(header, rows);
}

/** Hands the CSV to the browser as a download (UTF-8 with a BOM, so spreadsheet programs read the accents). */
export function downloadCsv(csv: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  URL.revokeObjectURL(url);
}
