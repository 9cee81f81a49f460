// A small client for the YouTube Reporting API (v1): bulk daily CSV reports for the creator's own
// channel, read with the Google connection's OAuth token (the yt-analytics.readonly scope). It
// costs no Data API units. Only the reach report is used: thumbnail impressions and their CTR,
// which the Analytics API's reports.query does not give. Responses are checked with zod; the
// token travels only in the Authorization header, and only to the Reporting API's own origin (a
// report's downloadUrl elsewhere is refused rather than handed the token).
import { z } from "zod";

export const YOUTUBE_REPORTING_BASE_URL = "https://youtubereporting.googleapis.com/v1";
/** Thumbnail impressions and their click-through rate, per video and day. */
export const REACH_REPORT_TYPE = "channel_reach_basic_a1";

export type FetchLike = (request: Request) => Promise<Response>;

/** The Reporting API answered with an error; `status` is Google's HTTP status (0: unreachable). */
export class ReportingApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = "ReportingApiError";
    this.status = status;
  }
  /** 400/403: the scope or the channel does not allow it; retrying cannot help. */
  get refused() {
    return this.status === 400 || this.status === 403;
  }
}

const jobSchema = z.object({
  id: z.string().min(1).max(200),
  reportTypeId: z.string(),
  name: z.string().optional(),
  createTime: z.string().optional(),
});
const jobsSchema = z.object({ jobs: z.array(jobSchema).optional(), nextPageToken: z.string().optional() });
// createTime is how a restated day is told apart (same startTime, a later createTime) and the
// cursor the next listing starts after (createdAfter): a report without one cannot be placed.
const reportSchema = z.object({
  id: z.string().min(1).max(200),
  startTime: z.string(),
  endTime: z.string().optional(),
  createTime: z.string().refine((t) => Number.isFinite(Date.parse(t)), "createTime is not a time"),
  downloadUrl: z.string().url(),
});
const reportsSchema = z.object({ reports: z.array(reportSchema).optional(), nextPageToken: z.string().optional() });
const errorSchema = z.object({ error: z.object({ message: z.string().optional() }).optional() });

export type ReportingJob = z.infer<typeof jobSchema>;
export type ReportingReport = z.infer<typeof reportSchema>;

export type ReportingClient = {
  listJobs(): Promise<ReportingJob[]>;
  createJob(reportTypeId: string, name: string): Promise<ReportingJob>;
  /**
   * A job's reports: with `startTimeAtOrAfter`, those whose day starts then or later; with
   * `createdAfter`, those Google made (or remade, for a restated day) after that moment.
   */
  listReports(
    jobId: string,
    filter?: { startTimeAtOrAfter?: string; createdAfter?: string },
  ): Promise<ReportingReport[]>;
  download(report: ReportingReport): Promise<string>;
};

/** At most this many pages of a listing are read (a job's reports are a page or two a month). */
const MAX_PAGES = 10;

export function createReportingClient(options: {
  accessToken: string;
  baseUrl?: string;
  fetch: FetchLike;
}): ReportingClient {
  const base = (options.baseUrl?.trim() || YOUTUBE_REPORTING_BASE_URL).replace(/(?<!\/)\/+$/, "");
  const origin = new URL(base).origin;
  const headers = { authorization: `Bearer ${options.accessToken}`, accept: "application/json" };

  async function call(url: string, init: RequestInit = {}): Promise<Response> {
    let response: Response;
    try {
      response = await options.fetch(new Request(url, { ...init, headers: { ...headers, ...init.headers } }));
    } catch {
      throw new ReportingApiError(0, "Could not reach the YouTube Reporting API.");
    }
    if (!response.ok) {
      const body = errorSchema.safeParse(await response.json().catch(() => null));
      const message = (body.success && body.data.error?.message) || `HTTP ${response.status}`;
      throw new ReportingApiError(
        response.status,
        `The YouTube Reporting API answered ${response.status}: ${message.slice(0, 200)}`,
      );
    }
    return response;
  }
  async function json<T>(schema: z.ZodType<T>, url: string, init?: RequestInit): Promise<T> {
    const parsed = schema.safeParse(await (await call(url, init)).json().catch(() => null));
    if (!parsed.success) throw new ReportingApiError(502, "The YouTube Reporting API returned an unexpected response.");
    return parsed.data;
  }
  async function pages<T>(url: string, read: (page: string) => Promise<{ items: T[]; next?: string }>) {
    const all: T[] = [];
    let token: string | undefined;
    for (let i = 0; i < MAX_PAGES; i++) {
      const page = await read(
        token ? `${url}${url.includes("?") ? "&" : "?"}pageToken=${encodeURIComponent(token)}` : url,
      );
      all.push(...page.items);
      token = page.next;
      if (!token) break;
    }
    return all;
  }

  return {
    listJobs: () =>
      pages(`${base}/jobs`, async (url) => {
        const body = await json(jobsSchema, url);
        return { items: body.jobs ?? [], next: body.nextPageToken };
      }),
    createJob: (reportTypeId, name) =>
      json(jobSchema, `${base}/jobs`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ reportTypeId, name }),
      }),
    listReports: (jobId, filter = {}) => {
      const params = new URLSearchParams();
      if (filter.startTimeAtOrAfter) params.set("startTimeAtOrAfter", filter.startTimeAtOrAfter);
      if (filter.createdAfter) params.set("createdAfter", filter.createdAfter);
      const query = params.size > 0 ? `?${params}` : "";
      return pages(`${base}/jobs/${encodeURIComponent(jobId)}/reports${query}`, async (url) => {
        const body = await json(reportsSchema, url);
        return { items: body.reports ?? [], next: body.nextPageToken };
      });
    },
    async download(report) {
      if (new URL(report.downloadUrl).origin !== origin)
        throw new ReportingApiError(502, "A report's download address is not the YouTube Reporting API's.");
      return (await call(report.downloadUrl, { headers: { accept: "text/csv" } })).text();
    },
  };
}
