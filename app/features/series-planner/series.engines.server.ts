// The Series Planner's service: reads the workspace's channel data from D1, hands it to the pure
// engine (engine/), and keeps the workspace's series and their ordered videos in the workspace's
// own store (workspaceDb, decision 012). Every query filters by teamChannelId, so nobody reaches
// another workspace's rows; every multi-row write is one batch (one store transaction).
//
// Analyze Library: the own channel's newest uploads are grouped by title pattern and topic
// cluster (the Content Analyzer's clustering), merged into what is stored (engine/merge.ts says
// how), and every series is measured: views, Studio watch time, viewer flow, viewer requests
// (Comment Sentiment's stored scores), thumbnails (the optimizer's stored metrics), commenters,
// and the forecaster's range for its next episode.
import { and, asc, desc, eq, max, sql } from "drizzle-orm";
import {
  commentersForSeries,
  ownChannelOf,
  studioWatchTimeForSeries,
  uploadFacts,
  uploadOf,
  uploadsOf,
} from "~/features/channel-data/index.server";
import { type ClusterableVideo, clusterVideos } from "~/features/content-analyzer/index";
import { forecastForWorkspace } from "~/features/video-forecast/index.server";
import type { Db } from "~/lib/db/client.server";
import { type StoreDb, workspaceDb } from "~/lib/db/workspace-db.server";
import { AppError, isAppError } from "~/lib/errors";
import { yieldToRequests } from "~/lib/yield-to-requests";
import { rowsPerStatement } from "~/lib/db/raw-batch";
import { requestsForSeries } from "~/features/comment-sentiment/index.server";
import { series, seriesDismissals, seriesLibraryRuns, seriesVideos } from "./store-tables";
import { thumbnailMeasuresForSeries } from "~/features/thumbnail-optimizer/index.server";
import { compactNumber, countOf, wholeNumber } from "~/lib/format";
import { detectLibrary } from "./engine/detect";
import { analysisSummary } from "./engine/summary";
import { measureSeries, type MeasuredPart } from "./engine/measure";
import { dateOf, mergeDetected, type StoredSeries, type UploadFacts } from "./engine/merge";
import {
  completionPercentage,
  estimatedCompletionTime,
  seriesGuidance,
  seriesStatus,
  uploadCadenceDays,
  type Guidance,
} from "./engine/progress";
import type { LibraryRun, LibraryVideo, SeriesAnalysis, SeriesKind, SeriesStatus, TopicGroup } from "./engine/types";
import { MAX_SERIES, MAX_VIDEOS_PER_SERIES, SERIES_MESSAGES as M } from "./messages";
import { plannedVideoSchema, seriesTitleSchema } from "./schema";

/** Newest own uploads read for the analysis and the Add Video choices. */
const LIBRARY_VIDEOS = 300;
/**
 * Series forecast per analysis. Each forecast replays the channel's history (about a quarter of a
 * second of CPU on the sample channel), so the most active series are forecast: those with videos
 * still to come, then those with the newest uploads. The others keep their last forecast.
 */
const MAX_FORECASTS = 8;

type SeriesRow = typeof series.$inferSelect;
type EntryRow = typeof seriesVideos.$inferSelect;

// ---------------------------------------------------------------------------------------------
// Reading

/** Spec §3 "Series video", plus the upload's views when it is one. */
export type SeriesVideoView = {
  id: string;
  title: string;
  description: string;
  status: SeriesStatus;
  estimatedViews: string | null;
  publishDate: string | null;
  videoId: string | null;
  thumbnailUrl: string | null;
  order: number;
  views: number | null;
};

/** Spec §3 "Series", plus where it came from, the guidance check and the measured analysis. */
export type SeriesView = {
  id: string;
  title: string;
  description: string;
  estimatedVideos: number;
  estimatedViews: string | null;
  estimatedWatchTime: string | null;
  topics: string[];
  videos: SeriesVideoView[];
  status: SeriesStatus;
  /** Published ÷ all videos; null for a found series with nothing planned (engine/progress.ts hasPlan). */
  completionPercentage: number | null;
  suggestedThumbnailStyle: string | null;
  suggestedTitleFormat: string | null;
  targetAudience: string | null;
  estimatedCompletionTime: string;
  source: "analysis" | "manual";
  guidance: Guidance;
  analysis: SeriesAnalysis | null;
  createdAt: string;
  updatedAt: string;
};

export type SeriesStats = {
  totalSeries: number;
  plannedVideos: number;
  publishedVideos: number;
  /** Mean completion over the series that have one (a plan); null when none has. */
  avgCompletion: number | null;
  /** How many series the mean is over. */
  seriesWithPlan: number;
};

export type UploadChoice = { id: string; title: string; publishedAt: string };

/**
 * The last Analyze Library run, whatever it found: when, how many uploads it read, how many series
 * it found, and the sentence that says what it found or why it found none.
 */
export type LibraryAnalysis = { analysedAt: string; uploads: number; found: number; summary: string };

