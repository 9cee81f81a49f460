// The track record's use-cases: keep each suggestion when it is made, propose which
// upload it became (the creator confirms or corrects), record that upload's views at 7 and 28
// days from the snapshots (or, where they leave a gap, the daily views of the Google connection or
// a Studio export) and the channel's median as known then, and score the lot (engine/).
//
// Plan: every account, free included, and no analysis is spent reading it. The ledger is the
// proof that the other tools' figures are honest; a proof behind a paywall proves nothing to the
// people deciding whether to pay. Recording happens inside the tools' own (metered) use-cases.
//
// Where: the ledger lives in each workspace's own store (workspaceDb, decision 012); the channel
// and its uploads it is scored against are read from channel-data, which reads the control database.
import { and, asc, eq, inArray, lte } from "drizzle-orm";
import { firstMonthDayReadings, ownChannelOf, uploadsWithSnapshots } from "~/features/channel-data/index.server";
import type { Db } from "~/lib/db/client.server";
import { batchInChunks } from "~/lib/db/batch";
import { rowsPerStatement } from "~/lib/db/raw-batch";
import { workspaceDb } from "~/lib/db/workspace-db.server";
import { AppError } from "~/lib/errors";
import { csvRow, sourceSummaryOf } from "~/lib/csv-write";
import { ESTIMATE_LABEL, type FigureSource, SOURCE_COLUMN, YOUTUBE_LABEL } from "~/lib/figure-source";
import { countOf } from "~/lib/format";
import { inWindow, matchChoices, proposeMatches } from "./engine/match";
import { baselineAt, scoreLedger } from "./engine/score";
import type { LedgerEntry, MatchStatus, SuggestionKind, Upload } from "./engine/types";
import { HOUR_MS, uploadViewsAt } from "./engine/views-at-age";
import { NO_CHANNEL_TEXT, UNKNOWN_CHANNEL_ERROR, UNKNOWN_SUGGESTION_ERROR, UNKNOWN_UPLOAD_ERROR } from "./messages";
import type { TrackRecordPage, TrackRecordSuggestion } from "./page-types";
import { trackRecord } from "./store-tables";

export type { TrackRecordPage, TrackRecordSuggestion };

/** Own uploads read to match and score (the newest; older ones cannot follow a kept suggestion). */
const UPLOADS_READ = 300;
/**
 * The kinds that become an upload later and are proposed one: forecasts, ideas and descriptions
 * written for a planned title. Title rewrites and A/B verdicts come with their upload (or none);
 * a best time to publish and a competitor's outlier are about no one upload.
 */
const MATCHED_KINDS: ReadonlySet<SuggestionKind> = new Set(["forecast", "idea", "description"]);

export type NewSuggestion = {
  kind: SuggestionKind;
  title: string;
  topic?: string;
  low?: number | null;
  expected?: number | null;
  high?: number | null;
  chance?: number | null;
  source?: string;
  origin?: "live" | "replayed";
  madeAt: Date;
  /** A pair known by construction (a replayed forecast of the upload's own title): confirmed at once. */
  videoId?: string | null;
};

const finiteOrNull = (x: number | null | undefined) =>
  typeof x === "number" && Number.isFinite(x) ? Math.round(x) : null;

/** Keeps suggestions in the ledger. Never throws: a tool's answer is not lost for its record. */
export async function recordSuggestions(
  db: Db,
  teamChannelId: string,
  items: readonly NewSuggestion[],
): Promise<number> {
  if (items.length === 0) return 0;
  const channel = await ownChannelOf(db, teamChannelId);
  const rows = items.map((s) => ({
    teamChannelId,
    id: crypto.randomUUID(),
    channelId: channel?.id ?? null,
    kind: s.kind,
    origin: s.origin ?? "live",
    madeAt: s.madeAt,
    title: s.title.slice(0, 300),
    topic: (s.topic ?? "").slice(0, 200),
    low: finiteOrNull(s.low),
    expected: finiteOrNull(s.expected),
    high: finiteOrNull(s.high),
    chance: typeof s.chance === "number" && Number.isFinite(s.chance) ? s.chance : null,
    source: s.source ?? "",
    matchStatus: s.videoId ? "confirmed" : null,
    matchVideoId: s.videoId ?? null,
    matchScore: null,
    matchedAt: s.videoId ? s.madeAt : null,
  }));
  const store = workspaceDb(db, teamChannelId);
  await batchInChunks(
    store,
    rowsPerStatement(trackRecord, rows).map((chunk) => store.insert(trackRecord).values(chunk)),
  );
  return rows.length;
}

