import type {
  DailyAnalyticsRecord,
  SampleWorld,
  VideoAnalyticsRecord,
  VideoStatsSnapshot,
} from "~/features/channel-data/index";
import { seededRandom } from "~/lib/seeded-random";
import { FAKE_ANALYTICS_ORIGIN } from "../origins";

// An offline stand-in for the YouTube Analytics API's reports.query (v2), serving the sample
// channel's numbers (the world's own channel) in the real API's result-table shape
// ({ kind, columnHeaders, rows }) and Google's error bodies. Development and tests only: the
// production bundle never imports it (app/dev, docs/decisions/010-dev-fakes.md).
//
// Where the sample cannot say what YouTube would, the fake decides, and says so here:
// - Traffic sources: the sample has none, so each day's views are split across the usual source
//   types with shares drawn from a random stream seeded by the date (the same split every run).
//   These splits are the fake's invention, not a model of any real channel.
// - The per-video report ("top videos", dimensions=video) answers with the sample's lifetime
//   table for the videos published by endDate, whatever the startDate: the sample keeps daily
//   per-video rows only for its newest videos.
// - One upload's days (dimensions=day, filters=video==ID): the sample keeps daily per-video rows
//   only for its newest videos, so every upload's days are drawn from its public snapshots
//   instead: cumulative views read between snapshots on the forecaster's scale (straight in
//   ln(1 + hours) against ln(1 + views), publication at 0 views), a day's views the difference at
//   its two UTC midnights, nothing after the last snapshot. A smooth curve, not a day-by-day model.
// - Listed uploads' lifetime counters (dimensions=video, filters=video==ID1,ID2,…, metrics among
//   views, likes, comments): each upload's last public snapshot taken by endDate, so they agree
//   with what the Data API fake answers for it; an upload with none has no row.
// - Ad-impression CPM is taken as playback-based CPM ÷ 1.3 (the fake's assumption of 1.3 ad
//   impressions per monetised playback); monetised playbacks follow from revenue, the creator's
//   55% share and playback-based CPM, as the sample generator defines them.
// - Tokens: "fake-invalid-token" (or none) → 401; a token starting "fake-no-revenue" is a
//   channel outside the Partner Program → 403 on any monetary metric; "fake-server-error" → 500;
//   any other token works. Metrics the real reports.query does not offer (impressions, CTR,
//   unique viewers) → 400, as the real API answers.

export { FAKE_ANALYTICS_ORIGIN };
export const FAKE_ANALYTICS_BASE_URL = `${FAKE_ANALYTICS_ORIGIN}/v2`;

export const FAKE_ANALYTICS_TOKENS = {
  invalid: "fake-invalid-token",
  noRevenuePrefix: "fake-no-revenue",
  serverError: "fake-server-error",
} as const;

const CORE = [
  "views",
  "estimatedMinutesWatched",
  "averageViewDuration",
  "averageViewPercentage",
  "subscribersGained",
  "subscribersLost",
];
const MONETARY = ["estimatedRevenue", "cpm", "playbackBasedCpm", "monetizedPlaybacks"];
/** The counters the listed-uploads report gives (the Data API's statistics, as Analytics counts them). */
const COUNTERS = ["views", "likes", "comments"];
const KNOWN_METRICS = new Set([...CORE, ...MONETARY, ...COUNTERS]);
const CREATOR_SHARE = 0.55;
const AD_IMPRESSIONS_PER_PLAYBACK = 1.3;

/** The source types the fake splits views across, with each one's typical weight. */
const TRAFFIC_WEIGHTS: [string, number][] = [
  ["RELATED_VIDEO", 0.32],
  ["YT_SEARCH", 0.22],
  ["BROWSE", 0.2],
  ["SUBSCRIBER", 0.08],
  ["EXT_URL", 0.06],
  ["PLAYLIST", 0.05],
  ["NO_LINK_OTHER", 0.04],
  ["NOTIFICATION", 0.03],
];

