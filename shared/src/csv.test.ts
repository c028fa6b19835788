import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('CSV export', () => {
  it('never lets a cell start a formula, and quotes what needs quoting', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+33 6')).toBe("'+33 6");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(-5)).toBe('-5');
    // Found by the property below: « '@ » and « @ » must not give the same cell.
    expect([csvCell("'@x"), csvCell('@x')]).toEqual(["''@x", "'@x"]);
    expect(csvCell('Martin, Claire')).toBe('"Martin, Claire"');
    expect(toCsv(['a', 'b'], [[1, 'x\ny']])).toBe('a,b\r\n1,"x\ny"\r\n');
  });

  it('keeps every string cell inert and round-trips its text (property)', () => {
    fc.assert(fc.property(fc.string({ maxLength: 40 }), (text) => {
      const cell = csvCell(text);
      const unquoted = cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell;
      expect(/^[=+\-@\t\r]/.test(unquoted)).toBe(false);
      expect(unquoted.replace(/^'(?='*[=+\-@\t\r])/, '')).toBe(text);
    }));
  });
});
