// Reads one CSV of a YouTube Studio Advanced-mode export into validated records and a precise
// report. Pure: text in, data out; no database, no Worker APIs.
//
// Rules (see columns.ts for the columns):
// - Fatal problems (`fileErrors`; then there are no rows): empty file, too large, too many rows,
//   a quote that never closes, the wrong delimiter, a missing required column ("Content" for
//   table data, "Date" for chart and totals data) or daily data given as table data.
// - Rows are numbered as a spreadsheet shows them: the header is row 1. A quoted cell with line
//   breaks is still one row.
// - "Total" rows (Studio's first data row) are skipped and counted, never an error; the table's
//   Total is parsed into `total` so callers can cross-check.
// - A cell that cannot be read (text in a number cell, a bad duration, a negative count) nulls
//   that field, keeps the row and lists {row, column, reason}: one bad cell does not cost the
//   row's other metrics. A row whose key cannot be read (video id, date) is dropped and listed.
// - Empty cells are null, never 0. Blank rows are skipped and counted.
// - A video (table) or a day + video (chart, totals) seen twice: the later row wins, and the pair
//   is listed in `duplicates`.
import type { AnalyticsMetrics, DailyAnalyticsRecord, VideoAnalyticsRecord } from "../types";
import { CsvError, CsvParser, guessDelimiter } from "~/lib/csv";
import {
  type ColumnMatch,
  type ColumnSpec,
  METRIC_KEYS,
  type MatchedColumn,
  type MetricKey,
  REQUIRED_FIELDS,
  type StudioFileKind,
  matchColumns,
} from "./columns";

export type { StudioFileKind } from "./columns";

export const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;
/** Data rows, the header not counted. A year of daily data for 500 videos is 182,500. */
export const DEFAULT_MAX_ROWS = 200_000;
/** Row errors listed in full; past this they are only counted (`omittedRowErrors`). */
export const DEFAULT_MAX_ROW_ERRORS = 1_000;

export type StudioParseOptions = {
  /** UTF-8 size limit; 5 MB (5 × 1,048,576 bytes) unless told. */
  maxBytes?: number;
  maxRows?: number;
  maxRowErrors?: number;
};

export type StudioRowError = { row: number; column: string; reason: string };

/** A key seen twice: `row` replaced the record read from `replacedRow`. */
export type StudioDuplicate = { row: number; replacedRow: number; key: string };

/** What the export says about a video besides its metrics. */
export type StudioVideoDetails = {
  videoYoutubeId: string;
  title: string | null;
  /** ISO 8601, UTC; midnight when the export gives only a date (it usually does). */
  publishedAt: string | null;
  durationSeconds: number | null;
};

export type StudioSkipped = {
  /** "Total" rows. */
  total: number;
  /** Rows with no text in any cell. */
  empty: number;
  /** Rows dropped because their video id or date could not be read (each one is in rowErrors). */
  invalid: number;
  /** Rows replaced by a later row with the same key (each one is in duplicates). */
  duplicate: number;
};

type StudioParseReport = {
  /** What the headers say the file is: Content without Date = table, Date with Content = chart, Date alone = totals. */
  detectedKind: StudioFileKind | null;
  fileErrors: string[];
  /** Non-fatal file-level notes (a column not imported, a repeated column, no data rows). */
  warnings: string[];
  rowErrors: StudioRowError[];
  /** Row errors past `maxRowErrors`, counted but not listed. */
  omittedRowErrors: number;
  duplicates: StudioDuplicate[];
  skipped: StudioSkipped;
  /** Rows after the header, blank ones included: rows.length + every skipped count. */
  dataRows: number;
  /** The recognised columns, as the file spells them, and the field each fills. */
  columns: { header: string; field: ColumnSpec["field"] }[];
  unknownColumns: string[];
  /** Title, publish time and duration per video, when the file has those columns. */
  videos: StudioVideoDetails[];
};