type Cells = Record<string, string | number>;

function googleError(status: number, reason: string, message: string) {
  const statusText: Record<number, string> = {
    400: "INVALID_ARGUMENT",
    401: "UNAUTHENTICATED",
    403: "PERMISSION_DENIED",
    500: "INTERNAL",
  };
  return Response.json(
    {
      error: {
        code: status,
        message,
        errors: [{ message, domain: "global", reason }],
        status: statusText[status] ?? "UNKNOWN",
      },
    },
    { status },
  );
}

const round2 = (x: number) => Math.round(x * 100) / 100;

function coreCells(m: DailyAnalyticsRecord | VideoAnalyticsRecord): Cells {
  return {
    views: m.views ?? 0,
    estimatedMinutesWatched: Math.round((m.watchTimeHours ?? 0) * 60),
    averageViewDuration: Math.round(m.averageViewDurationSeconds ?? 0),
    averageViewPercentage: m.averagePercentageViewed ?? 0,
    subscribersGained: m.subscribersGained ?? 0,
    subscribersLost: m.subscribersLost ?? 0,
  };
}

function moneyCells(m: DailyAnalyticsRecord | VideoAnalyticsRecord): Cells {
  const revenue = m.estimatedRevenue ?? 0;
  const playbackCpm = m.cpm ?? 0;
  return {
    estimatedRevenue: revenue,
    playbackBasedCpm: playbackCpm,
    cpm: round2(playbackCpm / AD_IMPRESSIONS_PER_PLAYBACK),
    monetizedPlaybacks: playbackCpm > 0 ? Math.round((revenue * 1000) / (CREATOR_SHARE * playbackCpm)) : 0,
  };
}

/** One day's views split across source types: deterministic for the date, summing to the day's views. */
export function fakeTrafficSplit(
  date: string,
  views: number,
  watchMinutes: number,
): { sourceType: string; views: number; minutes: number }[] {
  const random = seededRandom(`fake-traffic:${date}`);
  const weights = TRAFFIC_WEIGHTS.map(([type, w]) => [type, w * (0.7 + 0.6 * random.next())] as const);
  const total = weights.reduce((s, [, w]) => s + w, 0);
  const parts = weights.map(([type, w]) => ({ sourceType: type, exact: (views * w) / total, share: w / total }));
  const floored = parts.map((p) => ({ ...p, views: Math.floor(p.exact) }));
  let left = views - floored.reduce((s, p) => s + p.views, 0);
  for (const p of [...floored].sort((a, b) => b.exact - Math.floor(b.exact) - (a.exact - Math.floor(a.exact)))) {
    if (left <= 0) break;
    p.views++;
    left--;
  }
  return floored
    .filter((p) => p.views > 0)
    .map((p) => ({ sourceType: p.sourceType, views: p.views, minutes: Math.round(watchMinutes * p.share) }));
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** Cumulative views at `ms` from an upload's snapshots (see the header): 0 before publication, null after the last. */
function viewsAt(publishedMs: number, snapshots: readonly VideoStatsSnapshot[], ms: number): number | null {
  const points = [
    { hours: 0, views: 0 },
    ...snapshots.map((s) => ({ hours: (Date.parse(s.capturedAt) - publishedMs) / HOUR_MS, views: s.viewCount })),
  ]
    .filter((p) => p.hours >= 0)
    .sort((a, b) => a.hours - b.hours);
  const hours = (ms - publishedMs) / HOUR_MS;
  if (hours <= 0) return 0;
  if (hours > points[points.length - 1]!.hours) return null;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!;
    const b = points[i]!;
    if (hours > b.hours) continue;
    const span = Math.log1p(b.hours) - Math.log1p(a.hours);
    const t = span > 0 ? (Math.log1p(hours) - Math.log1p(a.hours)) / span : 1;
    return Math.expm1(Math.log1p(a.views) + t * (Math.log1p(b.views) - Math.log1p(a.views)));
  }
  return points[points.length - 1]!.views;
}

