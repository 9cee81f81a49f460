// Competitor Monitor on the server: the workspace's tracked channels (add, pause, remove,
// refresh) and the report the engine computes from their uploads and statistics snapshots.
//
// Tracking goes through the channel sync (sync.server.ts): adding a channel resolves it (one API
// call; a plain name first runs a channel search, see addCompetitor) and queues a full sync of its
// uploads, statistics and recent comments; Refresh queues a
// "refresh" sync (new uploads + a statistics snapshot of every stored video) for each active
// channel; the hourly cron (workers/jobs/sync.ts) does the same for channels not synced for 20
// hours. Paused channels are never refreshed and are left out of the report.
import { AppError, type RefusalStatus, isAppError } from "~/lib/errors";
import {
  activeCompetitorIds,
  competitorChannels,
  competitorRemoval,
  type ForgetCommentData,
  manualRefreshAllowed,
  removeChannelFromStore,
  resolveChannel,
  competitorTitle,
  setCompetitorActiveFlag,
  startChannelSync,
  storedChannelsOf,
  type SyncQueue,
  type SyncSource,
  type SyncSummary,
} from "~/features/channel-data/index.server";
import {
  type ChannelInput,
  type ChannelRecord,
  isExactChannelName,
  MAX_CHANNEL_INPUT_LENGTH,
  readChannelQuery,
  YouTubeApiError,
  type YouTubeClient,
} from "~/features/channel-data/index";
import type { SessionUser } from "~/lib/auth/session.server";
import type { Db } from "~/lib/db/client.server";
import { compactNumber, countOf } from "~/lib/format";
import type { CompetitorReport } from "./report.engines.server";
import { log } from "~/lib/log.server";
import { recordOnce } from "~/features/track-record/index.server";

export const COMPETITOR_MESSAGES = {
  /** Spec §8, Competitor (heading "Analysis Error"). */
  failed: "Failed to analyze competitor content. Please try again.",
  invalid: "Enter a channel name, @handle or link.",
  /** The demo's sample channels are fictional and spend no quota: adding and refreshing need a real account. */
  demoAdd: "Please sign up for a real account to add channels.",
  demoRefresh:
    "The demo's sample channels cannot be refreshed: their uploads and statistics are fixed sample data. Sign up for a real account to follow live channels.",
  ownChannel: "That is your own channel. Add the channels you compete with instead.",
  duplicate: (title: string) => `${title} is already in your list.`,
  tooMany: (max: number) => `You can monitor up to ${countOf(max, "channel")}. Remove one to add another.`,
  notInList: "That channel is not in your list.",
  addFailed: "Could not add the channel. Please try again.",
  noActive: "No active channels to refresh. Switch a channel to Active or add one.",
  noNameMatch: (name: string) =>
    `No YouTube channel matches “${name}”. Check the spelling, or paste its @handle or a link to it.`,
  pickOne: (name: string, count: number) =>
    count === 1
      ? `One channel matches “${name}”. Is it the one you meant?`
      : `${count} channels match “${name}”. Pick the one you meant.`,
} as const;

/** A hard cap that protects the daily API quota; best practice is 3-5. */
export const MAX_COMPETITORS = 10;
/** Channels a name search offers to pick from (one search.list call whatever the number). */
export const NAME_SEARCH_RESULTS = 6;

export type MonitoredChannel = {
  id: string;
  name: string;
  handle: string | null;
  /** compactNumber of the count, or "Unknown" when hidden or not known yet. */
  subscriberCount: string;
  isActive: boolean;
  isSample: boolean;
  lastSyncedAt: string | null;
  videoCount: number;
  sync: SyncSummary | null;
};

/** A channel found by a name search, as the page offers it for picking. */
export type ChannelCandidate = {
  id: string;
  title: string;
  handle: string | null;
  /** compactNumber of the count, or "Unknown" when hidden. */
  subscriberCount: string;
  videoCount: number;
  thumbnailUrl: string | null;
  /** Already in the workspace: as its own channel, or as a tracked competitor. */
  tracked: "own" | "competitor" | null;
};

