// YouTube Data API quota: what each call costs, and the gate every call passes before it is made.
//
// Source: the API's "Quota Calculator" page (developers.google.com/youtube/v3/determine_quota_cost)
// and its revision history, as stored for this project in 2026:
// - Every request, even an invalid one, costs at least one point; each extra page of a paged
//   list is a new request and costs the method's price again.
// - channels.list, videos.list, playlistItems.list, commentThreads.list, comments.list: 1 unit.
// - search.list used to cost 100 units of the shared 10,000-unit daily pool. Since the revision of
//   June 1, 2026 ("granular quota system, starting with videos.insert and search.list") it has its
//   own bucket instead: "a default quota allocation of 100 search.list calls, 100 videos.insert
//   calls, and 10,000 units per day combined for all other endpoints ... The quota cost is 1 per
//   call." A search therefore no longer touches the 10,000-unit pool.
// - Daily quotas reset at midnight Pacific Time.
// Both numbers are defaults a project can have raised, so they are configurable here and in the
// gate. If Google moves search back into the shared pool, flip SEARCH_LIST_HAS_OWN_BUCKET.

export type YouTubeMethod =
  "search.list" | "videos.list" | "channels.list" | "playlistItems.list" | "commentThreads.list" | "comments.list";

/** Which daily allowance a method draws from. */
export type QuotaBucket = "units" | "search";

/** Default daily allowance of the shared pool (every method except search.list). */
export const DEFAULT_DAILY_UNITS = 10_000;
/** Default daily number of search.list calls, its own bucket since June 2026. */
export const DEFAULT_DAILY_SEARCH_CALLS = 100;
/** True since the 2026-06-01 revision: search.list draws 1 per call from its own bucket. */
export const SEARCH_LIST_HAS_OWN_BUCKET = true;
/** What search.list cost in the shared pool before June 2026 (and would again if that changed back). */
export const LEGACY_SEARCH_LIST_UNITS = 100;

/** Cost of one request, in the units of the method's bucket (see quotaBucket). */
export const QUOTA_COSTS: Readonly<Record<YouTubeMethod, number>> = {
  "search.list": SEARCH_LIST_HAS_OWN_BUCKET ? 1 : LEGACY_SEARCH_LIST_UNITS,
  "videos.list": 1,
  "channels.list": 1,
  "playlistItems.list": 1,
  "commentThreads.list": 1,
  "comments.list": 1,
};

export function quotaBucket(method: YouTubeMethod): QuotaBucket {
  return method === "search.list" && SEARCH_LIST_HAS_OWN_BUCKET ? "search" : "units";
}

const PACIFIC_DAY = new Intl.DateTimeFormat("en-CA", {
  timeZone: "America/Los_Angeles",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The quota day a moment belongs to, "YYYY-MM-DD" in Pacific Time (when YouTube resets quotas). */
export function quotaDay(at: Date): string {
  return PACIFIC_DAY.format(at);
}

/**
 * Decides, before a request is sent, whether the day's budget allows it. `units` is the cost in
 * the method's bucket (QUOTA_COSTS). Resolves when the units are reserved; rejects with
 * QuotaRefusedError (and reserves nothing) when they would exceed the budget.
 */
export interface QuotaGate {
  reserve(method: YouTubeMethod, units: number): Promise<void>;
}

export class QuotaRefusedError extends Error {
  readonly method: YouTubeMethod;
  readonly bucket: QuotaBucket;
  readonly requested: number;
  readonly remaining: number;

  constructor(details: { method: YouTubeMethod; bucket: QuotaBucket; requested: number; remaining: number }) {
    super(
      `YouTube quota budget exhausted: ${details.method} needs ${details.requested} from the ` +
        `${details.bucket} bucket, ${details.remaining} left today`,
    );
    this.name = "QuotaRefusedError";
    this.method = details.method;
    this.bucket = details.bucket;
    this.requested = details.requested;
    this.remaining = details.remaining;
  }
}

export type MemoryQuotaGateOptions = {
  dailyUnits?: number;
  dailySearchCalls?: number;
  /** Clock for the Pacific-time day the counters belong to. */
  now?: () => Date;
};

export type MemoryQuotaGate = QuotaGate & {
  /** What has been reserved so far today. */
  used(): { units: number; searchCalls: number };
  /** Every successful reservation, in order (for tests). */
  readonly reservations: ReadonlyArray<{ method: YouTubeMethod; units: number; day: string }>;
};

/**
 * An in-memory gate for tests and local tools; counters reset when the Pacific-time day changes.
 * search.list reservations count against dailySearchCalls while SEARCH_LIST_HAS_OWN_BUCKET holds;
 * everything else (and search.list, were that flag turned off) against dailyUnits.
 */
export function createMemoryQuotaGate(options: MemoryQuotaGateOptions = {}): MemoryQuotaGate {
  const dailyUnits = options.dailyUnits ?? DEFAULT_DAILY_UNITS;
  const dailySearchCalls = options.dailySearchCalls ?? DEFAULT_DAILY_SEARCH_CALLS;
  const now = options.now ?? (() => new Date());
  const reservations: Array<{ method: YouTubeMethod; units: number; day: string }> = [];
  let day = quotaDay(now());
  let units = 0;
  let searchCalls = 0;

  function rollOver() {
    const today = quotaDay(now());
    if (today !== day) {
      day = today;
      units = 0;
      searchCalls = 0;
    }
  }

  return {
    reservations,
    used() {
      rollOver();
      return { units, searchCalls };
    },
    async reserve(method, requested) {
      if (!Number.isFinite(requested) || requested < 0) {
        throw new RangeError(`Invalid quota reservation: ${requested}`);
      }
      rollOver();
      const bucket = quotaBucket(method);
      if (bucket === "search") {
        const remaining = dailySearchCalls - searchCalls;
        if (requested > remaining) throw new QuotaRefusedError({ method, bucket, requested, remaining });
        searchCalls += requested;
      } else {
        const remaining = dailyUnits - units;
        if (requested > remaining) throw new QuotaRefusedError({ method, bucket, requested, remaining });
        units += requested;
      }
      reservations.push({ method, units: requested, day });
    },
  };
}