/** One upload's days between two dates, from its snapshots: whole views, summing to the cumulative count. */
function uploadDays(
  publishedMs: number,
  snapshots: readonly VideoStatsSnapshot[],
  startDate: string,
  endDate: string,
): { day: string; views: number }[] {
  const out: { day: string; views: number }[] = [];
  for (let ms = Date.parse(`${startDate}T00:00:00.000Z`); ms <= Date.parse(`${endDate}T00:00:00.000Z`); ms += DAY_MS) {
    // A day before publication has no row; the days end with the last snapshot.
    if (ms + DAY_MS <= publishedMs) continue;
    const end = viewsAt(publishedMs, snapshots, ms + DAY_MS);
    if (end === null) break;
    const start = viewsAt(publishedMs, snapshots, ms) ?? 0;
    out.push({ day: new Date(ms).toISOString().slice(0, 10), views: Math.max(0, Math.round(end) - Math.round(start)) });
  }
  return out;
}

/**
 * The YouTube Reporting API (v1) for the sample channel, at /v1 of the same origin: report types,
 * jobs (one per report type, as Google keeps them), a job's daily reports from 30 days before it
 * was made through yesterday, and each report's CSV. Only channel_reach_basic_a1 is served: its
 * rows are the sample's per-video days that carry impressions and their CTR (the sample keeps
 * daily per-video rows only for its newest videos), one row per video and day, the CTR a fraction.
 * A report's createTime is the job's for the days before it (Google fills those in when a job is
 * made), else the end of its day; reports.list honours startTimeAtOrAfter and createdAfter.
 * `restateReachDay(fake, …)` (tests) makes a later copy of a day with other rows, as Google's backfill does:
 * same startTime and endTime, a new id and a later createTime.
 */
/**
 * Where the caller reached the fake: its own origin in process, the local server's address when
 * served over HTTP (scripts/fake-server.ts keeps the Host header), so download links work there.
 */
const publicOrigin = (request: Request) => {
  const host = request.headers.get("host");
  return host && /^[\w.-]+(:\d+)?$/.test(host) ? `http://${host}` : FAKE_ANALYTICS_ORIGIN;
};

