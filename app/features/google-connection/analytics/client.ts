// A small client for the YouTube Analytics API's reports.query (v2), for the creator's own
// channel (ids=channel==MINE) with the OAuth access token of the Google connection. Responses are
// checked with zod: a column the API did not send is an error, never a silent zero. The token
// travels only in the Authorization header: it is never logged and never put in an error.
import { z } from "zod";

export const YOUTUBE_ANALYTICS_BASE_URL = "https://youtubeanalytics.googleapis.com/v2";

/** The API's "top videos" report takes maxResults up to 200. */
export const MAX_VIDEO_ROWS = 200;

export type FetchLike = (request: Request) => Promise<Response>;

export type ReportQuery = {
  startDate: string;
  endDate: string;
  metrics: readonly string[];
  dimensions: readonly string[];
  /** reports.query's filters, e.g. "video==ID" for one upload's rows. */
  filters?: string;
  sort?: string;
  maxResults?: number;
};

const cell = z.union([z.string(), z.number(), z.null()]);

export const resultTableSchema = z.object({
  columnHeaders: z.array(
    z.object({ name: z.string(), columnType: z.string().optional(), dataType: z.string().optional() }),
  ),
  // An empty report has no `rows` at all.
  rows: z.array(z.array(cell)).optional(),
});

const errorBodySchema = z.object({
  error: z
    .object({ code: z.number().optional(), message: z.string().optional(), status: z.string().optional() })
    .optional(),
});

/** A report the API answered with an error. `status` is Google's HTTP status (0: unreachable). */
export class AnalyticsApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = "AnalyticsApiError";
    this.status = status;
  }
  /** 403 (scope or Partner Program) and 400 (a metric this channel's report does not offer): retrying cannot help. */
  get refused() {
    return this.status === 400 || this.status === 403;
  }
}

export type ReportRow = Record<string, string | number | null>;

export type AnalyticsClient = { query(report: ReportQuery): Promise<ReportRow[]> };

export function createAnalyticsClient(options: {
  accessToken: string;
  baseUrl?: string;
  fetch: FetchLike;
}): AnalyticsClient {
  const base = (options.baseUrl?.trim() || YOUTUBE_ANALYTICS_BASE_URL).replace(/(?<!\/)\/+$/, "");
  return {
    async query(report) {
      const params = new URLSearchParams({
        ids: "channel==MINE",
        startDate: report.startDate,
        endDate: report.endDate,
        metrics: report.metrics.join(","),
        dimensions: report.dimensions.join(","),
      });
      if (report.filters) params.set("filters", report.filters);
      if (report.sort) params.set("sort", report.sort);
      if (report.maxResults) params.set("maxResults", String(report.maxResults));
      let response: Response;
      try {
        response = await options.fetch(
          new Request(`${base}/reports?${params}`, {
            headers: { authorization: `Bearer ${options.accessToken}`, accept: "application/json" },
          }),
        );
      } catch {
        throw new AnalyticsApiError(0, "Could not reach the YouTube Analytics API.");
      }
      const body: unknown = await response.json().catch(() => null);
      if (!response.ok) {
        const detail = errorBodySchema.safeParse(body);
        const message = (detail.success && detail.data.error?.message) || `HTTP ${response.status}`;
        throw new AnalyticsApiError(
          response.status,
          `The YouTube Analytics API answered ${response.status}: ${message.slice(0, 200)}`,
        );
      }
      const table = resultTableSchema.safeParse(body);
      if (!table.success)
        throw new AnalyticsApiError(502, "The YouTube Analytics API returned an unexpected response.");
      const names = table.data.columnHeaders.map((h) => h.name);
      for (const wanted of [...report.dimensions, ...report.metrics]) {
        if (!names.includes(wanted))
          throw new AnalyticsApiError(502, `The YouTube Analytics API left out the column ${wanted}.`);
      }
      return (table.data.rows ?? []).map((row) => Object.fromEntries(names.map((name, i) => [name, row[i] ?? null])));
    },
  };
}

/** A number cell, or null when the API sent none (never a made-up zero). */
export function numberOf(row: ReportRow, name: string): number | null {
  const value = row[name];
  if (typeof value === "number" && Number.isFinite(value)) return value;
  if (typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value))) return Number(value);
  return null;
}

export function textOf(row: ReportRow, name: string): string | null {
  const value = row[name];
  return typeof value === "string" && value !== "" ? value : null;
}
