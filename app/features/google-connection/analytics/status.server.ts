// The state of the Google connection for the API Status card (GET /api/youtube-analytics/status),
// in the shape the status endpoints share ({ service, ok, configured, detail, checkedAt }) plus
// the connection's state and sync progress. Signed out (or signed in without a connection) it
// says whether this server can connect at all; signed in, it describes the caller's own
// workspace only. Never a token, never another workspace.
import { eq } from "drizzle-orm";
import type { Db } from "~/lib/db/client.server";
import { googleConnections } from "../tables";
import { isGoogleConfigured } from "../google-config.server";
import { RECONNECT_MESSAGE } from "../messages";
import { syncProgressSchema } from "./backfill.server";

export type ConnectionState = "not-configured" | "not-connected" | "connected" | "reconnect";

export type GoogleAnalyticsStatus = {
  service: "youtube-analytics-api";
  /** False: the card shows an error (reconnect needed, a failed sync, the database down). */
  ok: boolean;
  configured: boolean;
  detail: string;
  checkedAt: string;
  connection: ConnectionState;
  sync: {
    state: "queued" | "running" | "done" | "failed";
    stepsDone: number;
    stepsTotal: number;
    syncedThrough: string | null;
    /** Reports YouTube refused for this channel, recorded as unavailable rather than zero. */
    unavailable: string[];
    includeRevenue: boolean;
    error: string | null;
  } | null;
};

const UNAVAILABLE_WORDS: Record<string, string> = {
  revenue: "revenue (YouTube refused the monetary report: the channel may be outside the Partner Program)",
  trafficSources: "traffic sources",
  channelDays: "daily channel figures",
  videos: "per-video figures",
  videoDays: "each upload's daily views (its first weeks)",
};

export async function googleAnalyticsStatus(
  env: Env,
  db: Db,
  teamChannelId: string | null,
): Promise<GoogleAnalyticsStatus> {
  const checkedAt = new Date().toISOString();
  const configured = isGoogleConfigured(env);
  const base = { service: "youtube-analytics-api" as const, checkedAt, configured, sync: null };
  let connection: typeof googleConnections.$inferSelect | undefined;
  try {
    if (teamChannelId)
      connection = await db
        .select()
        .from(googleConnections)
        .where(eq(googleConnections.teamChannelId, teamChannelId))
        .get();
    else await db.$client.prepare("SELECT 1").first();
  } catch {
    return {
      ...base,
      ok: false,
      connection: configured ? "not-connected" : "not-configured",
      detail: "The database is not answering.",
    };
  }

  if (!connection) {
    // Studio CSV imports keep working either way, so neither is an error.
    return configured
      ? {
          ...base,
          ok: true,
          connection: "not-connected",
          detail:
            "Not connected to Google. Connect with Google in Account Settings, or import YouTube Studio CSV exports.",
        }
      : {
          ...base,
          ok: true,
          connection: "not-configured",
          detail: "Connect with Google is not configured on this server. YouTube Studio CSV imports keep working.",
        };
  }

  const progress = syncProgressSchema.safeParse(connection.syncProgress);
  const sync = {
    state: connection.syncState,
    stepsDone: progress.success ? progress.data.stepsDone : 0,
    stepsTotal: progress.success ? progress.data.stepsTotal : 0,
    syncedThrough: connection.syncedThrough,
    unavailable: connection.unavailable,
    includeRevenue: connection.includeRevenue,
    error: connection.syncError,
  };
  if (connection.status === "revoked") {
    return { ...base, sync, ok: false, connection: "reconnect", detail: RECONNECT_MESSAGE };
  }
  const through = connection.syncedThrough ? ` Analytics through ${connection.syncedThrough}.` : "";
  const missing =
    connection.unavailable.length > 0
      ? ` Unavailable for this channel: ${connection.unavailable.map((u) => UNAVAILABLE_WORDS[u] ?? u).join("; ")}.`
      : "";
  if (connection.syncState === "failed") {
    const reconnect = connection.syncError === RECONNECT_MESSAGE;
    return {
      ...base,
      sync,
      ok: false,
      connection: reconnect ? "reconnect" : "connected",
      detail: reconnect
        ? RECONNECT_MESSAGE
        : `Connected to Google, but the last sync failed: ${connection.syncError ?? "unknown error"}${through}`,
    };
  }
  const detail =
    connection.syncState === "done"
      ? `Connected to Google.${through}${missing}`
      : `Connected to Google: syncing YouTube Analytics, step ${Math.min(sync.stepsDone + 1, sync.stepsTotal)} of ${sync.stepsTotal}.${through}${missing}`;
  return { ...base, sync, ok: true, connection: "connected", detail };
}
