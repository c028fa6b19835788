/** Writing CSV files people open in a spreadsheet (the finance team's payout export). */

/**
 * One CSV cell, safe to open in a spreadsheet: quoted when needed, and a cell starting with a formula character
 * (= + - @, tab, carriage return) is prefixed with an apostrophe so it is shown as text, never evaluated (OWASP
 * "CSV injection").
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  // A text already starting with apostrophes before such a character gets one more, so the one added is always the
  // one to take away (« '@ » and « @ » would both read « '@ » otherwise).
  if (typeof value === 'string' && /^'*[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n;]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180 lines (CRLF), header first. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
