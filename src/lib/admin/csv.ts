import { inIndia } from '../india-time';

// CSV for spreadsheets: every cell quoted with quotes doubled, and a cell that a spreadsheet would
// run as a formula (starting with = + - @, or a tab or carriage return) prefixed with '.

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | null | undefined): string {
  let text = value ?? '';
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvRow(values: ReadonlyArray<string | null | undefined>): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

export const enquiryCsvHeader = [
  'Name',
  'Email',
  'Phone',
  'Company',
  'Website',
  'Service',
  'City',
  'Message',
  'Status',
  'Created At',
  'Lost Reason',
  'Quote Value',
];

/** yyyy-MM-dd HH:mm:ss in India's time zone. */
export function csvTimestamp(iso: string): string {
  return inIndia(iso).slice(0, 19).replace('T', ' ');
}

/** form-submissions-{yyyy-MM-dd}.csv, dated in India. */
export function csvFileName(now: Date): string {
  return `form-submissions-${csvTimestamp(now.toISOString()).slice(0, 10)}.csv`;
}
