// Importing YouTube Studio exports into a workspace. The parser (studio-import/) reads and
// checks the file; this module decides what is new, what changed and what is the same, and
// writes only the first two. The same file imported twice changes nothing. Parsing a file of up
// to a few megabytes is pure work, so in production all of this runs in the engines Worker (its
// twin, studio-import.remote.server.ts; docs/decisions/005-worker-size.md).
import { type SQL, and, eq, gte, inArray, lte, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { chunkForParams } from "~/lib/db/batch";
import type { Db } from "~/lib/db/client.server";
import { excluded, rowsPerStatement } from "~/lib/db/raw-batch";
import { workspaceDb } from "~/lib/db/workspace-db.server";
import { type ImportReport, channels, dailyAnalytics, imports, videoAnalytics, videos } from "./tables";
import { sha256Hex } from "~/lib/sha256";
import { metricValues } from "./metrics-sql";
import { importCapMessage, importedRowCount, type StorageCaps } from "./storage-caps.server";
import { METRIC_KEYS, type MetricKey, type StudioFileKind } from "./studio-import/columns";
import { type StudioParseResult, parseStudioExport } from "./studio-import/parse-studio";
import type { AnalyticsMetrics } from "./types";
import { storedIds } from "./videos.server";
import { type ImportOutcome, failedImport } from "./studio-import/outcome";

// Stored reports keep the first rows' errors; the page shows the same.
const STORED_ROW_ERRORS = 200;

/**
 * Which Studio file this is. The header decides when it can: Studio names every per-dimension
 * export "Table data.csv", so a table by Date (no Content column) is daily channel data whatever
 * its name. The name decides only when the header names neither.
 */
export function detectStudioKind(fileName: string, text: string): StudioFileKind | null {
  const header = (text.replace(/^\uFEFF/, "").split(/\r?\n/, 1)[0] ?? "").toLowerCase();
  // Any common delimiter: a semicolon-separated export is still recognised, and the parser
  // then explains how to export it as real CSV.
  const cells = header.split(/[,;\t]/).map((cell) => cell.trim().replace(/^"|"$/g, ""));
  const hasDate = cells.includes("date");
  const hasContent = cells.includes("content") || cells.includes("video");
  if (hasDate) return hasContent ? "chart" : "totals";
  if (hasContent) return "table";
  const name = fileName.toLowerCase();
  if (name.includes("table data")) return "table";
  if (name.includes("chart data")) return "chart";
  if (name.includes("totals")) return "totals";
  return null;
}

/** Whether an imported row changes nothing: every metric the file has equals the stored one. */
const sameMetrics = (stored: AnalyticsMetrics, imported: AnalyticsMetrics) => {
  const before = metricValues(stored);
  return metricValues(imported).every((value, i) => value === null || value === before[i]);
};

/** Only the metrics of a parsed record (which also carries its video id, date…) or of a stored row. */
function metricsOf(record: AnalyticsMetrics): AnalyticsMetrics {
  return Object.fromEntries(METRIC_KEYS.map((key) => [key, record[key]])) as AnalyticsMetrics;
}

/**
 * An upsert's SET for every metric: the imported value replaces the stored one, and a metric the
 * file does not have keeps its stored value. Studio's Chart data and Totals files carry only the
 * charted metric, so a creator imports views, then revenue, then impressions, day by day: each
 * file adds its column without erasing the others.
 */
function metricUpdates(table: typeof videoAnalytics | typeof dailyAnalytics): Record<MetricKey, SQL> {
  return Object.fromEntries(
    METRIC_KEYS.map((key) => [key, sql`coalesce(${excluded(table[key])}, ${table[key]})`]),
  ) as Record<MetricKey, SQL>;
}

export async function importStudioFile(
  db: Db,
  params: {
    teamChannelId: string;
    fileName: string;
    text: string;
    kind?: StudioFileKind;
    /** The workspace's caps by its plan: the imported rows it may hold after this file; null: no cap. */
    caps?: Pick<StorageCaps, "plan" | "top" | "importedRows"> | null;
  },
): Promise<ImportOutcome> {
  const { teamChannelId, fileName, text } = params;
  const kind = params.kind ?? detectStudioKind(fileName, text);
  const base = failedImport(fileName, kind, []);
  if (!kind) {
    return failedImport(fileName, null, [
      'This does not look like a YouTube Studio export: it has no "Content" or "Date" column. In Studio, open Analytics → Advanced mode → Export current view → "Comma-separated values (.csv)", unzip it, and upload "Table data.csv", "Chart data.csv" or "Totals.csv".',
    ]);
  }

  const fileHash = await sha256Hex(text);
  const previous = await db
    .select()
    .from(imports)
    .where(and(eq(imports.teamChannelId, teamChannelId), eq(imports.fileHash, fileHash), eq(imports.status, "done")))
    .get();
  if (previous) {
    return {
      ...base,
      importId: previous.id,
      status: "duplicate",
      unchanged: previous.rowsAdded + previous.rowsUpdated + previous.rowsUnchanged,
      previousImportAt: previous.createdAt.toISOString(),
    };
  }

  const parsed = parseStudioExport(kind, text);
  const importId = crypto.randomUUID();
  const report: ImportReport = {
    fileErrors: parsed.fileErrors,
    rowErrors: parsed.rowErrors.slice(0, STORED_ROW_ERRORS),
    unknownColumns: parsed.unknownColumns,
  };
  const skipped = parsed.skipped.invalid + parsed.skipped.empty + parsed.skipped.duplicate;
  const outcome = {
    ...base,
    importId,
    skipped,
    fileErrors: parsed.fileErrors,
    rowErrors: parsed.rowErrors,
    unknownColumns: parsed.unknownColumns,
    warnings: parsed.warnings,
  };

  if (parsed.fileErrors.length > 0) {
    await db.insert(imports).values({
      id: importId,
      teamChannelId,
      kind,
      fileName,
      fileHash,
      status: "failed",
      rowsSkipped: skipped,
      report,
    });
    return outcome;
  }

  const plan =
    parsed.kind === "table"
      ? await planTable(db, teamChannelId, parsed, importId)
      : await planDaily(db, teamChannelId, parsed, importId);
  const caps = params.caps ?? null;
  if (caps !== null && plan.added > 0) {
    // Checked before writing: a file that would pass the cap writes nothing at all.
    const total = (await importedRowCount(db, teamChannelId)) + plan.added;
    if (total > caps.importedRows) {
      const refused = { ...report, fileErrors: [importCapMessage(total, caps)] };
      await db.insert(imports).values({
        id: importId,
        teamChannelId,
        kind,
        fileName,
        fileHash,
        status: "failed",
        rowsSkipped: skipped,
        report: refused,
      });
      return { ...outcome, fileErrors: refused.fileErrors };
    }
  }
  const record = db.insert(imports).values({
    id: importId,
    teamChannelId,
    kind,
    fileName,
    fileHash,
    status: "done",
    rowsAdded: plan.added,
    rowsUpdated: plan.updated,
    rowsUnchanged: plan.unchanged,
    rowsSkipped: skipped,
    report,
  });
  // All of an import or none of it, across two databases: the rows and the videos the file named go
  // to the workspace's store in one batch (one transaction), then the history entry that accounts
  // for them to the control D1. When that second write fails, one more store batch puts the rows
  // back as they were before (rows and videos it added deleted, rows it changed restored from what
  // the plan read), and the error is thrown. Every value is a bound parameter, each statement
  // within the 100 a statement binds (rowsPerStatement).
  const store = workspaceDb(db, teamChannelId);
  const [first, ...rest] = plan.storeWrites;
  if (first) await store.batch([first, ...rest]);
  try {
    await record;
  } catch (error) {
    const [undo, ...more] = plan.storeUndo;
    if (first && undo) await store.batch([undo, ...more]);
    throw error;
  }
  return { ...outcome, status: "done", added: plan.added, updated: plan.updated, unchanged: plan.unchanged };
}

/** The writes of an import: its analytics rows and its new videos' rows, in the workspace's store. */
type Plan = {
  storeWrites: BatchItem<"sqlite">[];
  /** What puts the store's rows back as they were before `storeWrites`. */
  storeUndo: BatchItem<"sqlite">[];
  added: number;
  updated: number;
  unchanged: number;
};

async function planTable(
  db: Db,
  teamChannelId: string,
  parsed: Extract<StudioParseResult, { kind: "table" }>,
  importId: string,
): Promise<Plan> {
  // A Studio import is refused in demos: the workspace's analytics are in its own store.
  const store = workspaceDb(db, teamChannelId);
  const stored = new Map(
    (await store.select().from(videoAnalytics).where(eq(videoAnalytics.teamChannelId, teamChannelId))).map((row) => [
      row.videoId,
      row,
    ]),
  );
  const existing = new Map([...stored].map(([id, row]) => [id, metricsOf(row)]));
  const undo: BatchItem<"sqlite">[] = [];
  let added = 0;
  let updated = 0;
  let unchanged = 0;
  const rows: (typeof videoAnalytics.$inferInsert)[] = [];
  const now = new Date();
  for (const record of parsed.rows) {
    const before = existing.get(record.videoYoutubeId);
    if (before && sameMetrics(before, record)) {
      unchanged++;
      continue;
    }
    if (before) updated++;
    else added++;
    rows.push({ teamChannelId, videoId: record.videoYoutubeId, ...metricsOf(record), importId, updatedAt: now });
    const key = and(eq(videoAnalytics.teamChannelId, teamChannelId), eq(videoAnalytics.videoId, record.videoYoutubeId));
    const previous = stored.get(record.videoYoutubeId);
    undo.push(
      previous ? store.update(videoAnalytics).set(previous).where(key) : store.delete(videoAnalytics).where(key),
    );
  }
  const upserts = rowsPerStatement(videoAnalytics, rows).map((chunk) =>
    store
      .insert(videoAnalytics)
      .values(chunk)
      .onConflictDoUpdate({
        target: [videoAnalytics.teamChannelId, videoAnalytics.videoId],
        // A Studio import replaces a row the Google connection wrote: the row says so.
        set: {
          ...metricUpdates(videoAnalytics),
          source: sql`'studio'`,
          importId: excluded(videoAnalytics.importId),
          updatedAt: excluded(videoAnalytics.updatedAt),
        },
      }),
  );
  const details = await videoDetailWrites(db, teamChannelId, parsed);
  return {
    storeWrites: [...upserts, ...details.writes],
    storeUndo: [...undo, ...details.undo],
    added,
    updated,
    unchanged,
  };
}

/**
 * Videos the export names that the workspace has never seen (a creator who imports without
 * connecting the API): their title, publish date and length, so tools can still group them.
 * Rows already synced from the API are left alone.
 */
async function videoDetailWrites(
  db: Db,
  teamChannelId: string,
  parsed: StudioParseResult,
): Promise<{ writes: BatchItem<"sqlite">[]; undo: BatchItem<"sqlite">[] }> {
  const named = parsed.videos.filter((v) => v.title && v.publishedAt);
  if (named.length === 0) return { writes: [], undo: [] };
  const [own, known] = await Promise.all([
    db
      .select({ id: channels.id })
      .from(channels)
      .where(and(eq(channels.teamChannelId, teamChannelId), eq(channels.role, "own")))
      .get(),
    storedIds(
      db,
      teamChannelId,
      videos,
      named.map((v) => v.videoYoutubeId),
    ),
  ]);
  const details = named.filter((v) => !known.has(v.videoYoutubeId));
  const store = workspaceDb(db, teamChannelId);
  // The title is the file's own text: bound like every other value, stored byte for byte.
  const rows: (typeof videos.$inferInsert)[] = details.map((v) => ({
    teamChannelId,
    id: v.videoYoutubeId,
    channelId: own?.id ?? "",
    title: v.title!,
    publishedAt: new Date(Date.parse(v.publishedAt!)),
    durationSeconds: v.durationSeconds ?? 0,
    isShort: (v.durationSeconds ?? Number.POSITIVE_INFINITY) <= 60,
  }));
  return {
    writes: rowsPerStatement(videos, rows).map((chunk) =>
      store
        .insert(videos)
        .values(chunk)
        .onConflictDoNothing({ target: [videos.teamChannelId, videos.id] }),
    ),
    undo: chunkForParams(
      details.map((v) => v.videoYoutubeId),
      2,
    ).map((ids) => store.delete(videos).where(and(eq(videos.teamChannelId, teamChannelId), inArray(videos.id, ids)))),
  };
}

async function planDaily(
  db: Db,
  teamChannelId: string,
  parsed: Extract<StudioParseResult, { kind: "chart" | "totals" }>,
  importId: string,
): Promise<Plan> {
  if (parsed.rows.length === 0) return { storeWrites: [], storeUndo: [], added: 0, updated: 0, unchanged: 0 };
  const dates = parsed.rows.map((r) => r.date).sort();
  const store = workspaceDb(db, teamChannelId);
  const existingRows = await store
    .select()
    .from(dailyAnalytics)
    .where(
      and(
        eq(dailyAnalytics.teamChannelId, teamChannelId),
        gte(dailyAnalytics.date, dates[0]!),
        lte(dailyAnalytics.date, dates.at(-1)!),
      ),
    );
  const stored = new Map(existingRows.map((row) => [`${row.videoId}|${row.date}`, row]));
  const existing = new Map([...stored].map(([key, row]) => [key, metricsOf(row)]));
  const undo: BatchItem<"sqlite">[] = [];
  let added = 0;
  let updated = 0;
  let unchanged = 0;
  const rows: (typeof dailyAnalytics.$inferInsert)[] = [];
  for (const record of parsed.rows) {
    const videoId = record.videoYoutubeId ?? "";
    const before = existing.get(`${videoId}|${record.date}`);
    if (before && sameMetrics(before, record)) {
      unchanged++;
      continue;
    }
    if (before) updated++;
    else added++;
    rows.push({ teamChannelId, videoId, date: record.date, ...metricsOf(record), importId });
    const key = and(
      eq(dailyAnalytics.teamChannelId, teamChannelId),
      eq(dailyAnalytics.videoId, videoId),
      eq(dailyAnalytics.date, record.date),
    );
    const previous = stored.get(`${videoId}|${record.date}`);
    undo.push(
      previous ? store.update(dailyAnalytics).set(previous).where(key) : store.delete(dailyAnalytics).where(key),
    );
  }
  const upserts = rowsPerStatement(dailyAnalytics, rows).map((chunk) =>
    store
      .insert(dailyAnalytics)
      .values(chunk)
      .onConflictDoUpdate({
        target: [dailyAnalytics.teamChannelId, dailyAnalytics.videoId, dailyAnalytics.date],
        set: { ...metricUpdates(dailyAnalytics), source: sql`'studio'`, importId: excluded(dailyAnalytics.importId) },
      }),
  );
  const details = await videoDetailWrites(db, teamChannelId, parsed);
  return {
    storeWrites: [...upserts, ...details.writes],
    storeUndo: [...undo, ...details.undo],
    added,
    updated,
    unchanged,
  };
}