export type SeriesPage = {
  hasChannel: boolean;
  series: SeriesView[];
  stats: SeriesStats;
  /** The channel's uploads not yet in a series, newest first: the Add Video select. */
  uploads: UploadChoice[];
  cadenceDays: number | null;
  lastAnalysedAt: string | null;
  lastAnalysis: LibraryAnalysis | null;
};

const asTopics = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((t): t is string => typeof t === "string") : [];

function watchTimeText(analysis: SeriesAnalysis | null): string | null {
  if (!analysis) return null;
  if (analysis.watchTimeHours === null) return analysis.watchTimeNote;
  const hours = `${wholeNumber(Math.round(analysis.watchTimeHours))} hours of watch time (YouTube Studio, ${countOf(analysis.watchTimeVideos, "upload")})`;
  return analysis.watchTimeNote ? `${hours}. ${analysis.watchTimeNote}` : hours;
}

/** The stats tiles, counted from the rows (spec §2: Total Series, Planned Videos, Published Videos, Avg Completion). */
export function seriesStats(list: readonly SeriesView[]): SeriesStats {
  const entries = list.flatMap((s) => s.videos);
  const published = entries.filter((v) => v.status === "published").length;
  const planned = list.map((s) => s.completionPercentage).filter((p): p is number => p !== null);
  return {
    totalSeries: list.length,
    // Everything not yet public: planned, being made, or finished and waiting.
    plannedVideos: entries.length - published,
    publishedVideos: published,
    avgCompletion: planned.length === 0 ? null : Math.round(planned.reduce((a, p) => a + p, 0) / planned.length),
    seriesWithPlan: planned.length,
  };
}

