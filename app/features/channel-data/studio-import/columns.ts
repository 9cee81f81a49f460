// The columns of YouTube Studio's Advanced-mode exports, and the fields they fill.
//
// An export is a zip of three CSVs:
// - "Table data.csv": one row per video ("Content" = the video id), a "Total" row first;
// - "Chart data.csv": one row per day and video ("Date", "Content", ...) for the chart's metric;
// - "Totals.csv": one row per day ("Date" and the chart's metric) for everything in the view.
// Every file carries only the metrics chosen in Studio, in Studio's order, so any subset in any
// order is accepted here. Headers are matched ignoring case, surrounding and repeated spaces and
// spaces around brackets ("RPM(USD)" = "RPM (USD)").
//
// Spellings seen in real exports, and kept as aliases:
// - Studio renamed "Impressions" / "Impressions click-through rate (%)" to "Thumbnail impressions"
//   / "Thumbnail click-through rate (%)"; older files still carry the old names.
// - Revenue is "Estimated revenue (USD)" in current exports, "Your estimated revenue (USD)" in
//   older ones. Another currency ("(EUR)") is recognised but not imported: we store US dollars.
// - Older per-video exports name the id column "Video" instead of "Content".
// - "Subscribers" is the net change (gained − lost). It cannot be split into the two figures we
//   keep, so it is recognised but not imported.
// The writer (write-studio.ts) uses each column's first spelling: the current one.
import type { AnalyticsMetrics } from "../types";

export type StudioFileKind = "table" | "chart" | "totals";

export type MetricKey = keyof AnalyticsMetrics;

/** Every metric, in the order the writer puts them (Studio's usual order). */
export const METRIC_KEYS = [
  "views",
  "watchTimeHours",
  "subscribersGained",
  "subscribersLost",
  "averageViewDurationSeconds",
  "averagePercentageViewed",
  "impressions",
  "impressionsCtr",
  "uniqueViewers",
  "estimatedRevenue",
  "rpm",
  "cpm",
] as const satisfies readonly MetricKey[];

// A compile-time check that METRIC_KEYS lists every metric.
type MissingMetric = Exclude<MetricKey, (typeof METRIC_KEYS)[number]>;
const _everyMetricListed: MissingMetric extends never ? true : MissingMetric = true;

export type IdentityField = "videoYoutubeId" | "title" | "publishedAt" | "durationSeconds" | "date";

/** What a cell holds, which decides how it is read and checked. */
export type CellType =
  | "videoId"
  | "text"
  | "date"
  /** "Video publish time": a date, sometimes with a time of day. */
  | "publishTime"
  /** A count of seconds; H:MM:SS accepted too. */
  | "seconds"
  /** H:MM:SS or M:SS; a bare number is taken as seconds. */
  | "clock"
  /** A whole number, never negative. */
  | "count"
  /** A decimal, never negative. */
  | "decimal"
  /** A percentage written without a sign (5.2 = 5.2 %), never negative. */
  | "percent"
  /** US dollars; may be negative when `allowNegative`. */
  | "money";

export type ColumnSpec = {
  /** The field it fills; "subscribersNet" is recognised but not stored (see above). */
  field: MetricKey | IdentityField | "subscribersNet";
  /** Header spellings; the first is what the writer uses. */
  headers: readonly string[];
  type: CellType;
  /** Multiply the cell by this to get the field's unit (minutes → hours). */
  scale?: number;
  allowNegative?: boolean;
  /** Largest valid value (a click-through rate cannot pass 100 %). */
  max?: number;
};

export const COLUMN_SPECS: readonly ColumnSpec[] = [
  { field: "videoYoutubeId", headers: ["Content", "Video"], type: "videoId" },
  { field: "title", headers: ["Video title"], type: "text" },
  { field: "publishedAt", headers: ["Video publish time"], type: "publishTime" },
  { field: "durationSeconds", headers: ["Duration"], type: "seconds" },
  { field: "date", headers: ["Date"], type: "date" },
  { field: "views", headers: ["Views"], type: "count" },
  { field: "watchTimeHours", headers: ["Watch time (hours)"], type: "decimal" },
  { field: "watchTimeHours", headers: ["Watch time (minutes)"], type: "decimal", scale: 1 / 60 },
  { field: "subscribersNet", headers: ["Subscribers"], type: "decimal", allowNegative: true },
  { field: "subscribersGained", headers: ["Subscribers gained"], type: "count" },
  { field: "subscribersLost", headers: ["Subscribers lost"], type: "count" },
  { field: "averageViewDurationSeconds", headers: ["Average view duration"], type: "clock" },
  {
    field: "averagePercentageViewed",
    headers: ["Average percentage viewed (%)", "Average percentage viewed"],
    type: "percent",
  },
  { field: "impressions", headers: ["Thumbnail impressions", "Impressions"], type: "count" },
  {
    field: "impressionsCtr",
    headers: [
      "Thumbnail click-through rate (%)",
      "Impressions click-through rate (%)",
      "Thumbnail click-through rate",
      "Impressions click-through rate",
    ],
    type: "percent",
    max: 100,
  },
  { field: "uniqueViewers", headers: ["Unique viewers"], type: "count" },
  {
    field: "estimatedRevenue",
    headers: ["Estimated revenue (USD)", "Your estimated revenue (USD)"],
    type: "money",
    allowNegative: true,
  },
  { field: "rpm", headers: ["RPM (USD)"], type: "money" },
  { field: "cpm", headers: ["CPM (USD)"], type: "money" },
];