export type StudioTableParseResult = StudioParseReport & {
  kind: "table";
  rows: VideoAnalyticsRecord[];
  /** The file's "Total" row, when it has one. */
  total: AnalyticsMetrics | null;
};

export type StudioDailyParseResult = StudioParseReport & {
  kind: "chart" | "totals";
  rows: DailyAnalyticsRecord[];
};

export type StudioParseResult = StudioTableParseResult | StudioDailyParseResult;

export function parseStudioExport(kind: "table", text: string, options?: StudioParseOptions): StudioTableParseResult;
export function parseStudioExport(
  kind: "chart" | "totals",
  text: string,
  options?: StudioParseOptions,
): StudioDailyParseResult;
export function parseStudioExport(kind: StudioFileKind, text: string, options?: StudioParseOptions): StudioParseResult;
export function parseStudioExport(
  kind: StudioFileKind,
  text: string,
  options: StudioParseOptions = {},
): StudioParseResult {
  const report: StudioParseReport = {
    detectedKind: null,
    fileErrors: [],
    warnings: [],
    rowErrors: [],
    omittedRowErrors: 0,
    duplicates: [],
    skipped: { total: 0, empty: 0, invalid: 0, duplicate: 0 },
    dataRows: 0,
    columns: [],
    unknownColumns: [],
    videos: [],
  };
  const tableRows: VideoAnalyticsRecord[] = [];
  const dailyRows: DailyAnalyticsRecord[] = [];
  const result: StudioParseResult =
    kind === "table"
      ? Object.assign(report, { kind, rows: tableRows, total: null })
      : Object.assign(report, { kind, rows: dailyRows });
  const fail = (message: string): StudioParseResult => {
    result.fileErrors.push(message);
    result.rows.length = 0;
    result.videos.length = 0;
    if (result.kind === "table") result.total = null;
    return result;
  };

  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const maxRows = options.maxRows ?? DEFAULT_MAX_ROWS;
  const size = utf8ByteLengthOver(text, maxBytes);
  if (size !== null) {
    const actual = formatSize(size);
    const limit = formatSize(maxBytes);
    return fail(
      `This file is ${actual === limit ? "over" : `${actual}, over`} the ${limit} limit for a YouTube Studio export. ` +
        "Export a shorter date range or fewer videos and try again.",
    );
  }

  let records: string[][];
  try {
    const parser = new CsvParser({ maxRows: maxRows + 1 });
    records = parser.push(text);
    for (const record of parser.finish()) records.push(record);
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    if (error.code === "too-many-rows") {
      return fail(
        `This file has more than ${maxRows.toLocaleString("en-US")} rows, the most Vidwise reads from one file. ` +
          "Export a shorter date range or fewer videos and try again.",
      );
    }
    return fail(`This file is damaged and cannot be read. ${error.message}`);
  }

  const headerIndex = records.findIndex((record) => !isBlank(record));
  if (headerIndex < 0) return fail("This file is empty.");
  const header = records[headerIndex]!;
  const columns = matchColumns(header);
  result.columns = columns.matched.map((c) => ({ header: c.header, field: c.spec.field }));
  result.unknownColumns = columns.unknown;
  result.warnings.push(...columns.warnings);
  const hasContent = columns.byField.videoYoutubeId !== undefined;
  const hasDate = columns.byField.date !== undefined;
  result.detectedKind = hasDate ? (hasContent ? "chart" : "totals") : hasContent ? "table" : null;

  const missing = REQUIRED_FIELDS[kind].filter((field) => columns.byField[field] === undefined);
  if (missing.length > 0) {
    const delimiter = guessDelimiter(header.join(","));
    if (delimiter.delimiter !== ",") {
      return fail(
        `This file is separated by ${delimiter.name}, not commas. Export it again from YouTube Studio ` +
          '(Export current view → "Comma-separated values (.csv)"), or save it from your spreadsheet as CSV with commas.',
      );
    }
    return fail(missingColumnMessage(kind, header, columns));
  }
  if (kind === "table" && hasDate) {
    return fail(
      'This file has a "Date" column, so it holds daily figures (Chart data.csv or Totals.csv), not the per-video ' +
        "Table data.csv. Import it as chart or totals data instead.",
    );
  }

  const context: RowContext = {
    result,
    columns,
    metricColumns: columns.matched.filter((c) => isMetricKey(c.spec.field)),
    dateCache: new Map(),
    publishTimeCache: new Map(),
    headerLength: header.length,
    maxRowErrors: options.maxRowErrors ?? DEFAULT_MAX_ROW_ERRORS,
    videos: new Map(),
  };
  const seen = new Map<string, { index: number; row: number }>();
  for (let r = headerIndex + 1; r < records.length; r++) {
    const record = records[r]!;
    const row = r + 1;
    result.dataRows++;
    if (isBlank(record)) {
      result.skipped.empty++;
      continue;
    }
    checkCellCount(context, record, row);

    if (result.kind === "table") {
      const idColumn = columns.byField.videoYoutubeId!;
      const idCell = cellOf(record, idColumn);
      if (isTotalLabel(idCell)) {
        result.skipped.total++;
        if (result.total === null) result.total = readMetrics(context, record, row);
        continue;
      }
      const id = parseVideoId(idCell);
      if (!id.ok) {
        addRowError(context, row, idColumn.header, id.reason);
        result.skipped.invalid++;
        continue;
      }
      const entry: VideoAnalyticsRecord = { videoYoutubeId: id.value, ...readMetrics(context, record, row) };
      readDetails(context, record, row, id.value);
      keepLatest(context, seen, result.rows, entry, id.value, row);
    } else {
      const dateColumn = columns.byField.date!;
      const dateCell = cellOf(record, dateColumn);
      if (isTotalLabel(dateCell)) {
        result.skipped.total++;
        continue;
      }
      const date = cached(context.dateCache, dateCell, parseDate);
      if (!date.ok) {
        addRowError(context, row, dateColumn.header, date.reason);
        result.skipped.invalid++;
        continue;
      }
      let videoId: string | null = null;
      const idColumn = columns.byField.videoYoutubeId;
      if (idColumn) {
        const idCell = cellOf(record, idColumn);
        if (isTotalLabel(idCell)) {
          result.skipped.total++;
          continue;
        }
        const id = parseVideoId(idCell);
        if (!id.ok) {
          addRowError(context, row, idColumn.header, id.reason);
          result.skipped.invalid++;
          continue;
        }
        videoId = id.value;
        readDetails(context, record, row, videoId);
      }
      const daily: DailyAnalyticsRecord = {
        date: date.value,
        videoYoutubeId: videoId,
        ...readMetrics(context, record, row),
      };
      keepLatest(context, seen, result.rows, daily, videoId === null ? date.value : `${date.value} ${videoId}`, row);
    }
  }

  result.videos = [...context.videos.values()];
  if (result.rows.length === 0 && result.skipped.invalid === 0) {
    result.warnings.push(
      result.dataRows - result.skipped.empty === 0
        ? "This file has column names but no data rows."
        : "This file has no video or day rows, only totals.",
    );
  }
  return result;
}

