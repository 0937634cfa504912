import { saveBlob } from '@/lib/download';

export type CsvValue = string | number | null | undefined;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break. Text beginning
 * with =, +, - or @ (or a tab or carriage return) gets a leading ' so a spreadsheet shows it
 * instead of running it as a formula; numbers are written as they are.
 */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The header line and one line per row, CRLF-separated. */
export function toCsv(header: string[], rows: CsvValue[][]): string {
  return [header, ...rows]
    .map((line) => line.map(csvField).join(','))
    .join('\r\n')
    .concat('\r\n');
}

/** Saves the rows as a UTF-8 CSV file (with a byte order mark, so spreadsheets read the accents). */
export function downloadCsv(name: string, header: string[], rows: CsvValue[][]) {
  saveBlob(new Blob([`\ufeff${toCsv(header, rows)}`], { type: 'text/csv;charset=utf-8' }), name);
}
