import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('quotes every field, doubles quotes and ends lines with CRLF after a BOM', () => {
    const csv = toCsv(['email', 'note'], [['a"b@example.com', 'x,y\nz']]);
    expect(csv).toBe('\uFEFF"email","note"\r\n"a""b@example.com","x,y\nz"\r\n');
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    const csv = toCsv(['v'], [['=HYPERLINK("x")'], ['+1'], ['-2'], ['@SUM(A1)'], ['plain']]);
    expect(csv.split('\r\n').slice(1, 6)).toEqual([
      `"'=HYPERLINK(""x"")"`,
      `"'+1"`,
      `"'-2"`,
      `"'@SUM(A1)"`,
      '"plain"',
    ]);
  });

  it('keeps non-ASCII text as it is', () => {
    expect(toCsv(['e'], [['élodie@exämple.com']])).toContain('"élodie@exämple.com"');
  });
});