type RowContext = {
  result: StudioParseResult;
  columns: ColumnMatch;
  /** The matched columns that fill a metric, in file order. */
  metricColumns: MatchedColumn[];
  /** Dates and publish times repeat across rows (every video has the same days): read each once. */
  dateCache: Map<string, CellResult<string>>;
  publishTimeCache: Map<string, CellResult<string>>;
  headerLength: number;
  maxRowErrors: number;
  videos: Map<string, StudioVideoDetails>;
};

function cached<T>(cache: Map<string, T>, cell: string, read: (cell: string) => T): T {
  let value = cache.get(cell);
  if (value === undefined) {
    value = read(cell);
    if (cache.size < 10_000) cache.set(cell, value);
  }
  return value;
}

function addRowError(context: RowContext, row: number, column: string, reason: string): void {
  if (context.result.rowErrors.length < context.maxRowErrors) context.result.rowErrors.push({ row, column, reason });
  else context.result.omittedRowErrors++;
}

function keepLatest<T>(
  context: RowContext,
  seen: Map<string, { index: number; row: number }>,
  rows: T[],
  record: T,
  key: string,
  row: number,
): void {
  const previous = seen.get(key);
  if (previous) {
    rows[previous.index] = record;
    context.result.duplicates.push({ row, replacedRow: previous.row, key });
    context.result.skipped.duplicate++;
    seen.set(key, { index: previous.index, row });
  } else {
    seen.set(key, { index: rows.length, row });
    rows.push(record);
  }
}

