// CSV for every download (the tools' tables, the admin lists): RFC 4180 (CRLF rows, quoted
// cells, doubled quotes), safe to open in a spreadsheet: a cell that would start a formula is prefixed with a single quote, so a
// waitlist address like "=HYPERLINK(...)" is shown as text, never run (OWASP CSV injection).

import { PRODUCT_NAME } from "./brand";
import { type FigureSource, SOURCE_COLUMN, YOUTUBE_LABEL } from "./figure-source";

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

export type CsvColumn<T> = {
  header: string;
  value: (row: T) => string | number | boolean | Date | null | undefined;
  /** Whose figure the column holds, when it holds one: YouTube's, or one Vidwise computed. */
  source?: FigureSource;
};

/**
 * Which columns hold YouTube's figures and which hold Vidwise's estimates, in words: one source
 * when every sourced column shares it, else "YouTube: views, likes; Vidwise estimate: score".
 */
export function sourceSummary<T>(columns: readonly CsvColumn<T>[]): string {
  const groups = new Map<FigureSource, string[]>();
  for (const column of columns) {
    if (!column.source) continue;
    groups.set(column.source, [...(groups.get(column.source) ?? []), column.header]);
  }
  if (groups.size === 1) return [...groups.keys()][0]!;
  // YouTube's first, whatever the column order: the same words in every file.
  return [...groups]
    .sort(([a], [b]) => Number(b === YOUTUBE_LABEL) - Number(a === YOUTUBE_LABEL))
    .map(([source, headers]) => `${source}: ${headers.join(", ")}`)
    .join("; ");
}

/** The same words for a CSV written as a header and rows: `sources` names the sourced headers. */
export function sourceSummaryOf(header: readonly string[], sources: Readonly<Record<string, FigureSource>>): string {
  return sourceSummary(header.map((h) => ({ header: h, value: () => null, source: sources[h] })));
}

/**
 * The columns with a last `source` column added, so a spreadsheet row says by itself which of
 * its figures YouTube reported and which Vidwise estimated (YouTube's API policies ask that
 * derived figures be told apart from YouTube's). Last, so existing columns keep their places.
 */
export function withSourceColumn<T>(columns: readonly CsvColumn<T>[]): CsvColumn<T>[] {
  const summary = sourceSummary(columns);
  return [...columns, { header: SOURCE_COLUMN, value: () => summary }];
}

export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  return csvRow(columns.map((c) => c.header)) + rows.map((row) => csvRow(columns.map((c) => c.value(row)))).join("");
}

/** A byte-order mark first, so Excel reads the file as UTF-8 (emoji and accented titles intact). */
export const CSV_BOM = "\uFEFF";

/**
 * A CSV file download: `text/csv; charset=utf-8`, the BOM, and a dated attachment name
 * (`vidwise-<name>-YYYY-MM-DD.csv`, the UTC date it was made) so repeated exports sort and never
 * overwrite each other. Private and uncached: every export is one workspace's data. A stream
 * is sent as is: it writes its own BOM first (the admin lists do).
 */
export function csvDownload(name: string, csv: string | ReadableStream<Uint8Array>, now = new Date()): Response {
  const body = typeof csv === "string" ? (csv.startsWith(CSV_BOM) ? csv : CSV_BOM + csv) : csv;
  return new Response(body, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${csvFilename(name, now)}"`,
      "cache-control": "private, no-store",
    },
  });
}

export function csvFilename(name: string, now: Date): string {
  return `${PRODUCT_NAME.toLowerCase()}-${name}-${now.toISOString().slice(0, 10)}.csv`;
}