/**
 * Keeps suggestions that a tool may make again unchanged (each Analyze suggests again what it
 * suggested before; a verdict is read again with each result): one the ledger already holds with
 * the same kind, upload, source and words is skipped. With `videoId` (an upload already up: a title
 * rewrite, a stored video's description, an A/B test's video) it is confirmed on that upload at
 * once. Callers catch: a tool's answer is not lost for its record.
 */
export async function recordOnce(db: Db, teamChannelId: string, items: readonly NewSuggestion[]): Promise<number> {
  if (items.length === 0) return 0;
  const cut = (title: string) => title.slice(0, 300);
  const held = await workspaceDb(db, teamChannelId)
    .select({
      kind: trackRecord.kind,
      videoId: trackRecord.matchVideoId,
      source: trackRecord.source,
      title: trackRecord.title,
    })
    .from(trackRecord)
    .where(
      and(
        eq(trackRecord.teamChannelId, teamChannelId),
        inArray(trackRecord.title, [...new Set(items.map((s) => cut(s.title)))]),
      ),
    );
  const key = (s: { kind: string; videoId?: string | null; source?: string; title: string }) =>
    JSON.stringify([s.kind, s.videoId ?? null, s.source ?? "", cut(s.title)]);
  const seen = new Set(held.map(key));
  const fresh = items.filter((s) => {
    const k = key(s);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  return recordSuggestions(db, teamChannelId, fresh);
}

type Row = typeof trackRecord.$inferSelect;

const toEntry = (r: Row): LedgerEntry => ({
  id: r.id,
  kind: r.kind as SuggestionKind,
  origin: r.origin === "replayed" ? "replayed" : "live",
  madeAtMs: r.madeAt.getTime(),
  title: r.title,
  topic: r.topic,
  low: r.low,
  expected: r.expected,
  high: r.high,
  chance: r.chance,
  matchStatus: (r.matchStatus as MatchStatus | null) ?? null,
  matchVideoId: r.matchVideoId,
  views7: r.views7,
  views28: r.views28,
  baseline28: r.baseline28,
});

/** The own uploads with their readings; `channelId` (the own channel) adds the daily views' readings. */
async function ownUploads(db: Db, teamChannelId: string, channelId: string | null = null): Promise<Upload[]> {
  const data = await uploadsWithSnapshots(db, teamChannelId, "own", UPLOADS_READ);
  const published = new Map(data.videos.map((v) => [v.youtubeId, Date.parse(v.publishedAt)]));
  const readings = new Map<string, { hours: number; views: number }[]>();
  for (const s of data.snapshots) {
    const start = published.get(s.videoYoutubeId);
    if (start === undefined) continue;
    const list = readings.get(s.videoYoutubeId) ?? [];
    list.push({ hours: (Date.parse(s.capturedAt) - start) / 3_600_000, views: s.viewCount });
    readings.set(s.videoYoutubeId, list);
  }
  // An upload the sync never read near 7 or 28 days old (published before the channel was
  // connected, or between readings) is still known where Google's or Studio's daily views cover
  // its first month: those days count as readings too, only where the snapshots leave a gap.
  const oldest = Math.min(...published.values());
  const days =
    channelId && Number.isFinite(oldest)
      ? await firstMonthDayReadings(db, teamChannelId, channelId, new Date(oldest))
      : new Map<string, { capturedAt: number; views: number }[]>();
  return data.videos.map((v) => {
    const publishedMs = published.get(v.youtubeId)!;
    const upload = { id: v.youtubeId, title: v.title, publishedMs, readings: readings.get(v.youtubeId) ?? [] };
    const daily = days.get(v.youtubeId);
    if (!daily || (uploadViewsAt(upload, 7) !== null && uploadViewsAt(upload, 28) !== null)) return upload;
    const fromDays = daily.map((d) => ({ hours: (d.capturedAt - publishedMs) / HOUR_MS, views: d.views }));
    return { ...upload, readings: [...upload.readings, ...fromDays] };
  });
}

/**
 * The workspace's track record, scored now. Reading it also writes what became known: matches
 * proposed for open suggestions (status "suggested", never scored until confirmed) and the views
 * at 7 and 28 days and the baseline of confirmed ones, once the snapshots pin them down.
 */
export async function trackRecordFor(
  db: Db,
  teamChannelId: string,
  now: Date,
  options: { channel?: string | null } = {},
): Promise<TrackRecordPage> {
  const channel = await ownChannelOf(db, teamChannelId);
  if (options.channel && options.channel !== channel?.id) throw new AppError("not-found", UNKNOWN_CHANNEL_ERROR);
  const store = workspaceDb(db, teamChannelId);
  const rows = await store
    .select()
    .from(trackRecord)
    .where(eq(trackRecord.teamChannelId, teamChannelId))
    .orderBy(asc(trackRecord.madeAt));
  const uploads = channel ? await ownUploads(db, teamChannelId, channel.id) : [];
  const byId = new Map(uploads.map((u) => [u.id, u]));
  const entries = rows.map(toEntry);
  const nowMs = now.getTime();

  // Proposals for the suggestions no one has decided on yet. An upload confirmed for a suggestion
  // made after it went up (a title rewrite) still answers the one made before it.
  const taken = new Set(
    entries
      .filter((e) => {
        const u = e.matchStatus === "confirmed" && e.matchVideoId ? byId.get(e.matchVideoId) : undefined;
        return u !== undefined && inWindow(e.madeAtMs, u.publishedMs);
      })
      .map((e) => e.matchVideoId!),
  );
  const refused = new Set(
    rows.filter((r) => r.matchStatus === "rejected" && r.matchVideoId).map((r) => `${r.id} ${r.matchVideoId}`),
  );
  const open = entries.filter(
    (e) => (e.matchStatus === null || e.matchStatus === "rejected") && MATCHED_KINDS.has(e.kind),
  );
  const proposals = proposeMatches(open, uploads, taken, refused);
  const writes = [];
  for (const p of proposals) {
    const e = entries.find((x) => x.id === p.suggestionId)!;
    e.matchStatus = "suggested";
    e.matchVideoId = p.videoId;
    writes.push(
      store
        .update(trackRecord)
        .set({ matchStatus: "suggested", matchVideoId: p.videoId, matchScore: p.score })
        .where(and(eq(trackRecord.teamChannelId, teamChannelId), eq(trackRecord.id, p.suggestionId))),
    );
  }
  // Outcomes of confirmed matches, from the snapshots, and the baseline as known when made.
  for (const e of entries) {
    const baseline = e.baseline28 ?? (channel ? baselineAt(uploads, e.madeAtMs) : null);
    const upload = e.matchStatus === "confirmed" && e.matchVideoId ? byId.get(e.matchVideoId) : undefined;
    const views7 = e.views7 ?? (upload ? uploadViewsAt(upload, 7, nowMs) : null);
    const views28 = e.views28 ?? (upload ? uploadViewsAt(upload, 28, nowMs) : null);
    if (baseline === e.baseline28 && views7 === e.views7 && views28 === e.views28) continue;
    e.baseline28 = baseline;
    e.views7 = views7;
    e.views28 = views28;
    writes.push(
      store
        .update(trackRecord)
        .set({ baseline28: baseline, views7, views28 })
        .where(and(eq(trackRecord.teamChannelId, teamChannelId), eq(trackRecord.id, e.id))),
    );
  }
  await batchInChunks(store, writes);

  const score = scoreLedger(entries, byId);
  const iso = (ms: number) => new Date(ms).toISOString();
  const brief = (u: Upload) => ({ id: u.id, title: u.title, publishedAt: iso(u.publishedMs) });
  const suggestions = score.suggestions.map((s) => {
    // A refused pair is remembered (never proposed again) but is not this suggestion's upload.
    const paired = s.matchStatus === "suggested" || s.matchStatus === "confirmed";
    const upload = paired && s.matchVideoId ? byId.get(s.matchVideoId) : undefined;
    return {
      ...s,
      madeAt: iso(s.madeAtMs),
      upload: upload ? brief(upload) : null,
      matchable: MATCHED_KINDS.has(s.kind),
      choices:
        MATCHED_KINDS.has(s.kind) &&
        (s.matchStatus === "suggested" || s.matchStatus === null || s.matchStatus === "rejected")
          ? matchChoices(s, uploads).map(brief)
          : [],
    };
  });
  return {
    ...score,
    suggestions,
    channel: channel ? { id: channel.id, title: channel.title } : null,
    missing: channel ? null : NO_CHANNEL_TEXT,
    computedAt: now.toISOString(),
  };
}

export type MatchDecision =
  | { decision: "confirm"; suggestionId: string; videoId: string }
  | { decision: "reject"; suggestionId: string }
  | { decision: "unmade"; suggestionId: string };

/** The creator's one click: this upload (the proposed one or another), not this one, or never made. */
export async function decideMatch(db: Db, teamChannelId: string, input: MatchDecision, now: Date): Promise<void> {
  const store = workspaceDb(db, teamChannelId);
  const row = await store
    .select()
    .from(trackRecord)
    .where(and(eq(trackRecord.teamChannelId, teamChannelId), eq(trackRecord.id, input.suggestionId)))
    .get();
  if (!row) throw new AppError("not-found", UNKNOWN_SUGGESTION_ERROR);
  const where = and(eq(trackRecord.teamChannelId, teamChannelId), eq(trackRecord.id, row.id));
  if (input.decision === "reject") {
    await store.update(trackRecord).set({ matchStatus: "rejected", matchedAt: now }).where(where);
    return;
  }
  if (input.decision === "unmade") {
    await store
      .update(trackRecord)
      .set({ matchStatus: "unmade", matchVideoId: null, matchedAt: now, views7: null, views28: null })
      .where(where);
    return;
  }
  const uploads = await ownUploads(db, teamChannelId);
  const upload = uploads.find((u) => u.id === input.videoId);
  if (!upload || !matchChoices(toEntry(row), [upload]).length)
    throw new AppError("invalid-input", UNKNOWN_UPLOAD_ERROR);
  // One upload answers one suggestion: another suggestion confirmed on it goes back to open.
  await store.batch([
    store
      .update(trackRecord)
      .set({ matchStatus: null, matchVideoId: null, matchScore: null, views7: null, views28: null })
      .where(
        and(
          eq(trackRecord.teamChannelId, teamChannelId),
          eq(trackRecord.matchVideoId, upload.id),
          inArray(trackRecord.matchStatus, ["confirmed", "suggested"]),
          // Suggestions made after the upload went up (title rewrites) are about it and stay.
          lte(trackRecord.madeAt, new Date(upload.publishedMs + HOUR_MS)),
        ),
      ),
    store
      .update(trackRecord)
      .set({ matchStatus: "confirmed", matchVideoId: upload.id, matchedAt: now, views7: null, views28: null })
      .where(where),
  ]);
}

const percent = (x: number | null) => (x === null ? "" : `${Math.round(x * 1000) / 10}%`);

/** Every suggestion with its outcome, for the CSV download. */
export async function trackRecordCsv(db: Db, teamChannelId: string, now: Date): Promise<string> {
  const page = await trackRecordFor(db, teamChannelId, now);
  const table = [
    [
      "Made at",
      "Kind",
      "Origin",
      "Title",
      "Topic",
      "Low (28 days)",
      "Expected (28 days)",
      "High (28 days)",
      "Match",
      "Upload",
      "Views at 7 days",
      "Views at 28 days",
      "Channel median then (28 days)",
      "Inside 80% range",
      "Error",
      "Channel median's error",
      "Beat the median",
      "Title taken",
    ],
    page.suggestions.map((s) => [
      s.madeAt,
      s.kind,
      s.origin,
      s.title,
      s.topic,
      s.low ?? "",
      s.expected ?? "",
      s.high ?? "",
      s.matchStatus ?? "open",
      s.upload?.title ?? "",
      s.views7 ?? "",
      s.views28 ?? "",
      s.baseline28 ?? "",
      s.inside === null ? "" : s.inside ? "yes" : "no",
      percent(s.error),
      percent(s.baselineError),
      s.beatMedian === null ? "" : s.beatMedian ? "yes" : "no",
      s.taken === null ? "" : s.taken ? "yes" : "no",
    ]),
  ] as const;
  // Whose figures: the uploads' views are YouTube's, the forecasts and their scoring ours.
  const words = sourceSummaryOf(table[0], TRACK_RECORD_SOURCES);
  return csvRow([...table[0], SOURCE_COLUMN]) + table[1].map((row) => csvRow([...row, words])).join("");
}

const TRACK_RECORD_SOURCES: Record<string, FigureSource> = {
  "Views at 7 days": YOUTUBE_LABEL,
  "Views at 28 days": YOUTUBE_LABEL,
  "Low (28 days)": ESTIMATE_LABEL,
  "Expected (28 days)": ESTIMATE_LABEL,
  "High (28 days)": ESTIMATE_LABEL,
  "Channel median then (28 days)": ESTIMATE_LABEL,
  "Inside 80% range": ESTIMATE_LABEL,
  Error: ESTIMATE_LABEL,
  "Channel median's error": ESTIMATE_LABEL,
  "Beat the median": ESTIMATE_LABEL,
};

/** The dashboard's one line, or what to do to get one. */
export async function trackRecordLine(db: Db, teamChannelId: string, now: Date): Promise<string> {
  const page = await trackRecordFor(db, teamChannelId, now);
  if (!page.channel) return NO_CHANNEL_TEXT;
  const f = page.forecasts;
  if (f.n === 0)
    return page.suggestions.length === 0
      ? "Track record: nothing kept yet. Every forecast and idea you make from now on is kept and scored against the upload it becomes."
      : `Track record: ${countOf(page.suggestions.length, "suggestion")} kept, none scored yet (a forecast is scored when its upload is 28 days old).`;
  return `Track record${page.replayed > 0 ? " (replayed)" : ""}: ${f.inside80} of ${countOf(f.n, "forecast")} landed inside ${f.n === 1 ? "its" : "their"} 80% range; median error ${percent(f.mdape)} against ${percent(f.medianBaselineMdape)} for your channel's median.`;
}
