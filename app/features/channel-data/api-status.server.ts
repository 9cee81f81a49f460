// Whether each data source is configured and answering, for the account page's API Status card
// and the two status endpoints. A check of the YouTube Data API costs one quota unit from the
// allowance every creator shares, so it is never made per request: the last real check is kept
// in D1 (service_status) and every answer is read from there. A new check is made only
//   - by the hourly cron (refreshYouTubeStatus),
//   - by a signed-in request when the stored one is older than STATUS_REFRESH_MINUTES,
//   - by anyone when nothing has been stored yet for this configuration (a fresh deployment),
// and in every case only by the one request that wins an atomic claim on the row, so a flood of
// requests (signed in or not) spends at most one unit per STATUS_REFRESH_MINUTES.
import { simulatedServices } from "~/lib/simulated-services";
import { and, eq, lte, or, sql } from "drizzle-orm";
import { z } from "zod";
import { youtubeClientFor } from "./youtube-for-env.server";
import { YouTubeApiError } from "./youtube/client";
import type { Db } from "~/lib/db/client.server";
import { serviceStatus } from "./tables";
import { log } from "~/lib/log.server";

export type SourceStatus = {
  service: "youtube-data-api" | "youtube-studio-import";
  ok: boolean;
  configured: boolean;
  detail: string;
  checkedAt: string;
};

/** A signed-in request may start a new check once the stored one is this old (and nobody else has in this window). */
export const STATUS_REFRESH_MINUTES = 10;
const CLAIM_MS = STATUS_REFRESH_MINUTES * 60 * 1000;
const SERVICE = "youtube-data-api";
// Google Developers' channel: a lookup that always exists on the real API.
const PROBE_CHANNEL_ID = "UC_x5XG1OV2P6uZZ5FSM9Ttw";

export const NOT_CHECKED_YET = "The YouTube Data API is configured; its first check is under way. Refresh in a minute.";

/** Who is asking: strangers only ever read the stored check; signed-in users and the cron may renew a stale one. */
export type StatusCaller = "anonymous" | "signed-in";

// In the order fresh answers are built, so a stored answer reads exactly like a fresh one.
const storedSchema = z.object({
  service: z.literal(SERVICE),
  checkedAt: z.string(),
  ok: z.boolean(),
  configured: z.boolean(),
  detail: z.string(),
});

type YouTubeStatusEnv = Parameters<typeof youtubeClientFor>[0];

/** The configuration a stored check belongs to: a changed key or base URL is checked anew. Never the key itself. */
async function configFingerprint(env: YouTubeStatusEnv): Promise<string> {
  const material = `${env.YOUTUBE_API_KEY?.trim() ?? ""}\n${env.YOUTUBE_API_BASE_URL ?? "google"}`;
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(material));
  return [...new Uint8Array(digest).slice(0, 12)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

export async function youtubeDataApiStatus(
  env: YouTubeStatusEnv,
  db: Db,
  caller: StatusCaller,
  now = new Date(),
): Promise<SourceStatus> {
  const base = { service: SERVICE, checkedAt: now.toISOString() } as const;
  // Unconfigured is known without asking anyone: no call, nothing stored.
  if (!env.YOUTUBE_API_KEY?.trim()) {
    return { ...base, ok: false, configured: false, detail: "YouTube API is not configured. Please contact support." };
  }
  const config = await configFingerprint(env);
  const row = await db.select().from(serviceStatus).where(eq(serviceStatus.service, SERVICE)).get();
  const parsed = row && row.config === config ? storedSchema.safeParse(row.result) : null;
  const stored = parsed?.success ? parsed.data : null;
  const stale =
    stored === null || (caller === "signed-in" && (row?.checkedAt?.getTime() ?? 0) <= now.getTime() - CLAIM_MS);
  if (!stale) return stored;
  if (!(await claimCheck(db, config, now, row !== undefined))) {
    return stored ?? { ...base, ok: true, configured: true, detail: NOT_CHECKED_YET };
  }
  const fresh = await probe(env, db, now);
  await db
    .update(serviceStatus)
    .set({ result: fresh, checkedAt: now })
    .where(and(eq(serviceStatus.service, SERVICE), eq(serviceStatus.config, config)));
  return fresh;
}

/**
 * True for the one caller allowed to check now: it inserted the row, or moved `claimed_at` on
 * from a claim older than the window (or from another configuration's row, whose result is
 * dropped in the same statement). Everyone racing it sees its claim and loses.
 */
async function claimCheck(db: Db, config: string, now: Date, exists: boolean): Promise<boolean> {
  if (!exists) {
    const inserted = await db
      .insert(serviceStatus)
      .values({ service: SERVICE, config, claimedAt: now })
      .onConflictDoNothing()
      .returning({ service: serviceStatus.service });
    if (inserted.length > 0) return true;
  }
  const claimed = await db
    .update(serviceStatus)
    .set({
      claimedAt: now,
      config,
      // SET reads the old row: the result survives only when the configuration is unchanged.
      result: sql`CASE WHEN ${serviceStatus.config} = ${config} THEN ${serviceStatus.result} ELSE NULL END`,
      checkedAt: sql`CASE WHEN ${serviceStatus.config} = ${config} THEN ${serviceStatus.checkedAt} ELSE NULL END`,
    })
    .where(
      and(
        eq(serviceStatus.service, SERVICE),
        or(lte(serviceStatus.claimedAt, new Date(now.getTime() - CLAIM_MS)), sql`${serviceStatus.config} <> ${config}`),
      ),
    )
    .returning({ service: serviceStatus.service });
  return claimed.length > 0;
}

/** Who answered: the real API, or the stand-in this server is configured with (named, never passed off as YouTube). */
function answeredDetail(env: YouTubeStatusEnv): string {
  return simulatedServices(env).includes("YouTube")
    ? "The offline YouTube fake answered (simulated sample data, not YouTube): leave YOUTUBE_API_BASE_URL unset for real data."
    : "The YouTube Data API answered.";
}

/** The one real call: channels.list for a channel that always exists (1 unit). */
async function probe(env: YouTubeStatusEnv, db: Db, now: Date): Promise<SourceStatus> {
  const base = { service: SERVICE, checkedAt: now.toISOString() } as const;
  try {
    await youtubeClientFor(env, db, null, { feature: "status" }).getChannel({ kind: "id", id: PROBE_CHANNEL_ID });
    return { ...base, ok: true, configured: true, detail: answeredDetail(env) };
  } catch (error) {
    // "Not found" is still an answer: the API is up and the key works.
    if (error instanceof YouTubeApiError && error.status === 404) {
      return { ...base, ok: true, configured: true, detail: answeredDetail(env) };
    }
    const detail =
      error instanceof YouTubeApiError ? error.message : "Could not reach the YouTube API. Please try again later.";
    return { ...base, ok: false, configured: !(error instanceof YouTubeApiError && error.status === 503), detail };
  }
}

/** The hourly cron's check, so strangers always have a recent answer to read; logged, never thrown. */
export async function refreshYouTubeStatus(env: YouTubeStatusEnv, db: Db, now = new Date()): Promise<boolean | null> {
  try {
    return (await youtubeDataApiStatus(env, db, "signed-in", now)).ok;
  } catch (error) {
    log.error("job.youtube-status-failed", { error: error instanceof Error ? error.name : "unknown" });
    return null;
  }
}
