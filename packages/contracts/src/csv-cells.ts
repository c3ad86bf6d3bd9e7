/*
 * CSV files for a spreadsheet: UTF-8 with a byte order mark (so Excel reads Arabic right), CRLF
 * line ends and RFC 4180 quoting. A text cell a spreadsheet would run as a formula (starting with
 * = + - @, a tab or a carriage return) is prefixed with a single quote; numbers stay numbers.
 */

export const CSV_BOM = '\uFEFF';

const formulaStart = /^[=+\-@\t\r]/;

/** One cell, quoted when it must be, never a formula. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole file: the header and the rows, each a line. */
export function csvFile(
  header: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): string {
  return `${CSV_BOM}${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