function checkCellCount(context: RowContext, record: string[], row: number): void {
  const expected = context.headerLength;
  if (record.length < expected) {
    addRowError(
      context,
      row,
      "",
      `This row has ${record.length} ${record.length === 1 ? "cell" : "cells"} but the header has ${expected} columns; the missing cells were read as empty.`,
    );
  } else {
    for (let i = expected; i < record.length; i++) {
      if (record[i]!.trim() !== "") {
        addRowError(context, row, `Column ${i + 1}`, "This cell is past the last named column and was ignored.");
        break;
      }
    }
  }
}

const METRIC_KEY_SET: ReadonlySet<string> = new Set(METRIC_KEYS);

function isMetricKey(field: ColumnSpec["field"]): field is MetricKey {
  return METRIC_KEY_SET.has(field);
}

/** Every metric, null unless the file has its column; cells read in file order, so errors are too. */
function readMetrics(context: RowContext, record: string[], row: number): AnalyticsMetrics {
  const metrics: AnalyticsMetrics = {
    views: null,
    watchTimeHours: null,
    averageViewDurationSeconds: null,
    averagePercentageViewed: null,
    impressions: null,
    impressionsCtr: null,
    subscribersGained: null,
    subscribersLost: null,
    uniqueViewers: null,
    estimatedRevenue: null,
    rpm: null,
    cpm: null,
  };
  for (const column of context.metricColumns) {
    metrics[column.spec.field as MetricKey] = readNumberCell(context, column, cellOf(record, column), row);
  }
  return metrics;
}

function readNumberCell(context: RowContext, column: MatchedColumn, cell: string, row: number): number | null {
  if (cell.trim() === "") return null;
  const parsed = parseCell(column.spec, cell);
  if (!parsed.ok) {
    addRowError(context, row, column.header, parsed.reason);
    return null;
  }
  return parsed.value;
}

/**
 * YouTube's limit for a title. A longer "Video title" cell is not one Studio wrote; kept, it would
 * be read by every engine that reads titles, up to a 5 MB file's share of characters.
 */
const MAX_TITLE_CHARACTERS = 100;

/** Over MAX_TITLE_CHARACTERS code points (an emoji is one character to YouTube, two UTF-16 units). */
function longerThanATitle(text: string): boolean {
  if (text.length <= MAX_TITLE_CHARACTERS) return false;
  if (text.length > 2 * MAX_TITLE_CHARACTERS) return true;
  return [...text].length > MAX_TITLE_CHARACTERS;
}

