// The dashboard: reads the workspace's channel data once and runs the dashboard engines on it
// (KPIs, Live Visibility Score, upload timing, cadence) plus the forecaster's latest uploads.
import { eq } from "drizzle-orm";
import {
  channelDaysForDashboard,
  lastStudioImportAt,
  type OwnChannelTotals,
  ownChannelTotalsOf,
  trafficForDashboard,
  uploadsOf,
  viewsAtSevenDays,
} from "~/features/channel-data/index.server";
import { type LatestUpload, latestUploadsFor } from "~/features/video-forecast/index.server";
import { type GoogleDataState, googleDataState } from "~/features/google-connection/index.server";
import {
  firstWeekFillsIn,
  GOOGLE_NO_IMPRESSIONS,
  GOOGLE_NO_UNIQUE_VIEWERS,
  GOOGLE_STILL_IMPORTING,
} from "~/features/google-connection/index";
import type { Db } from "~/lib/db/client.server";
import { monthlySentimentForDashboard } from "~/features/comment-sentiment/index.server";
import { users } from "~/lib/auth/tables";
import { analyzeCadence, type CadenceReport } from "./engine/cadence";
import { computeKpis, type ChannelDay, type KpiKey, type KpiReport, MISSING_DAILY_OR_GOOGLE } from "./engine/kpis";
import { uploadTiming, type TimingReport } from "~/lib/upload-timing";
import { visibilityScore, type VisibilityPartKey, type VisibilityScore } from "./engine/visibility";
import { TIME_ZONE_SAVED } from "./messages";
import { timeZoneForm } from "./schema";

/** Two years of uploads cover the visibility history and the cadence windows. */
const HISTORY_DAYS = 2 * 365 + 28;
const DAY_MS = 86_400_000;
const SENTIMENT_MONTHS = 6;

export type GettingStartedStep = { key: "channel" | "studio" | "topic"; done: boolean };

export type SentimentMonth = { month: string; comments: number; meanCompound: number };

export type Dashboard = {
  /** With its subscribers and total views as YouTube gave them, and when: the page's headline figures. */
  channel: OwnChannelTotals | null;
  steps: GettingStartedStep[];
  /** The newest Studio import, for the source line; null when none. */
  studioImportedAt: string | null;
  /** Daily channel rows by where they came from: says which source the KPIs are read from. */
  daysBySource: { studio: number; google: number };
  kpis: KpiReport;
  visibility: VisibilityScore;
  timing: TimingReport;
  cadence: CadenceReport;
  sentiment: SentimentMonth[];
  latest: LatestUpload[];
};

export async function dashboardFor(
  db: Db,
  input: { teamChannelId: string; primaryTopic: string; defaultTopic: string; timeZone: string; now: Date },
): Promise<Dashboard> {
  const { teamChannelId, now } = input;
  const channel = await ownChannelTotalsOf(db, teamChannelId);
  const since = new Date(now.getTime() - HISTORY_DAYS * DAY_MS);
  const [days, traffic, uploads, lastImport, latest, sentiment, google] = await Promise.all([
    channelDays(db, teamChannelId),
    trafficForDashboard(db, teamChannelId),
    channel ? ownUploads(db, teamChannelId, channel.id, since) : Promise.resolve([]),
    lastStudioImportAt(db, teamChannelId),
    channel ? latestUploadsFor(db, teamChannelId, now) : Promise.resolve([]),
    channel ? sentimentByMonth(db, teamChannelId, channel.id, now) : Promise.resolve([]),
    googleDataState(db, teamChannelId),
  ]);
  const longForm = uploads.filter((u) => !u.isShort);
  return {
    channel,
    steps: [
      { key: "channel", done: channel !== null },
      { key: "studio", done: days.length > 0 },
      { key: "topic", done: input.primaryTopic.trim() !== "" && input.primaryTopic !== input.defaultTopic },
    ],
    studioImportedAt: lastImport ? lastImport.toISOString() : null,
    daysBySource: {
      studio: days.filter((d) => d.source === "studio").length,
      google: days.filter((d) => d.source === "google").length,
    },
    kpis: computeKpis({
      days,
      subscribersNow: channel ? (channel.subscriberCount ?? "hidden") : null,
      traffic,
      missing: kpisMissing(google),
    }),
    visibility: visibilityScore({ days, uploads: longForm, missing: visibilityMissing(google, days) }),
    timing: uploadTiming(longForm, input.timeZone, { fillsIn: firstWeekFillsIn(google) }),
    cadence: analyzeCadence(uploads, now.toISOString()),
    sentiment,
    latest,
  };
}

