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

export const submissionCsvHeader = [
  'Name',
  'Email',
  'Phone',
  'Company',
  'Service',
  'City',
  'Message',
  'Status',
  'Created At',
];

const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;
const pad = (n: number) => String(n).padStart(2, '0');

/** yyyy-MM-dd HH:mm:ss in India's time zone. */
export function csvTimestamp(iso: string): string {
  const d = new Date(new Date(iso).getTime() + IST_OFFSET_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** form-submissions-{yyyy-MM-dd}.csv, dated in India. */
export function csvFileName(now: Date): string {
  return `form-submissions-${csvTimestamp(now.toISOString()).slice(0, 10)}.csv`;
}