function readDetails(context: RowContext, record: string[], row: number, videoId: string): void {
  const { title, publishedAt, durationSeconds } = context.columns.byField;
  if (!title && !publishedAt && !durationSeconds) return;
  let details = context.videos.get(videoId);
  if (!details) {
    details = { videoYoutubeId: videoId, title: null, publishedAt: null, durationSeconds: null };
    context.videos.set(videoId, details);
  }
  if (title) {
    const text = cellOf(record, title).trim();
    if (longerThanATitle(text))
      addRowError(
        context,
        row,
        title.header,
        `Longer than YouTube's ${MAX_TITLE_CHARACTERS} characters: not a video title.`,
      );
    else if (text !== "") details.title = text;
  }
  if (publishedAt) {
    const cell = cellOf(record, publishedAt);
    if (cell.trim() !== "") {
      const parsed = cached(context.publishTimeCache, cell, parsePublishTime);
      if (parsed.ok) details.publishedAt = parsed.value;
      else addRowError(context, row, publishedAt.header, parsed.reason);
    }
  }
  if (durationSeconds) {
    const value = readNumberCell(context, durationSeconds, cellOf(record, durationSeconds), row);
    if (value !== null) details.durationSeconds = value;
  }
}

function missingColumnMessage(kind: StudioFileKind, header: string[], columns: ColumnMatch): string {
  const first = header.find((h) => h.trim() !== "")?.trim();
  const noneRecognised =
    columns.matched.length === 0
      ? " None of its columns were recognised; if YouTube Studio is not in English, switch it to English and export again."
      : "";
  if (kind === "table") {
    const firstIs = first ? ` Its first column is "${truncate(first)}";` : "";
    return (
      "This file has no \"Content\" column, which holds each video's id in YouTube Studio's Table data.csv." +
      firstIs +
      " export from Analytics → Advanced mode with the table split by Content." +
      noneRecognised
    );
  }
  const looksLikeTable =
    columns.byField.videoYoutubeId !== undefined
      ? " It looks like Table data.csv (one row per video); import it as table data instead."
      : "";
  return (
    'This file has no "Date" column, which Chart data.csv and Totals.csv from YouTube Studio always have.' +
    looksLikeTable +
    noneRecognised
  );
}

// ---------------------------------------------------------------------------------------------
// Cells

export type CellResult<T> = { ok: true; value: T } | { ok: false; reason: string };

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/** An 11-character YouTube video id. Studio writes ids starting with "-" after a space; trimmed. */
export function parseVideoId(cell: string): CellResult<string> {
  let value = cell.trim();
  // A spreadsheet's text marker ("'-abc...") is not part of the id.
  if (value.startsWith("'") && VIDEO_ID.test(value.slice(1))) value = value.slice(1);
  if (value === "") return { ok: false, reason: "The video id is empty." };
  if (!VIDEO_ID.test(value)) {
    return {
      ok: false,
      reason: `"${truncate(value)}" is not a YouTube video id (11 letters, digits, "-" or "_").`,
    };
  }
  return { ok: true, value };
}

function isTotalLabel(cell: string): boolean {
  return /^totals?$/i.test(cell.trim());
}

function isBlank(record: readonly string[]): boolean {
  return record.every((cell) => cell.trim() === "");
}

function cellOf(record: readonly string[], column: MatchedColumn): string {
  return record[column.index] ?? "";
}

/** Reads a metric cell by its column's type. */
export function parseCell(spec: ColumnSpec, cell: string): CellResult<number> {
  let value: CellResult<number>;
  switch (spec.type) {
    case "clock":
    case "seconds":
      value = parseDuration(cell);
      break;
    case "percent":
      value = parseNumber(cell.trim().replace(/(?<!\s)\s*%$/, ""));
      break;
    case "money":
      value = parseNumber(cell.trim().replace(/^([+-]?)\s*(US)?\$\s*/i, "$1"));
      break;
    default:
      value = parseNumber(cell);
  }
  if (!value.ok) return value;
  const n = value.value;
  if (n < 0 && !spec.allowNegative) return { ok: false, reason: `${cell.trim()} is negative; this column cannot be.` };
  if (spec.type === "count" && !Number.isInteger(n))
    return { ok: false, reason: `${cell.trim()} is not a whole number.` };
  if (spec.max !== undefined && n > spec.max) return { ok: false, reason: `${cell.trim()} is more than ${spec.max}.` };
  return { ok: true, value: spec.scale === undefined ? n : n * spec.scale };
}

