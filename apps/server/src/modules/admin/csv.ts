/** Starts of a cell a spreadsheet would run as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: always quoted, quotes doubled, a would-be formula defused with a leading '. */
function cell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/**
 * RFC 4180 CSV that spreadsheets open correctly: a UTF-8 byte order mark (so Excel reads
 * accents), every field quoted, CRLF line ends.
 */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  const lines = [header, ...rows].map((row) => row.map(cell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