function toView(
  row: SeriesRow,
  entries: readonly (EntryRow & { thumbnailUrl: string | null; views: number | null })[],
  cadenceDays: number | null,
): SeriesView {
  const analysis = (row.analysis as SeriesAnalysis | null) ?? null;
  const list = [...entries].sort((a, b) => a.position - b.position);
  const progress = list.map((e) => ({ status: e.status, publishDate: e.publishDate }));
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    estimatedVideos: list.length,
    estimatedViews: analysis?.estimatedViews ?? null,
    estimatedWatchTime: watchTimeText(analysis),
    topics: asTopics(row.topics),
    videos: list.map((e, i) => ({
      id: e.id,
      title: e.title,
      description: e.description,
      status: e.status,
      estimatedViews: e.estimatedViews,
      publishDate: e.publishDate,
      videoId: e.videoId,
      thumbnailUrl: e.thumbnailUrl,
      order: i + 1,
      views: e.videoId ? e.views : null,
    })),
    status: seriesStatus(progress, row.source),
    completionPercentage: completionPercentage(progress, row.source),
    suggestedThumbnailStyle: analysis?.suggestedThumbnailStyle ?? null,
    suggestedTitleFormat: analysis?.suggestedTitleFormat ?? null,
    targetAudience: analysis?.targetAudience ?? null,
    estimatedCompletionTime: estimatedCompletionTime(progress, cadenceDays, row.source),
    source: row.source,
    guidance: seriesGuidance(progress),
    analysis,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The own channel's long-form upload times, newest first (for the cadence). */
async function longFormTimes(db: Db, teamChannelId: string, channelId: string): Promise<string[]> {
  const rows = await uploadsOf(db, teamChannelId, channelId, { longFormOnly: true, limit: LIBRARY_VIDEOS });
  return rows.map((r) => r.publishedAt.toISOString());
}

/** Every series of the workspace with its videos, in the order they were added (spec §4: appended). */
/** A run as series_library_runs.run keeps it: what it read and found, and the page's sentence for it. */
type StoredRun = Omit<LibraryRun, "analysedAt"> & { summary: string };

/** The workspace's last Analyze Library run, or null when it never ran (or ran before runs were kept). */
async function lastRunOf(store: StoreDb, teamChannelId: string): Promise<LibraryAnalysis | null> {
  const row = await store
    .select()
    .from(seriesLibraryRuns)
    .where(eq(seriesLibraryRuns.teamChannelId, teamChannelId))
    .get();
  if (!row) return null;
  // The sentence is written when the run is (in the engines Worker, beside the engine that words
  // it), so the page's read carries no wording code (docs/decisions/005-worker-size.md).
  const run = row.run as StoredRun;
  return {
    analysedAt: row.analysedAt.toISOString(),
    uploads: row.uploads,
    found: row.found,
    summary: typeof run.summary === "string" ? run.summary : "",
  };
}

export async function listSeries(
  db: Db,
  teamChannelId: string,
  now: Date,
): Promise<{
  series: SeriesView[];
  cadenceDays: number | null;
  channelId: string | null;
  lastAnalysis: LibraryAnalysis | null;
}> {
  const store = workspaceDb(db, teamChannelId);
  const channel = await ownChannelOf(db, teamChannelId);
  const [rows, entries, times, lastAnalysis] = await Promise.all([
    store
      .select()
      .from(series)
      .where(eq(series.teamChannelId, teamChannelId))
      .orderBy(asc(series.createdAt), asc(series.id)),
    store
      .select()
      .from(seriesVideos)
      .where(eq(seriesVideos.teamChannelId, teamChannelId))
      .orderBy(asc(seriesVideos.seriesId), asc(seriesVideos.position)),
    channel ? longFormTimes(db, teamChannelId, channel.id) : Promise.resolve([]),
    lastRunOf(store, teamChannelId),
  ]);
  // The entries are in the store, the uploads they are in the control database: their thumbnails
  // and views are read there, by id.
  const facts = await uploadFacts(
    db,
    teamChannelId,
    entries.flatMap((e) => (e.videoId ? [e.videoId] : [])),
  );
  const cadenceDays = uploadCadenceDays(times, now.toISOString());
  const bySeries = new Map<string, (EntryRow & { thumbnailUrl: string | null; views: number | null })[]>();
  for (const entry of entries) {
    const list = bySeries.get(entry.seriesId) ?? [];
    const upload = entry.videoId ? facts.get(entry.videoId) : undefined;
    list.push({ ...entry, thumbnailUrl: upload?.thumbnailUrl ?? null, views: upload?.views ?? null });
    bySeries.set(entry.seriesId, list);
  }
  return {
    series: rows.map((row) => toView(row, bySeries.get(row.id) ?? [], cadenceDays)),
    cadenceDays,
    channelId: channel?.id ?? null,
    lastAnalysis,
  };
}

/** Everything the page shows. */
export async function seriesPage(db: Db, teamChannelId: string, now: Date): Promise<SeriesPage> {
  const { series: list, cadenceDays, channelId, lastAnalysis } = await listSeries(db, teamChannelId, now);
  const placed = new Set(list.flatMap((s) => s.videos.map((v) => v.videoId)).filter((id): id is string => id !== null));
  const uploads = channelId ? await uploadsOf(db, teamChannelId, channelId, { limit: LIBRARY_VIDEOS }) : [];
  // A run is kept whatever it found; series analysed before runs were kept still date the last one.
  const analysed = [...list.map((s) => s.analysis?.analysedAt), lastAnalysis?.analysedAt]
    .filter((t): t is string => typeof t === "string")
    .sort();
  return {
    hasChannel: channelId !== null,
    series: list,
    stats: seriesStats(list),
    uploads: uploads
      .filter((u) => !placed.has(u.id))
      .map((u) => ({ id: u.id, title: u.title, publishedAt: u.publishedAt.toISOString() })),
    cadenceDays,
    lastAnalysedAt: analysed.at(-1) ?? null,
    lastAnalysis,
  };
}

/** The workspace's series as choices for a select (newest first). */
export async function listSeriesChoices(db: Db, teamChannelId: string): Promise<{ id: string; title: string }[]> {
  return workspaceDb(db, teamChannelId)
    .select({ id: series.id, title: series.title })
    .from(series)
    .where(eq(series.teamChannelId, teamChannelId))
    .orderBy(desc(series.createdAt), desc(series.id));
}

// ---------------------------------------------------------------------------------------------
// Editing. Each function checks that the series (and entry) belong to the workspace first, and
// answers the series it changed. A refusal is thrown as an AppError: "not-found" (404) for a series,
// video or upload that is not the workspace's, and 400 for everything else, as the page has always
// answered it (a count the planner keeps at most, an upload already in a series, a blank title).

const notFound = (message: string) => new AppError("not-found", message);
const invalid = (message: string) => new AppError("invalid-input", message);
const atMost = (message: string) => new AppError("limit-reached", message, { status: 400 });

async function ownSeries(db: Db, teamChannelId: string, seriesId: string) {
  return workspaceDb(db, teamChannelId)
    .select({ id: series.id })
    .from(series)
    .where(and(eq(series.teamChannelId, teamChannelId), eq(series.id, seriesId)))
    .get();
}

async function entriesOf(db: Db, teamChannelId: string, seriesId: string) {
  return workspaceDb(db, teamChannelId)
    .select()
    .from(seriesVideos)
    .where(and(eq(seriesVideos.teamChannelId, teamChannelId), eq(seriesVideos.seriesId, seriesId)))
    .orderBy(asc(seriesVideos.position), asc(seriesVideos.createdAt));
}

/** The title of a series of the workspace, or null when there is no such series. */
export async function seriesTitleOf(db: Db, teamChannelId: string, seriesId: string): Promise<string | null> {
  const row = await workspaceDb(db, teamChannelId)
    .select({ title: series.title })
    .from(series)
    .where(and(eq(series.teamChannelId, teamChannelId), eq(series.id, seriesId)))
    .get();
  return row?.title ?? null;
}

/** The series' updatedAt set to now: a statement for a batch in the workspace's store. */
const touch = (store: StoreDb, teamChannelId: string, seriesId: string, now: Date) =>
  store
    .update(series)
    .set({ updatedAt: now })
    .where(and(eq(series.teamChannelId, teamChannelId), eq(series.id, seriesId)));

async function seriesCount(db: Db, teamChannelId: string): Promise<number> {
  const row = await workspaceDb(db, teamChannelId)
    .select({ n: sql<number>`count(*)` })
    .from(series)
    .where(eq(series.teamChannelId, teamChannelId))
    .get();
  return row?.n ?? 0;
}

/** Spec §4: adding appends a planned series with zero videos. */
export async function createSeries(db: Db, teamChannelId: string, title: string, now = new Date()): Promise<string> {
  const checked = seriesTitleSchema.safeParse(title);
  if (!checked.success) throw invalid(checked.error.issues[0]?.message ?? M.titleRequired);
  if ((await seriesCount(db, teamChannelId)) >= MAX_SERIES) throw atMost(M.tooManySeries);
  const id = crypto.randomUUID();
  await workspaceDb(db, teamChannelId)
    .insert(series)
    .values({ teamChannelId, id, title: checked.data, topics: [], source: "manual", createdAt: now, updatedAt: now });
  return id;
}

/**
 * Deletes a series and (by the foreign key's cascade, and explicitly in the same batch) its
 * videos. A series Analyze Library found is remembered as dismissed, so analysing again does not
 * bring it back.
 */
export async function deleteSeries(db: Db, teamChannelId: string, seriesId: string): Promise<string> {
  const store = workspaceDb(db, teamChannelId);
  const found = await store
    .select({ detectedKey: series.detectedKey })
    .from(series)
    .where(and(eq(series.teamChannelId, teamChannelId), eq(series.id, seriesId)))
    .get();
  if (!found) throw notFound(M.seriesNotFound);
  const remember = found.detectedKey
    ? [store.insert(seriesDismissals).values({ teamChannelId, detectedKey: found.detectedKey }).onConflictDoNothing()]
    : [];
  await store.batch([
    store
      .delete(seriesVideos)
      .where(and(eq(seriesVideos.teamChannelId, teamChannelId), eq(seriesVideos.seriesId, seriesId))),
    store.delete(series).where(and(eq(series.teamChannelId, teamChannelId), eq(series.id, seriesId))),
    ...remember,
  ]);
  return seriesId;
}

/** Appends one of the channel's uploads (not already in a series) as a published video. */
export async function addUpload(
  db: Db,
  teamChannelId: string,
  seriesId: string,
  videoId: string,
  now = new Date(),
): Promise<string> {
  if (!(await ownSeries(db, teamChannelId, seriesId))) throw notFound(M.seriesNotFound);
  const channel = await ownChannelOf(db, teamChannelId);
  const video = channel ? await uploadOf(db, teamChannelId, channel.id, videoId) : null;
  if (!video) throw notFound(M.uploadNotFound);
  const store = workspaceDb(db, teamChannelId);
  const taken = await store
    .select({ id: seriesVideos.id })
    .from(seriesVideos)
    .where(and(eq(seriesVideos.teamChannelId, teamChannelId), eq(seriesVideos.videoId, videoId)))
    .get();
  if (taken) throw new AppError("conflict", M.uploadTaken, { status: 400 });
  const current = await entriesOf(db, teamChannelId, seriesId);
  if (current.length >= MAX_VIDEOS_PER_SERIES) throw atMost(M.tooManyVideos);
  const position = current.reduce((m, e) => Math.max(m, e.position), -1) + 1;
  await store.batch([
    store.insert(seriesVideos).values({
      teamChannelId,
      id: crypto.randomUUID(),
      seriesId,
      position,
      title: video.title,
      description: firstParagraph(video.description),
      status: "published",
      publishDate: dateOf(video.publishedAt.toISOString()),
      videoId: video.id,
    }),
    touch(store, teamChannelId, seriesId, now),
  ]);
  return seriesId;
}

/** An upload's description reduced to its opening paragraph: the plan's note, not the whole text. */
function firstParagraph(text: string): string {
  return (text.split(/\n\s*\n/)[0] ?? "").trim().slice(0, 500);
}

export type PlannedVideoInput = {
  seriesId: string | null;
  newSeriesTitle?: string;
  title: string;
  description: string;
  estimatedViews: string | null;
};

/**
 * Appends a planned video to a series of the workspace, or (seriesId null) creates a manual series
 * titled newSeriesTitle holding it. The Content Idea Generator's "Save to series" calls this; the
 * page's "Add a planned video" too.
 */
export async function addPlannedVideo(
  db: Db,
  teamChannelId: string,
  input: PlannedVideoInput,
): Promise<{ seriesId: string; videoId: string }> {
  const checked = plannedVideoSchema.safeParse(input);
  if (!checked.success) throw invalid(checked.error.issues[0]?.message ?? M.videoTitleRequired);
  const { title, description, estimatedViews } = checked.data;
  const now = new Date();
  const videoId = crypto.randomUUID();
  const video = { teamChannelId, id: videoId, title, description, status: "planned" as const, estimatedViews };
  const store = workspaceDb(db, teamChannelId);
  if (checked.data.seriesId === null) {
    const seriesTitle = seriesTitleSchema.safeParse(input.newSeriesTitle ?? "");
    if (!seriesTitle.success) throw invalid(seriesTitle.error.issues[0]?.message ?? M.titleRequired);
    if ((await seriesCount(db, teamChannelId)) >= MAX_SERIES) throw atMost(M.tooManySeries);
    const seriesId = crypto.randomUUID();
    await store.batch([
      store.insert(series).values({
        teamChannelId,
        id: seriesId,
        title: seriesTitle.data,
        topics: [],
        source: "manual",
        createdAt: now,
        updatedAt: now,
      }),
      store.insert(seriesVideos).values({ ...video, seriesId, position: 0 }),
    ]);
    return { seriesId, videoId };
  }
  const owner = await ownSeries(db, teamChannelId, checked.data.seriesId);
  // The series is the caller's choice (the idea's "Save to series" select): one that is not the
  // workspace's is a choice that cannot be made, as the Content Idea Generator has always answered.
  if (!owner) throw invalid(M.seriesNotFound);
  const [last] = await store
    .select({ position: max(seriesVideos.position), count: sql<number>`count(*)` })
    .from(seriesVideos)
    .where(and(eq(seriesVideos.teamChannelId, teamChannelId), eq(seriesVideos.seriesId, owner.id)));
  if ((last?.count ?? 0) >= MAX_VIDEOS_PER_SERIES) throw atMost(M.tooManyVideos);
  await store.batch([
    store.insert(seriesVideos).values({ ...video, seriesId: owner.id, position: (last?.position ?? -1) + 1 }),
    touch(store, teamChannelId, owner.id, now),
  ]);
  return { seriesId: owner.id, videoId };
}

/**
 * The forecaster's 80% range for a title in a series, as text. A forecast that cannot be made
 * (no channel, no history, the forecaster failing) never stops the planning: the text is null and
 * the note says why.
 */
export async function estimateViews(
  db: Db,
  teamChannelId: string,
  title: string,
  topic: string,
  now: Date,
): Promise<{ text: string | null; note: string | null }> {
  try {
    const { forecast } = await forecastForWorkspace(db, teamChannelId, { title, topic }, now);
    const { min, max: high } = forecast.predictedViews;
    return { text: `${compactNumber(min)}-${compactNumber(high)} views by day 28 (80% range)`, note: null };
  } catch (error) {
    const reason = isAppError(error, "no-channel")
      ? "Connect your channel for a forecast."
      : "The forecaster could not estimate this title.";
    return { text: null, note: reason };
  }
}

export type VideoEdit = { title: string; description: string; status?: SeriesStatus; publishDate?: string | null };

/** Edits a video's title and description, and (for one that is not an upload) its status and date. */
export async function editVideo(
  db: Db,
  teamChannelId: string,
  seriesId: string,
  entryId: string,
  edit: VideoEdit,
  now = new Date(),
): Promise<string> {
  const store = workspaceDb(db, teamChannelId);
  const entry = await store
    .select()
    .from(seriesVideos)
    .where(
      and(
        eq(seriesVideos.teamChannelId, teamChannelId),
        eq(seriesVideos.seriesId, seriesId),
        eq(seriesVideos.id, entryId),
      ),
    )
    .get();
  if (!entry) throw notFound((await ownSeries(db, teamChannelId, seriesId)) ? M.videoNotFound : M.seriesNotFound);
  // An upload's status and date are YouTube's facts; only its title and notes are the plan's.
  const facts = entry.videoId
    ? {}
    : {
        status: edit.status ?? entry.status,
        publishDate: edit.publishDate === undefined ? entry.publishDate : edit.publishDate,
      };
  await store.batch([
    store
      .update(seriesVideos)
      .set({ title: edit.title, description: edit.description, ...facts })
      .where(and(eq(seriesVideos.teamChannelId, teamChannelId), eq(seriesVideos.id, entry.id))),
    touch(store, teamChannelId, seriesId, now),
  ]);
  return seriesId;
}

/** Swaps a video with its neighbour above or below, in one batch (positions stay 0..n-1). */
export async function moveVideo(
  db: Db,
  teamChannelId: string,
  seriesId: string,
  entryId: string,
  direction: "up" | "down",
  now = new Date(),
): Promise<string> {
  if (!(await ownSeries(db, teamChannelId, seriesId))) throw notFound(M.seriesNotFound);
  const list = await entriesOf(db, teamChannelId, seriesId);
  const index = list.findIndex((e) => e.id === entryId);
  if (index < 0) throw notFound(M.videoNotFound);
  const other = direction === "up" ? index - 1 : index + 1;
  // Already first (or last): nothing to move, and nothing wrong either.
  if (other < 0 || other >= list.length) return seriesId;
  const order = [...list];
  [order[index], order[other]] = [order[other]!, order[index]!];
  // Positions are renumbered 0..n-1, which also repairs any gap left by a removal.
  const changes = order.map((e, i) => ({ e, i })).filter(({ e, i }) => e.position !== i);
  const store = workspaceDb(db, teamChannelId);
  await store.batch([
    touch(store, teamChannelId, seriesId, now),
    ...changes.map(({ e, i }) =>
      store
        .update(seriesVideos)
        .set({ position: i })
        .where(and(eq(seriesVideos.teamChannelId, teamChannelId), eq(seriesVideos.id, e.id))),
    ),
  ]);
  return seriesId;
}

export async function removeVideo(
  db: Db,
  teamChannelId: string,
  seriesId: string,
  entryId: string,
  now = new Date(),
): Promise<string> {
  if (!(await ownSeries(db, teamChannelId, seriesId))) throw notFound(M.seriesNotFound);
  const list = await entriesOf(db, teamChannelId, seriesId);
  if (!list.some((e) => e.id === entryId)) throw notFound(M.videoNotFound);
  const rest = list.filter((e) => e.id !== entryId);
  const store = workspaceDb(db, teamChannelId);
  await store.batch([
    store
      .delete(seriesVideos)
      .where(
        and(
          eq(seriesVideos.teamChannelId, teamChannelId),
          eq(seriesVideos.seriesId, seriesId),
          eq(seriesVideos.id, entryId),
        ),
      ),
    touch(store, teamChannelId, seriesId, now),
    ...rest
      .map((e, i) => ({ e, i }))
      .filter(({ e, i }) => e.position !== i)
      .map(({ e, i }) =>
        store
          .update(seriesVideos)
          .set({ position: i })
          .where(and(eq(seriesVideos.teamChannelId, teamChannelId), eq(seriesVideos.id, e.id))),
      ),
  ]);
  return seriesId;
}

// ---------------------------------------------------------------------------------------------
// Analyze Library

export type AnalysisSummary = {
  found: number;
  created: number;
  updated: number;
  measured: number;
  /** Uploads read. */
  uploads: number;
  /** What the page says of this run (engine/summary.ts). */
  summary: string;
};

async function libraryOf(db: Db, teamChannelId: string, channelId: string): Promise<LibraryVideo[]> {
  const rows = await uploadsOf(db, teamChannelId, channelId, { limit: LIBRARY_VIDEOS });
  return rows.map((v) => ({
    id: v.id,
    title: v.title,
    description: v.description,
    tags: v.tags,
    publishedAt: v.publishedAt.toISOString(),
    views: v.viewCount,
    likeCount: v.likeCount,
    commentCount: v.commentCount,
    durationSeconds: v.durationSeconds,
    isShort: v.isShort,
    thumbnailUrl: v.thumbnailUrl,
  }));
}

/**
 * The analyzer's clustering of own uploads (channel size unknown to it: one channel). The channel's
 * own title goes with them, so its name, which creators sign their titles with ("… | Amelia
 * Liana"), is no topic: on a real channel it once made a "series" of six unrelated vlogs.
 */
function clusterOwn(channelId: string, channelTitle: string, now: Date) {
  return (list: readonly LibraryVideo[]): TopicGroup[] => {
    const input: ClusterableVideo[] = list.map((v) => ({
      videoId: v.id,
      title: v.title,
      description: v.description,
      tags: v.tags,
      channelId,
      channelTitle,
      channelSubscribers: null,
      publishedAt: v.publishedAt,
      viewCount: v.views,
      likeCount: v.likeCount,
      commentCount: v.commentCount,
      thumbnail: v.thumbnailUrl,
    }));
    return clusterVideos({ query: "", videos: input, now: now.toISOString() }).clusters.map((c) => ({
      name: c.name,
      terms: c.terms,
      videoIds: c.videoIds,
    }));
  };
}

type Working = {
  row: Pick<SeriesRow, "id" | "title" | "topics" | "source">;
  kind: SeriesKind | "manual";
  evidence: string;
  entries: EntryRow[];
  isNew: boolean;
  detectedKey: string | null;
  description: string;
};

/**
 * Analyze Library: finds the channel's series, merges them into what is stored and measures every
 * series. Throws AppError "no-channel" / "no-uploads" when there is nothing to analyse.
 */
export async function analyzeLibrary(db: Db, teamChannelId: string, now: Date): Promise<AnalysisSummary> {
  const channel = await ownChannelOf(db, teamChannelId);
  if (!channel) throw new AppError("no-channel", M.noChannel, { status: 400 });
  const store = workspaceDb(db, teamChannelId);
  const [library, storedRows, storedEntries, studio, commenters, requests, thumbnails, dismissed] = await Promise.all([
    libraryOf(db, teamChannelId, channel.id),
    store.select().from(series).where(eq(series.teamChannelId, teamChannelId)).orderBy(asc(series.createdAt)),
    store
      .select()
      .from(seriesVideos)
      .where(eq(seriesVideos.teamChannelId, teamChannelId))
      .orderBy(asc(seriesVideos.position)),
    studioWatchTimeForSeries(db, teamChannelId),
    commentersForSeries(db, teamChannelId, channel.id),
    requestsForSeries(db, teamChannelId),
    thumbnailMeasuresForSeries(db, teamChannelId),
    store
      .select({ key: seriesDismissals.detectedKey })
      .from(seriesDismissals)
      .where(eq(seriesDismissals.teamChannelId, teamChannelId)),
  ]);
  if (library.length === 0) throw new AppError("no-uploads", M.noUploads, { status: 400 });

  const dismissedKeys = new Set(dismissed.map((d) => d.key));
  const { series: everything, report } = detectLibrary(library, clusterOwn(channel.id, channel.title, now));
  const detected = everything.filter((d) => !dismissedKeys.has(d.key));
  // Kept whatever it found, so the page can say what this run found, or that it found none and why.
  const counted: Omit<LibraryRun, "analysedAt"> = {
    report,
    found: {
      numbered: detected.filter((d) => d.kind === "numbered").length,
      prefix: detected.filter((d) => d.kind === "prefix").length,
      match: detected.filter((d) => d.kind === "match").length,
      topic: detected.filter((d) => d.kind === "topic").length,
    },
    dismissed: everything.length - detected.length,
  };
  const run: StoredRun = { ...counted, summary: analysisSummary(counted) };
  const facts = new Map<string, UploadFacts & LibraryVideo>(library.map((v) => [v.id, v]));
  const stored: StoredSeries[] = storedRows.map((s) => ({
    id: s.id,
    source: s.source,
    detectedKey: s.detectedKey,
    entries: storedEntries.filter((e) => e.seriesId === s.id),
  }));
  const plan = mergeDetected(stored, detected, facts);

  // The series after the merge, in memory: measured, then written in one batch.
  const working = new Map<string, Working>();
  for (const s of storedRows) {
    const analysis = s.analysis as SeriesAnalysis | null;
    working.set(s.id, {
      row: s,
      kind: s.source === "manual" ? "manual" : (analysis?.kind ?? "topic"),
      evidence: analysis?.evidence ?? "",
      entries: storedEntries.filter((e) => e.seriesId === s.id),
      isNew: false,
      detectedKey: s.detectedKey,
      description: s.description,
    });
  }
  const refresh = new Map(plan.refresh.map((r) => [r.entryId, r.publishDate]));
  for (const w of working.values()) {
    w.entries = w.entries.map((e) =>
      refresh.has(e.id) ? { ...e, status: "published" as const, publishDate: refresh.get(e.id)! } : e,
    );
  }
  const entryFor = (seriesId: string, videoId: string, position: number): EntryRow => {
    const v = facts.get(videoId)!;
    return {
      teamChannelId,
      id: crypto.randomUUID(),
      seriesId,
      position,
      title: v.title,
      description: firstParagraph(v.description),
      status: "published",
      publishDate: dateOf(v.publishedAt),
      videoId,
      estimatedViews: null,
      createdAt: now,
    };
  };
  for (const u of plan.update) {
    const w = working.get(u.seriesId)!;
    for (const l of u.link) {
      w.entries = w.entries.map((e) =>
        e.id === l.entryId
          ? {
              ...e,
              videoId: l.videoId,
              title: facts.get(l.videoId)!.title,
              status: "published",
              publishDate: dateOf(facts.get(l.videoId)!.publishedAt),
            }
          : e,
      );
    }
    let position = w.entries.reduce((m, e) => Math.max(m, e.position), -1);
    for (const id of u.append) w.entries.push(entryFor(w.row.id, id, ++position));
    w.kind = u.detected.kind;
    w.evidence = u.detected.evidence;
    w.detectedKey = u.detected.key;
    w.row = { ...w.row, topics: u.detected.topics };
  }
  let created = 0;
  for (const c of plan.create) {
    if (working.size >= MAX_SERIES) break;
    const id = crypto.randomUUID();
    working.set(id, {
      row: { id, title: c.detected.title, topics: c.detected.topics, source: "analysis" },
      kind: c.detected.kind,
      evidence: c.detected.evidence,
      entries: c.videoIds.map((videoId, i) => entryFor(id, videoId, i)),
      isNew: true,
      detectedKey: c.detected.key,
      description: c.detected.evidence,
    });
    created += 1;
  }

  // Measure every series, then ask the forecaster about the most active ones' next episode (one
  // at a time: each call reads the channel's history, and the Worker's memory is shared).
  const nowIso = now.toISOString();
  const measured = new Map<string, ReturnType<typeof measureSeries>>();
  const activity = new Map<string, number>();
  // Between series (and forecasts below) the thread goes to other requests: a library's
  // analysis is seconds of work when the demo showcase runs it in the background.
  for (const w of working.values()) {
    await yieldToRequests();
    const ordered = [...w.entries].sort((a, b) => a.position - b.position);
    const parts: MeasuredPart[] = ordered
      .filter((e) => e.videoId !== null && facts.has(e.videoId))
      .map((e) => {
        const v = facts.get(e.videoId!)!;
        return { videoId: v.id, title: v.title, views: v.views, publishedAt: v.publishedAt };
      });
    const analysedComments = parts.reduce((a, p) => a + (requests.analysed.get(p.videoId) ?? 0), 0);
    const partIds = new Set(parts.map((p) => p.videoId));
    const upcoming = ordered.filter((e) => e.status !== "published");
    measured.set(
      w.row.id,
      measureSeries({
        kind: w.kind,
        evidence: w.evidence,
        title: w.row.title,
        topics: asTopics(w.row.topics),
        parts,
        upcomingTitles: ordered.filter((e) => e.videoId === null).map((e) => e.title),
        watchTimeHours: studio,
        requests:
          analysedComments > 0
            ? { analysedComments, items: requests.items.filter((r) => partIds.has(r.videoId)) }
            : null,
        commenters: commenters.filter((c) => partIds.has(c.videoId)),
        thumbnails,
        now: nowIso,
      }),
    );
    // Videos still to come put a series first, then series formats (numbered, prefix or match), then the newest upload.
    const format = w.kind === "numbered" ? 2 : w.kind === "prefix" || w.kind === "match" ? 1 : 0;
    activity.set(
      w.row.id,
      (upcoming.length > 0 ? 4e13 : 0) + format * 1e13 + Math.max(0, ...parts.map((p) => Date.parse(p.publishedAt))),
    );
  }
  const forecastIds = new Set(
    [...measured]
      .filter(([, m]) => m.forecastQuery !== null)
      .sort((a, b) => activity.get(b[0])! - activity.get(a[0])!)
      .slice(0, MAX_FORECASTS)
      .map(([id]) => id),
  );
  const analyses = new Map<string, SeriesAnalysis>();
  for (const [id, m] of measured) {
    const { forecastQuery, ...rest } = m;
    const previous = (storedRows.find((r) => r.id === id)?.analysis as SeriesAnalysis | null | undefined) ?? null;
    let estimate: { text: string | null; note: string | null };
    if (!forecastQuery) estimate = { text: null, note: "Add a video to forecast the next episode." };
    else if (forecastIds.has(id)) {
      await yieldToRequests();
      estimate = await estimateViews(db, teamChannelId, forecastQuery.title, forecastQuery.topic, now);
    } else if (previous?.estimatedViews && previous.forecastTitle === forecastQuery.title)
      estimate = { text: previous.estimatedViews, note: previous.estimatedViewsNote };
    else
      estimate = {
        text: null,
        note: `Forecasts are made for the ${MAX_FORECASTS} most active series per analysis: try “${forecastQuery.title}” on Video Forecast.`,
      };
    analyses.set(id, {
      ...rest,
      estimatedViews: estimate.text,
      estimatedViewsNote: estimate.note,
      forecastTitle: forecastQuery?.title ?? null,
      forecastTopic: forecastQuery?.topic ?? null,
    });
  }

  // One batch: new series and their videos, appended and linked videos, refreshed facts, analyses.
  const statements: Parameters<StoreDb["batch"]>[0][number][] = [];
  let offset = 0;
  for (const w of working.values()) {
    const analysis = analyses.get(w.row.id)!;
    if (w.isNew) {
      // createdAt spaced by a millisecond keeps the found order when the page lists by creation.
      statements.push(
        store.insert(series).values({
          teamChannelId,
          id: w.row.id,
          title: w.row.title,
          description: w.description,
          topics: w.row.topics,
          source: "analysis",
          detectedKey: w.detectedKey,
          analysis,
          createdAt: new Date(now.getTime() + offset++),
          updatedAt: now,
        }),
      );
    } else {
      statements.push(
        store
          .update(series)
          .set({
            analysis,
            topics: w.row.topics,
            detectedKey: w.row.source === "analysis" ? w.detectedKey : null,
            updatedAt: now,
          })
          .where(and(eq(series.teamChannelId, teamChannelId), eq(series.id, w.row.id))),
      );
    }
  }
  const storedById = new Map(storedEntries.map((e) => [e.id, e]));
  const inserts: EntryRow[] = [];
  for (const w of working.values()) {
    for (const e of w.entries) {
      const before = storedById.get(e.id);
      if (!before) {
        inserts.push(e);
        continue;
      }
      if (
        before.videoId !== e.videoId ||
        before.status !== e.status ||
        before.publishDate !== e.publishDate ||
        before.title !== e.title
      ) {
        statements.push(
          store
            .update(seriesVideos)
            .set({ videoId: e.videoId, status: e.status, publishDate: e.publishDate, title: e.title })
            .where(and(eq(seriesVideos.teamChannelId, teamChannelId), eq(seriesVideos.id, e.id))),
        );
      }
    }
  }
  for (const chunk of rowsPerStatement(seriesVideos, inserts))
    statements.push(store.insert(seriesVideos).values(chunk));
  const runRow = { analysedAt: now, uploads: library.length, found: detected.length, run };
  await store.batch([
    store
      .insert(seriesLibraryRuns)
      .values({ teamChannelId, ...runRow })
      .onConflictDoUpdate({ target: seriesLibraryRuns.teamChannelId, set: runRow }),
    ...statements,
  ]);
  return {
    found: detected.length,
    created,
    updated: plan.update.length,
    measured: analyses.size,
    uploads: library.length,
    summary: run.summary,
  };
}