function createFakeReporting(world: SampleWorld) {
  const days = new Map<string, { videoId: string; impressions: number; ctr: number }[]>();
  for (const r of world.own.dailyAnalytics) {
    if (r.videoYoutubeId === null || r.impressions === null || r.impressionsCtr === null || r.impressions <= 0)
      continue;
    const list = days.get(r.date) ?? [];
    list.push({ videoId: r.videoYoutubeId, impressions: r.impressions, ctr: r.impressionsCtr / 100 });
    days.set(r.date, list);
  }
  type ReachRow = { videoId: string; impressions: number; ctr: number };
  const restated = new Map<string, { rows: ReachRow[]; createMs: number }[]>();
  let lastRestateMs = 0;
  const jobs = new Map<string, { id: string; reportTypeId: string; name: string; createTime: string }>();
  const reportError = (status: number, message: string) =>
    Response.json(
      { error: { code: status, message, status: status === 404 ? "NOT_FOUND" : "INVALID_ARGUMENT" } },
      { status },
    );
  const handle = async (request: Request, url: URL): Promise<Response> => {
    const path = url.pathname;
    if (path === "/v1/reportTypes")
      return Response.json({ reportTypes: [{ id: "channel_reach_basic_a1", name: "Reach" }] });
    if (path === "/v1/jobs" && request.method === "POST") {
      const body = (await request.json().catch(() => ({}))) as { reportTypeId?: string; name?: string };
      if (body.reportTypeId !== "channel_reach_basic_a1") return reportError(400, "Invalid report type.");
      if ([...jobs.values()].some((j) => j.reportTypeId === body.reportTypeId))
        return reportError(409, "Job for this report type already exists.");
      const job = {
        id: `fake-job-${jobs.size + 1}`,
        reportTypeId: body.reportTypeId,
        name: String(body.name ?? ""),
        createTime: new Date().toISOString(),
      };
      jobs.set(job.id, job);
      return Response.json(job);
    }
    if (path === "/v1/jobs") return Response.json({ jobs: [...jobs.values()] });
    const listing = /^\/v1\/jobs\/([^/]+)\/reports$/.exec(path);
    if (listing) {
      const job = jobs.get(listing[1]!);
      if (!job) return reportError(404, "Not found.");
      const created = Date.parse(job.createTime);
      const first = new Date(created - 30 * DAY_MS).toISOString().slice(0, 10);
      const yesterday = new Date(Date.now() - DAY_MS).toISOString().slice(0, 10);
      const from = url.searchParams.get("startTimeAtOrAfter")?.slice(0, 10) ?? first;
      const after = url.searchParams.get("createdAfter");
      const afterMs = after === null ? -Infinity : Date.parse(after);
      if (Number.isNaN(afterMs)) return reportError(400, "Invalid createdAfter.");
      const reports = [...new Set([...days.keys(), ...restated.keys()])]
        .filter((d) => d >= first && d >= from && d <= yesterday)
        .sort()
        .reverse()
        .flatMap((d) => {
          const endMs = Date.parse(`${d}T00:00:00Z`) + DAY_MS;
          const copies = [Math.max(created, endMs), ...(restated.get(d) ?? []).map((r) => r.createMs)];
          return copies.map((createMs, copy) => ({
            id: `${job.id}-${d}${copy > 0 ? `-${copy}` : ""}`,
            jobId: job.id,
            startTime: `${d}T00:00:00Z`,
            endTime: new Date(endMs).toISOString(),
            createTime: new Date(createMs).toISOString(),
            downloadUrl: `${publicOrigin(request)}/v1/media/${job.id}/${d.replace(/-/g, "")}${copy > 0 ? `.${copy}` : ""}?alt=media`,
          }));
        })
        .filter((r) => Date.parse(r.createTime) > afterMs);
      return Response.json({ reports });
    }
    const media = /^\/v1\/media\/([^/]+)\/(\d{4})(\d{2})(\d{2})(?:\.(\d+))?$/.exec(path);
    if (media && jobs.has(media[1]!)) {
      const date = `${media[2]}-${media[3]}-${media[4]}`;
      const copy = Number(media[5] ?? 0);
      const rows = copy > 0 ? (restated.get(date)?.[copy - 1]?.rows ?? []) : (days.get(date) ?? []);
      const header =
        "date,channel_id,video_id,live_or_on_demand,subscribed_status,country_code,video_thumbnail_impressions,video_thumbnail_impressions_ctr";
      const lines = rows.map(
        (r) =>
          `${media[2]}${media[3]}${media[4]},${world.own.channel.youtubeId},${r.videoId},on_demand,subscribed,US,${r.impressions},${r.ctr.toFixed(4)}`,
      );
      return new Response(`${[header, ...lines].join("\n")}\n`, { headers: { "content-type": "text/csv" } });
    }
    return reportError(404, "Not found.");
  };
  /** A later copy of a day's report with these rows (Google restating the day). */
  const restateReachDay = (date: string, rows: readonly ReachRow[]) => {
    // Strictly later than every copy before it, even within one millisecond.
    lastRestateMs = Math.max(
      Date.now(),
      lastRestateMs + 1,
      ...[...jobs.values()].map((j) => Date.parse(j.createTime) + 1),
    );
    restated.set(date, [...(restated.get(date) ?? []), { rows: [...rows], createMs: lastRestateMs }]);
  };
  return Object.assign(handle, { restateReachDay });
}

type ReachRows = readonly { videoId: string; impressions: number; ctr: number }[];
const restaters = new WeakMap<object, (date: string, rows: ReachRows) => void>();

/**
 * Google restating a day of the reach report on this fake: a later copy of the day's report with
 * these rows (CTR a fraction), beside the one already listed.
 */