type Deps = { db: Db; source: SyncSource & Pick<YouTubeClient, "searchChannels">; queue: SyncQueue };
/**
 * An add's deps: also the caller's burst limit on lookups that reach YouTube (channel-data's
 * lookupBurstGuard), taken at most once per add, before a lookup or a name search is sent.
 */
type AddDeps = Deps & { lookups: () => Promise<void> };
type Status = 200 | RefusalStatus | 500 | 502 | 503;
type Outcome = { status: Status; message: string | null; error: string | null };
/** An add either finishes (added or refused) or asks the user to pick among the channels a name matched. */
export type AddOutcome = Outcome & { candidates: ChannelCandidate[] | null };

export async function listCompetitors(db: Db, teamChannelId: string): Promise<MonitoredChannel[]> {
  const rows = await competitorChannels(db, teamChannelId);
  return rows.map((r) => ({
    id: r.id,
    name: r.title,
    handle: r.handle,
    subscriberCount: r.subscriberCount === null ? "Unknown" : compactNumber(r.subscriberCount),
    isActive: r.isActive,
    isSample: r.isSample,
    lastSyncedAt: r.lastSyncedAt?.toISOString() ?? null,
    videoCount: r.videoCount,
    sync: r.sync,
  }));
}

type StoredChannel = { id: string; role: "own" | "competitor"; title: string; handle: string | null };

/** Thrown from inside the channel lookup, before startChannelSync writes anything. */
function refusalFor(channel: StoredChannel | undefined): AppError | null {
  if (!channel) return null;
  return channel.role === "own"
    ? new AppError("invalid-input", COMPETITOR_MESSAGES.ownChannel)
    : new AppError("conflict", COMPETITOR_MESSAGES.duplicate(channel.title));
}

const finished = (outcome: Outcome): AddOutcome => ({ ...outcome, candidates: null });

/**
 * Adds a channel by @handle, id or link (resolved with one channels.list call), or by name.
 * A name runs one channel search (search.list type=channel, counted in the daily search
 * allowance) plus one channels.list call for the hits' details; a one-word name is first tried
 * as a handle (1 unit) and searched only when no channel has that handle. A name that exactly
 * matches one channel's title or handle adds it at once; otherwise the matches come back as
 * candidates, and the page posts the chosen one's id. The workspace's own channel and channels
 * already tracked are refused before anything is written.
 */
export async function addCompetitor(deps: AddDeps, user: SessionUser, raw: unknown): Promise<AddOutcome> {
  if (user.isDemo) return finished({ status: 403, message: null, error: COMPETITOR_MESSAGES.demoAdd });
  const text = typeof raw === "string" ? raw.trim() : "";
  const query = text.length > 0 && text.length <= MAX_CHANNEL_INPUT_LENGTH ? readChannelQuery(text) : null;
  if (!query) return finished({ status: 400, message: null, error: COMPETITOR_MESSAGES.invalid });

  const stored: StoredChannel[] = await storedChannelsOf(deps.db, user.teamChannelId);
  const handleInput: ChannelInput | null =
    query.kind === "lookup" ? query.input : query.handle ? { kind: "handle", handle: query.handle } : null;
  const early = handleInput ? refusalFor(storedMatch(stored, handleInput)) : null;
  if (early) return finished({ status: early.status, message: null, error: early.message });
  if (stored.filter((c) => c.role === "competitor").length >= MAX_COMPETITORS) {
    return finished({ status: 400, message: null, error: COMPETITOR_MESSAGES.tooMany(MAX_COMPETITORS) });
  }

  if (query.kind === "lookup") return finished(await track(deps, user, stored, query.input));
  if (query.handle) {
    const byHandle = await track(deps, user, stored, { kind: "handle", handle: query.handle });
    // No channel has that handle: it was a name after all.
    if (byHandle.status !== 404) return finished(byHandle);
  }
  return searchByName(deps, user, stored, query.name);
}