/**
 * The visibility parts' "what fills this" where the Google connection changes the answer: it
 * cannot give impressions or their CTR (only a Studio export can), and it gives every upload's
 * first week once its import ends.
 */
function visibilityMissing(
  google: GoogleDataState,
  days: readonly { source: "studio" | "google" }[],
): Partial<Record<VisibilityPartKey, string>> {
  const newVideoViews = `Needs uploads with a view count at 7 days in each 28-day window. ${firstWeekFillsIn(google)}`;
  if (google === "not-connected" || days.some((d) => d.source === "studio")) return { newVideoViews };
  return { impressions: GOOGLE_NO_IMPRESSIONS, ctr: GOOGLE_NO_IMPRESSIONS, newVideoViews };
}

/**
 * The KPIs' "what fills this" by the Google connection's state: without it, that it brings daily
 * subscribers (as a Studio export does); while it imports, that the import fills them; once made,
 * which KPIs it can never fill (unique viewers and impressions are not in the Analytics API).
 */
function kpisMissing(google: GoogleDataState): Partial<Record<KpiKey, string>> {
  if (google === "not-connected") return { subscriberGrowth: MISSING_DAILY_OR_GOOGLE };
  const never = { watchTimePerViewer: GOOGLE_NO_UNIQUE_VIEWERS, viewerFunnel: GOOGLE_NO_IMPRESSIONS };
  if (google === "importing")
    return { subscriberGrowth: GOOGLE_STILL_IMPORTING, suggestedReach: GOOGLE_STILL_IMPORTING, ...never };
  return never;
}

async function channelDays(db: Db, teamChannelId: string): Promise<(ChannelDay & { source: "studio" | "google" })[]> {
  return channelDaysForDashboard(db, teamChannelId);
}

type Upload = { id: string; publishedAt: string; isShort: boolean; views7d: number | null };

async function ownUploads(db: Db, teamChannelId: string, channelId: string, since: Date): Promise<Upload[]> {
  const [rows, views7d] = await Promise.all([
    uploadsOf(db, teamChannelId, channelId, { since, order: "oldest" }),
    viewsAtSevenDays(db, teamChannelId, channelId, since),
  ]);
  return rows.map((r) => ({
    id: r.id,
    publishedAt: r.publishedAt.toISOString(),
    isShort: r.isShort,
    views7d: views7d.get(r.id) ?? null,
  }));
}

/** Mean sentiment of the scored, non-spam comments on the channel's videos, per month. */
async function sentimentByMonth(
  db: Db,
  teamChannelId: string,
  channelId: string,
  now: Date,
): Promise<SentimentMonth[]> {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (SENTIMENT_MONTHS - 1), 1));
  const rows = await monthlySentimentForDashboard(db, teamChannelId, channelId, from);
  return rows.map((r) => ({
    month: r.month,
    comments: r.comments,
    meanCompound: Math.round(r.meanCompound * 1000) / 1000,
  }));
}

/** Saves the user's time zone (already validated). */
export async function saveTimeZone(db: Db, userId: string, timeZone: string): Promise<void> {
  await db.update(users).set({ timeZone }).where(eq(users.id, userId));
}

/** The user's chosen time zone, read fresh (the session's copy predates a save in this request). */
export async function timeZoneOf(db: Db, userId: string): Promise<string | null> {
  const row = await db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId)).get();
  return row?.timeZone ?? null;
}

/** The time zone form's post, from the dashboard or Account Settings: validated, then saved. */
export async function updateTimeZone(
  db: Db,
  userId: string,
  form: FormData,
): Promise<{ status: 200 | 400; error: string | null; saved: string | null }> {
  const parsed = timeZoneForm.safeParse({ intent: form.get("intent"), timeZone: form.get("timeZone") ?? "" });
  if (!parsed.success) return { status: 400, error: parsed.error.issues[0]!.message, saved: null };
  await saveTimeZone(db, userId, parsed.data.timeZone);
  return { status: 200, error: null, saved: TIME_ZONE_SAVED };
}