export function restateReachDay(fake: (request: Request) => Promise<Response>, date: string, rows: ReachRows) {
  const restate = restaters.get(fake);
  if (!restate) throw new Error("Not a fake made by createFakeAnalyticsApi.");
  restate(date, rows);
}

export function createFakeAnalyticsApi(world: SampleWorld): (request: Request) => Promise<Response> {
  const reporting = createFakeReporting(world);
  const channelDays = world.own.dailyAnalytics
    .filter((r) => r.videoYoutubeId === null)
    .sort((a, b) => a.date.localeCompare(b.date));
  const publishedOn = new Map(world.own.videos.map((v) => [v.youtubeId, v.publishedAt.slice(0, 10)]));
  const publishedMs = new Map(world.own.videos.map((v) => [v.youtubeId, Date.parse(v.publishedAt)]));
  const snapshotsOf = new Map<string, VideoStatsSnapshot[]>();
  for (const s of world.own.snapshots)
    snapshotsOf.set(s.videoYoutubeId, [...(snapshotsOf.get(s.videoYoutubeId) ?? []), s]);
  const videoRows = world.own.videoAnalytics;

  const api = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    if (url.origin === FAKE_ANALYTICS_ORIGIN && url.pathname.startsWith("/v1/")) {
      const bearer = /^Bearer (.+)$/.exec(request.headers.get("authorization") ?? "")?.[1] ?? "";
      if (!bearer || bearer === FAKE_ANALYTICS_TOKENS.invalid)
        return googleError(401, "authError", "Request had invalid authentication credentials.");
      return reporting(request, url);
    }
    if (url.origin !== FAKE_ANALYTICS_ORIGIN || url.pathname !== "/v2/reports" || request.method !== "GET") {
      return googleError(404, "notFound", "Not found.");
    }
    const token = /^Bearer (.+)$/.exec(request.headers.get("authorization") ?? "")?.[1] ?? "";
    if (!token || token === FAKE_ANALYTICS_TOKENS.invalid) {
      return googleError(401, "authError", "Request had invalid authentication credentials.");
    }
    if (token === FAKE_ANALYTICS_TOKENS.serverError)
      return googleError(500, "internalError", "Internal error encountered.");

    const q = url.searchParams;
    const startDate = q.get("startDate") ?? "";
    const endDate = q.get("endDate") ?? "";
    const metrics = (q.get("metrics") ?? "").split(",").filter(Boolean);
    const dimensions = (q.get("dimensions") ?? "").split(",").filter(Boolean);
    if (q.get("ids") !== "channel==MINE")
      return googleError(400, "badRequest", "Only ids=channel==MINE is served by the fake.");
    if (!DATE.test(startDate) || !DATE.test(endDate) || startDate > endDate)
      return googleError(400, "badRequest", "Invalid startDate or endDate.");
    if (metrics.length === 0) return googleError(400, "required", "Required parameter: metrics");
    const unknown = metrics.find((m) => !KNOWN_METRICS.has(m));
    if (unknown)
      return googleError(400, "badRequest", `Unknown identifier (${unknown}) given in field parameters.metrics.`);
    if (metrics.some((m) => MONETARY.includes(m)) && token.startsWith(FAKE_ANALYTICS_TOKENS.noRevenuePrefix)) {
      return googleError(403, "forbidden", "The caller does not have permission");
    }

    let rows: Cells[];
    const dims = dimensions.join(",");
    const inRange = (date: string) => date >= startDate && date <= endDate;
    const filters = q.get("filters");
    const listed = filters === null ? null : /^video==([\w-]{1,64}(?:,[\w-]{1,64}){0,499})$/.exec(filters)?.[1];
    if (listed === undefined)
      return googleError(400, "badRequest", "Only filters=video==ID (or a list of IDs) is served by the fake.");
    const ids = listed?.split(",") ?? [];
    const video = ids.length === 1 ? ids[0]! : null;
    if (ids.length > 0 && dims === "video") {
      if (metrics.some((m) => !COUNTERS.includes(m)))
        return googleError(400, "badRequest", "The query is not supported.");
      const through = `${endDate}T23:59:59.999Z`;
      rows = ids.flatMap((id): Cells[] => {
        const last = (snapshotsOf.get(id) ?? [])
          .filter((s) => s.capturedAt <= through)
          .reduce<VideoStatsSnapshot | null>((a, s) => (!a || s.capturedAt > a.capturedAt ? s : a), null);
        return last
          ? [{ video: id, views: last.viewCount, likes: last.likeCount ?? 0, comments: last.commentCount ?? 0 }]
          : [];
      });
    } else if (ids.length > 1) {
      return googleError(400, "badRequest", "A list of videos is served only with dimensions=video.");
    } else if (video !== null) {
      if (dims !== "day" || metrics.some((m) => m !== "views" && m !== "estimatedMinutesWatched"))
        return googleError(400, "badRequest", "The query is not supported.");
      const at = publishedMs.get(video);
      const minutesPerView = (videoRows.find((v) => v.videoYoutubeId === video)?.averageViewDurationSeconds ?? 0) / 60;
      rows =
        at === undefined
          ? []
          : uploadDays(at, snapshotsOf.get(video) ?? [], startDate, endDate).map((d) => ({
              day: d.day,
              views: d.views,
              estimatedMinutesWatched: Math.round(d.views * minutesPerView),
            }));
    } else if (dims === "day") {
      rows = channelDays
        .filter((r) => inRange(r.date))
        .map((r) => ({ day: r.date, ...coreCells(r), ...moneyCells(r) }));
    } else if (dims === "day,insightTrafficSourceType") {
      if (metrics.some((m) => m !== "views" && m !== "estimatedMinutesWatched"))
        return googleError(400, "badRequest", "The query is not supported.");
      rows = channelDays
        .filter((r) => inRange(r.date))
        .flatMap((r) =>
          fakeTrafficSplit(r.date, r.views ?? 0, Math.round((r.watchTimeHours ?? 0) * 60)).map((s) => ({
            day: r.date,
            insightTrafficSourceType: s.sourceType,
            views: s.views,
            estimatedMinutesWatched: s.minutes,
          })),
        );
    } else if (dims === "video") {
      const maxResults = Number(q.get("maxResults") ?? "0");
      const sort = q.get("sort") ?? "";
      if (!Number.isInteger(maxResults) || maxResults < 1 || maxResults > 200 || !/^-/.test(sort)) {
        return googleError(
          400,
          "badRequest",
          "The top videos report needs a descending sort and maxResults of 1 to 200.",
        );
      }
      const by = sort.slice(1);
      if (!metrics.includes(by)) return googleError(400, "badRequest", `Sort by ${by} needs it among the metrics.`);
      rows = videoRows
        .filter((v) => (publishedOn.get(v.videoYoutubeId) ?? "9999") <= endDate)
        .map((v): Cells => ({ video: v.videoYoutubeId, ...coreCells(v), ...moneyCells(v) }))
        .sort((a, b) => Number(b[by]) - Number(a[by]))
        .slice(0, maxResults);
    } else {
      return googleError(400, "badRequest", "The query is not supported.");
    }

    const columns = [...dimensions, ...metrics];
    return Response.json({
      kind: "youtubeAnalytics#resultTable",
      columnHeaders: columns.map((name) => ({
        name,
        columnType: dimensions.includes(name) ? "DIMENSION" : "METRIC",
        dataType: dimensions.includes(name) ? "STRING" : Number.isInteger(rows[0]?.[name] ?? 0) ? "INTEGER" : "FLOAT",
      })),
      rows: rows.length > 0 ? rows.map((r) => columns.map((c) => r[c] ?? null)) : undefined,
    });
  };
  restaters.set(api, reporting.restateReachDay);
  return api;
}