/** The name search: candidates to pick from, or the one exact match added at once. */
async function searchByName(
  deps: AddDeps,
  user: SessionUser,
  stored: StoredChannel[],
  name: string,
): Promise<AddOutcome> {
  let found: ChannelRecord[];
  try {
    await deps.lookups();
    found = await deps.source.searchChannels(name, { maxResults: NAME_SEARCH_RESULTS });
  } catch (error) {
    if (isAppError(error)) return finished({ status: error.status, message: null, error: error.message });
    if (error instanceof YouTubeApiError)
      return finished({ status: error.status, message: null, error: error.message });
    log.error("competitor-search.failed", { error });
    return finished({ status: 500, message: null, error: COMPETITOR_MESSAGES.addFailed });
  }
  if (found.length === 0) return finished({ status: 404, message: null, error: COMPETITOR_MESSAGES.noNameMatch(name) });

  const exact = found.filter((channel) => isExactChannelName(name, channel));
  if (exact.length === 1) {
    const [match] = exact as [ChannelRecord];
    const refusal = refusalFor(stored.find((c) => c.id === match.youtubeId));
    if (refusal) return finished({ status: refusal.status, message: null, error: refusal.message });
    // The search already read the channel: no second lookup.
    return finished(await track(deps, user, stored, { kind: "id", id: match.youtubeId }, match));
  }
  const candidates = found.map((channel) => toCandidate(channel, stored));
  return { status: 200, message: COMPETITOR_MESSAGES.pickOne(name, candidates.length), error: null, candidates };
}

function toCandidate(channel: ChannelRecord, stored: readonly StoredChannel[]): ChannelCandidate {
  return {
    id: channel.youtubeId,
    title: channel.title,
    handle: channel.handle,
    subscriberCount: channel.subscriberCount === null ? "Unknown" : compactNumber(channel.subscriberCount),
    videoCount: channel.videoCount,
    thumbnailUrl: channel.thumbnailUrl,
    tracked: stored.find((c) => c.id === channel.youtubeId)?.role ?? null,
  };
}

/** Resolves the channel (unless `known` already is it), refuses own and tracked ones, and starts its full sync. */
async function track(
  deps: AddDeps,
  user: SessionUser,
  stored: readonly StoredChannel[],
  input: ChannelInput,
  known?: ChannelRecord,
): Promise<Outcome> {
  try {
    // A channel anyone looked up recently is not looked up again.
    const channel = known ?? (await resolveChannel(deps.db, deps.source, input, { beforeLookup: deps.lookups }));
    const refusal = refusalFor(stored.find((c) => c.id === channel.youtubeId));
    if (refusal) throw refusal;
    await startChannelSync(
      { db: deps.db, source: deps.source, queue: deps.queue },
      {
        teamChannelId: user.teamChannelId,
        input: { kind: "id", id: channel.youtubeId },
        role: "competitor",
        kind: "full",
        resolved: channel,
      },
    );
    return { status: 200, message: `Added ${channel.title}. Its uploads and statistics are syncing now.`, error: null };
  } catch (error) {
    if (isAppError(error)) return { status: error.status, message: null, error: error.message };
    if (error instanceof YouTubeApiError) return { status: error.status, message: null, error: error.message };
    log.error("competitor-add.failed", { error });
    return { status: 500, message: null, error: COMPETITOR_MESSAGES.addFailed };
  }
}

/** A stored channel the input names directly (its id, or its handle in any letter case). */
function storedMatch<T extends { id: string; handle: string | null }>(
  stored: readonly T[],
  input: ChannelInput,
): T | undefined {
  if (input.kind === "id") return stored.find((c) => c.id === input.id);
  if (input.kind === "handle") {
    const handle = input.handle.toLowerCase();
    return stored.find((c) => c.handle?.replace(/^@/, "").toLowerCase() === handle);
  }
  return undefined;
}

/** Sets a competitor Active or Paused; only a competitor of the user's own workspace. */
export async function setCompetitorActive(
  db: Db,
  user: SessionUser,
  channelId: unknown,
  active: boolean,
): Promise<Outcome> {
  if (typeof channelId !== "string" || channelId.length === 0 || channelId.length > 64) {
    return { status: 404, message: null, error: COMPETITOR_MESSAGES.notInList };
  }
  const title = await setCompetitorActiveFlag(db, user.teamChannelId, channelId, active);
  if (title === null) return { status: 404, message: null, error: COMPETITOR_MESSAGES.notInList };
  return {
    status: 200,
    message: active ? `${title} is active again.` : `${title} is paused: it is no longer refreshed or analyzed.`,
    error: null,
  };
}