/** The columns a file must have to be read at all. */
export const REQUIRED_FIELDS: Record<StudioFileKind, readonly IdentityField[]> = {
  table: ["videoYoutubeId"],
  chart: ["date"],
  totals: ["date"],
};

/** Lower case, NFKC, single spaces, none just inside or before brackets: "RPM(USD)" = "rpm (usd)". */
export function normalizeHeader(header: string): string {
  return (
    header
      .normalize("NFKC")
      .toLowerCase()
      .replace(/\s+/g, " ")
      // Every space run is one space by now: at most one to drop on each side of a bracket.
      .replace(/ ?\( ?/g, "(")
      .replace(/ ?\)/g, ")")
      .trim()
  );
}

const SPEC_BY_HEADER = new Map<string, ColumnSpec>();
for (const spec of COLUMN_SPECS) {
  for (const header of spec.headers) SPEC_BY_HEADER.set(normalizeHeader(header), spec);
}

/** The Studio header the writer uses for a field. */
export function headerFor(field: ColumnSpec["field"]): string {
  const spec = COLUMN_SPECS.find((s) => s.field === field);
  if (!spec) throw new Error(`No Studio column fills ${field}.`);
  return spec.headers[0]!;
}

export type MatchedColumn = { index: number; header: string; spec: ColumnSpec };

export type ColumnMatch = {
  /** The column that fills each field, the first one when a file repeats a column. */
  byField: Partial<Record<ColumnSpec["field"], MatchedColumn>>;
  /** Every recognised column, in file order. */
  matched: MatchedColumn[];
  /** Headers we do not read, as the file spells them ("Column 7 (no name)" for a blank one). */
  unknown: string[];
  /** File-level notes: repeated columns, net subscribers, other currencies. */
  warnings: string[];
};

const CURRENCY_COLUMN = /^(your estimated revenue|estimated revenue|rpm|cpm)\(([a-z]{3})\)$/;

/** Matches a header row against the known columns. */
export function matchColumns(headers: readonly string[]): ColumnMatch {
  const match: ColumnMatch = { byField: {}, matched: [], unknown: [], warnings: [] };
  headers.forEach((raw, index) => {
    const header = raw.trim();
    if (header === "") {
      match.unknown.push(`Column ${index + 1} (no name)`);
      return;
    }
    const key = normalizeHeader(header);
    const spec = SPEC_BY_HEADER.get(key);
    if (!spec) {
      match.unknown.push(header);
      const currency = CURRENCY_COLUMN.exec(key);
      if (currency && currency[2] !== "usd") {
        match.warnings.push(
          `"${header}" is in ${currency[2]!.toUpperCase()}; Vidwise reads revenue in US dollars only, so it was not imported. ` +
            "Set YouTube Studio's currency to USD before exporting to include it.",
        );
      }
      return;
    }
    const existing = match.byField[spec.field];
    if (existing) {
      match.warnings.push(
        `"${header}" (column ${index + 1}) repeats "${existing.header}" (column ${existing.index + 1}); only the first was read.`,
      );
      return;
    }
    const column = { index, header, spec };
    match.byField[spec.field] = column;
    match.matched.push(column);
  });
  const net = match.byField.subscribersNet;
  if (net && (!match.byField.subscribersGained || !match.byField.subscribersLost)) {
    match.warnings.push(
      `"${net.header}" is the net change in subscribers and cannot be split into subscribers gained and lost, so it was not imported. ` +
        'Add the "Subscribers gained" and "Subscribers lost" metrics in YouTube Studio to include them.',
    );
  }
  return match;
}