// "12", "12.", "12.5", ".5": the fraction belongs to the dot (with "\d+\.?\d*" two runs shared the digits).
const PLAIN_NUMBER = /^[+-]?(\d+(?:\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
const COMMA_GROUPS = /^[+-]?\d{1,3}(,\d{3})+(\.\d+)?$/;
const SPACE_GROUPS = /^[+-]?\d{1,3}([ \u00A0\u202F\u2009']\d{3})+([.,]\d+)?$/;
const DOT_GROUPS = /^[+-]?\d{1,3}(\.\d{3}){2,}(,\d+)?$|^[+-]?\d{1,3}(\.\d{3})+,\d+$/;
const DECIMAL_COMMA = /^[+-]?\d+,\d+$/;

/**
 * A number as Studio or a spreadsheet writes it: "1234", "1234.5", "1,234" and "1,234.5"
 * (comma thousands), "1 234" (space, no-break space or apostrophe thousands), "1.234.567" and
 * "1.234,5" (dot thousands, comma decimal), "12,5" (decimal comma: a comma not followed by
 * exactly three digits). A lone "1.234" is one point two three four.
 */
export function parseNumber(cell: string): CellResult<number> {
  const text = cell.trim();
  let normalized: string | null = null;
  if (PLAIN_NUMBER.test(text)) normalized = text;
  else if (COMMA_GROUPS.test(text)) normalized = text.replaceAll(",", "");
  else if (SPACE_GROUPS.test(text)) normalized = text.replace(/[ \u00A0\u202F\u2009']/g, "").replace(",", ".");
  else if (DOT_GROUPS.test(text)) normalized = text.replaceAll(".", "").replace(",", ".");
  else if (DECIMAL_COMMA.test(text)) normalized = text.replace(",", ".");
  const value = normalized === null ? Number.NaN : Number(normalized);
  if (!Number.isFinite(value)) return { ok: false, reason: `"${truncate(text)}" is not a number.` };
  return { ok: true, value: Object.is(value, -0) ? 0 : value };
}

/** "H:MM:SS" or "M:SS" (Studio's "Average view duration"), or a number of seconds. */
export function parseDuration(cell: string): CellResult<number> {
  const text = cell.trim();
  const clock = /^(\d+):(\d{1,2})(?::(\d{1,2}))?(\.\d+)?$/.exec(text);
  if (clock) {
    const [, a, b, c, fraction] = clock;
    const [hours, minutes, seconds] = c === undefined ? [0, Number(a), Number(b)] : [Number(a), Number(b), Number(c)];
    if (seconds >= 60 || (c !== undefined && minutes >= 60)) {
      return { ok: false, reason: `"${truncate(text)}" is not a valid duration (minutes and seconds run to 59).` };
    }
    return { ok: true, value: hours * 3600 + minutes * 60 + seconds + (fraction ? Number(fraction) : 0) };
  }
  const number = parseNumber(text);
  if (number.ok) return number;
  return { ok: false, reason: `"${truncate(text)}" is not a duration (H:MM:SS, M:SS or seconds).` };
}

const MONTHS: Record<string, number> = {};
[
  ["jan", "january"],
  ["feb", "february"],
  ["mar", "march"],
  ["apr", "april"],
  ["may"],
  ["jun", "june"],
  ["jul", "july"],
  ["aug", "august"],
  ["sep", "sept", "september"],
  ["oct", "october"],
  ["nov", "november"],
  ["dec", "december"],
].forEach((names, i) => names.forEach((name) => (MONTHS[name] = i + 1)));

const ISO_DATE = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/;
const MONTH_DAY_YEAR = /^([A-Za-z]+)\.? (\d{1,2}),? (\d{4})$/;
const DAY_MONTH_YEAR = /^(\d{1,2}) ([A-Za-z]+)\.?,? (\d{4})$/;

/** "YYYY-MM-DD", "YYYY/MM/DD", "Sep 20, 2026", "Sep 20 2026", "20 Sep 2026" → "YYYY-MM-DD". */
export function parseDate(cell: string): CellResult<string> {
  const text = cell.trim().replace(/\s+/g, " ");
  if (text === "") return { ok: false, reason: "The date is empty." };
  const parts = dateParts(text);
  if (!parts) {
    return {
      ok: false,
      reason: `"${truncate(text)}" is not a date YouTube Studio writes (YYYY-MM-DD or "Sep 20, 2026").`,
    };
  }
  return validDate(text, parts);
}

function dateParts(text: string): [number, number, number] | null {
  const iso = ISO_DATE.exec(text);
  if (iso) return [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  const mdy = MONTH_DAY_YEAR.exec(text);
  const mdyMonth = mdy && MONTHS[mdy[1]!.toLowerCase()];
  if (mdy && mdyMonth) return [Number(mdy[3]), mdyMonth, Number(mdy[2])];
  const dmy = DAY_MONTH_YEAR.exec(text);
  const dmyMonth = dmy && MONTHS[dmy[2]!.toLowerCase()];
  if (dmy && dmyMonth) return [Number(dmy[3]), dmyMonth, Number(dmy[1])];
  return null;
}

function validDate(text: string, [year, month, day]: [number, number, number]): CellResult<string> {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1970 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return { ok: false, reason: `"${truncate(text)}" is not a real date.` };
  }
  return { ok: true, value: `${year}-${pad(month)}-${pad(day)}` };
}

/**
 * "Video publish time": a date as parseDate reads it, or "YYYY-MM-DD HH:MM[:SS]" /
 * "YYYY-MM-DDTHH:MM[:SS][.sss][Z]". Returns ISO 8601 in UTC; midnight when there is no time.
 * Studio shows publish times in the channel's time zone; without one, it is read as UTC.
 */
export function parsePublishTime(cell: string): CellResult<string> {
  const text = cell.trim();
  const withTime = /^(\d{4})-(\d{1,2})-(\d{1,2})[ T](\d{1,2}):(\d{2})(?::(\d{2})(\.\d+)?)?(Z|[+-]00:?00)?$/.exec(text);
  if (withTime) {
    const date = validDate(text, [Number(withTime[1]), Number(withTime[2]), Number(withTime[3])]);
    if (!date.ok) return date;
    const [hours, minutes, seconds] = [Number(withTime[4]), Number(withTime[5]), Number(withTime[6] ?? 0)];
    if (hours > 23 || minutes > 59 || seconds > 59)
      return { ok: false, reason: `"${truncate(text)}" is not a real time.` };
    const millis = withTime[7] ? Math.round(Number(withTime[7]) * 1000) : 0;
    return {
      ok: true,
      value: `${date.value}T${pad(hours)}:${pad(minutes)}:${pad(seconds)}.${String(millis).padStart(3, "0")}Z`,
    };
  }
  const date = parseDate(text);
  if (!date.ok) return date;
  return { ok: true, value: `${date.value}T00:00:00.000Z` };
}

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

function truncate(text: string, max = 40): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

// ---------------------------------------------------------------------------------------------
// Size

/** The text's UTF-8 size when it is over `limit` bytes, else null; stops counting at the limit. */
function utf8ByteLengthOver(text: string, limit: number): number | null {
  // Every UTF-16 unit is at least one byte and at most three.
  if (text.length * 3 <= limit) return null;
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        i++;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes > limit ? bytes : null;
}

function formatSize(bytes: number): string {
  const MB = 1024 * 1024;
  const format = (value: number, unit: string) => `${Number(value.toFixed(1)).toLocaleString("en-US")} ${unit}`;
  if (bytes >= MB) return format(bytes / MB, "MB");
  if (bytes >= 1024) return format(bytes / 1024, "KB");
  return `${bytes.toLocaleString("en-US")} ${bytes === 1 ? "byte" : "bytes"}`;
}