/**
 * Removes a competitor and everything stored for it in the workspace (its videos, their
 * snapshots, comments and comment scores, its sync jobs) in one transaction. Channel data gives
 * the deletions of its rows; the comment scores belong to Comment Sentiment, which this engine
 * may not import: the route hands its deletion in (`forgetScores`). A queued sync message for a
 * deleted job finds nothing to do.
 */
export async function removeCompetitor(
  db: Db,
  user: SessionUser,
  channelId: unknown,
  forgetScores: ForgetCommentData,
): Promise<Outcome> {
  if (typeof channelId !== "string" || channelId.length === 0 || channelId.length > 64) {
    return { status: 404, message: null, error: COMPETITOR_MESSAGES.notInList };
  }
  const ws = user.teamChannelId;
  const title = await competitorTitle(db, ws, channelId);
  if (title === null) return { status: 404, message: null, error: COMPETITOR_MESSAGES.notInList };
  const removal = competitorRemoval(db, ws, channelId);
  await db.batch([forgetScores(db, ws, removal.commentIds), ...removal.statements]);
  // Its snapshots and comments are in the workspace's store, outside that transaction: removed once it committed.
  await removeChannelFromStore(db, ws, channelId, forgetScores);
  return { status: 200, message: `${title} was removed, with its stored videos and statistics.`, error: null };
}

/**
 * Queues a refresh for every active competitor: new uploads and a statistics snapshot of each
 * stored video. A sync already under way is left to finish; paused channels are not touched.
 */
export async function refreshCompetitors(deps: Deps, user: SessionUser): Promise<Outcome> {
  if (user.isDemo) return { status: 403, message: null, error: COMPETITOR_MESSAGES.demoRefresh };
  const active = await activeCompetitorIds(deps.db, user.teamChannelId);
  if (active.length === 0) return { status: 400, message: null, error: COMPETITOR_MESSAGES.noActive };
  let queued = 0;
  const manual = await manualRefreshAllowed(deps.db, user.teamChannelId);
  try {
    for (const channel of active) {
      await startChannelSync(deps, {
        teamChannelId: user.teamChannelId,
        input: { kind: "id", id: channel },
        role: "competitor",
        kind: "refresh",
        manual,
      });
      queued++;
    }
  } catch (error) {
    const prefix =
      queued > 0 ? `Refreshing ${queued} of ${countOf(active.length, "channel")}; the others could not start: ` : "";
    if (error instanceof YouTubeApiError)
      return { status: error.status, message: null, error: `${prefix}${error.message}` };
    log.error("competitor-refresh.failed", { error });
    return { status: 500, message: null, error: `${prefix}${COMPETITOR_MESSAGES.failed}` };
  }
  return {
    status: 200,
    message: `Refreshing ${queued} active channel${queued === 1 ? "" : "s"}: new uploads and fresh statistics are on their way.`,
    error: null,
  };
}

/** An upload this many times its channel's comparable uploads at the same age is an outlier kept. */
export const OUTLIER_KEPT = 3;
/** Outliers kept from one report at most (the strongest; the report is sorted by score). */
const OUTLIERS_KEPT_PER_REPORT = 20;

/**
 * Keeps the outliers a report surfaced in the track record, each once: the video's
 * title, and as its topic the channel and how far above its usual views it was. Never throws: the
 * page is not lost for its record.
 */
export async function keepOutliers(db: Db, teamChannelId: string, report: CompetitorReport, now: Date): Promise<void> {
  const outliers = report.videos
    .filter((v) => v.outlierScore !== null && v.outlierScore >= OUTLIER_KEPT)
    .slice(0, OUTLIERS_KEPT_PER_REPORT);
  await recordOnce(
    db,
    teamChannelId,
    outliers.map((v) => ({
      kind: "outlier" as const,
      title: v.title,
      topic: `${v.channel}: ${v.outlierScore}× its usual views at ${v.baseline ? v.baseline.age : "this many days"}`,
      source: `Competitor Monitor ${v.id}`,
      madeAt: now,
    })),
  ).catch((error: unknown) => log.error("track-record.record-failed", { tool: "competitor-monitor", error }));
}
