// CSV for the admin exports (RFC 4180: CRLF rows, quoted cells, doubled quotes), safe to open
// in a spreadsheet: a cell that would start a formula is prefixed with a single quote, so a
// waitlist address like "=HYPERLINK(...)" is shown as text, never run (OWASP CSV injection).

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean | Date | null | undefined): string {
  let text: string;
  if (value === null || value === undefined) text = "";
  else if (value instanceof Date) text = value.toISOString();
  else text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: readonly (string | number | boolean | Date | null | undefined)[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

export type CsvColumn<T> = { header: string; value: (row: T) => string | number | boolean | Date | null | undefined };

export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  return csvRow(columns.map((c) => c.header)) + rows.map((row) => csvRow(columns.map((c) => c.value(row)))).join("");
}
