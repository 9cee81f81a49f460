import { Form, Link, useNavigation } from "react-router";
import { RelativeAge } from "~/components/ui/relative-age";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { IntentButton } from "~/components/ui/intent-button";
import { ErrorBox } from "~/components/ui/error-box";
import { TextField } from "~/components/ui/text-field";
import { countOf, nounFor, wholeNumber } from "~/lib/format";
import { useJobProgress } from "~/lib/job-progress";
import { useViewerFormat } from "~/lib/use-viewer-format";
import type { NextReadings } from "../next-readings.server";
import type { ChannelOverview, SyncSummary } from "../overview.server";
import { STATS_INTERVALS } from "../refresh-schedule";
import type { TeamChannel } from "../workspace-channels.server";

/** The workspace's channels and what the plan includes, for the list and the add form. */
export type ChannelsView = {
  list: Pick<TeamChannel, "id" | "title" | "handle" | "videoCount" | "first" | "teamChannelId" | "paused">[];
  current: string | null;
  included: number;
  /** What the last add or remove said. */
  result: { ok: boolean; message: string } | null;
};

const STAGE_LABELS: Record<string, string> = {
  uploads: "Reading uploads and statistics",
  stats: "Taking a new statistics snapshot",
  comments: "Reading recent comments",
  done: "Finished",
};

/** Whether a finished sync read nothing: it found nothing due, so the card says so rather than "0 fetched". */
function readNothing(sync: SyncSummary): boolean {
  const { videosFound, statsFetched, commentsFetched } = sync.progress;
  return sync.status === "done" && videosFound + statsFetched + commentsFetched === 0;
}

function SyncProgress({ sync: loaded, readings }: { sync: SyncSummary; readings: NextReadings | null }) {
  const { dateTime } = useViewerFormat();
  const running = loaded.status === "queued" || loaded.status === "running";
  // While it runs, the counts come from the small progress route; the page reloads once it ends.
  const live = useJobProgress(running ? loaded.id : null);
  const sync =
    live?.kind === "channel-sync"
      ? { ...loaded, status: live.status, stage: live.stage, progress: live.progress }
      : loaded;
  const active = sync.status === "queued" || sync.status === "running";
  return (
    <div className="mt-4 rounded-lg bg-slate-50 p-4 text-sm dark:bg-slate-800/60" aria-live="polite">
      <p className="font-semibold">
        {sync.status === "queued" && "Sync queued"}
        {sync.status === "running" && `Syncing: ${STAGE_LABELS[sync.stage] ?? sync.stage}`}
        {sync.status === "done" && "Last sync finished"}
        {sync.status === "failed" && "Sync stopped"}
      </p>
      <dl className="mt-2 grid grid-cols-3 gap-2">
        <div>
          <dt className="text-slate-600 dark:text-slate-400">Videos found</dt>
          <dd className="font-semibold tabular-nums">{wholeNumber(sync.progress.videosFound)}</dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-400">Statistics fetched</dt>
          <dd className="font-semibold tabular-nums">{wholeNumber(sync.progress.statsFetched)}</dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-400">Comments fetched</dt>
          <dd className="font-semibold tabular-nums">{wholeNumber(sync.progress.commentsFetched)}</dd>
        </div>
      </dl>
      {readNothing(sync) ? (
        <p className="mt-2" data-testid="sync-nothing-due">
          {readings && (readings.statistics.dueNow > 0 || readings.commentsMoved > 0)
            ? `Nothing new was read: YouTube was last read ${dateTime(readings.readAt)}, and a sync before ${dateTime(readings.syncNowReadsFrom)} copies that reading. The next readings are below.`
            : `Nothing new was read: no upload, statistic or comment was due a reading${readings ? ` since YouTube was last read, ${dateTime(readings.readAt)}. The next readings are below` : ""}.`}
        </p>
      ) : null}
      {sync.error ? (
        <div className="mt-3">
          <ErrorBox title="The sync could not finish">
            {sync.error} Connecting the channel again resumes where it stopped.
          </ErrorBox>
        </div>
      ) : null}
      {active ? (
        <noscript>
          <p className="mt-2">
            <a href="/account" className="font-semibold text-brand-700 underline dark:text-brand-400">
              Refresh to see progress
            </a>
          </p>
        </noscript>
      ) : null}
    </div>
  );
}

/** "12 hours", "3 days", "4 weeks": an interval of the refresh schedule in words. */
function hoursInWords(hours: number): string {
  if (hours % 168 === 0) return hours === 168 ? "week" : `${hours / 168} weeks`;
  if (hours % 24 === 0) return hours === 24 ? "day" : `${hours / 24} days`;
  return `${hours} hours`;
}

const AGE_WORDS: Record<number, string> = { 7: "week", 30: "month", 365: "year" };

/** The schedule by a video's age, said from the rules the refresh runs (refresh-schedule.ts). */
function statsScheduleText(): string {
  const parts = STATS_INTERVALS.map((band, i) =>
    Number.isFinite(band.maxAgeDays)
      ? `every ${hoursInWords(band.everyHours)} in its first ${AGE_WORDS[band.maxAgeDays] ?? `${band.maxAgeDays} days`}`
      : `every ${hoursInWords(band.everyHours)} ${i > 0 ? "after that" : ""}`.trim(),
  );
  return parts.join(", ");
}

/**
 * When each kind of reading comes next: the feed (new uploads, the newest views), statistics by an
 * upload's age, comments where their count moved. A sync that found nothing due reads nothing, and
 * this is how the card tells that apart from a sync that failed to read.
 */
function NextReadingsList({ readings }: { readings: NextReadings }) {
  const { dateTime } = useViewerFormat();
  const { statistics } = readings;
  return (
    <section className="mt-4 text-sm" aria-labelledby="next-readings" data-testid="next-readings">
      <h3 id="next-readings" className="font-semibold">
        Next readings from YouTube
      </h3>
      <p className="mt-1 text-slate-600 dark:text-slate-400">
        Last read {dateTime(readings.readAt)}. Each kind of data is read again only when it can have changed, so the
        YouTube allowance everyone shares lasts; a reading made for another workspace that follows this channel counts
        too.
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>
          <span className="font-medium">New uploads and the newest views</span> (the channel&apos;s free feed): next
          reading with the daily refresh, from {dateTime(readings.dailyAt)}. Sync now reads it again from{" "}
          {dateTime(readings.syncNowReadsFrom)}; pressed before then, it copies the last reading.
        </li>
        <li>
          <span className="font-medium">Statistics</span> (views, likes, comment counts):{" "}
          {statistics.dueNow > 0
            ? `${countOf(statistics.dueNow, "upload")} due, read by the next refresh`
            : statistics.uploads === 0
              ? "no upload to read yet"
              : statistics.uploads === 1
                ? "the channel's one upload is not due"
                : `none of the ${countOf(statistics.uploads, "upload")} is due`}
          {statistics.nextDueAt ? `; the next falls due ${dateTime(statistics.nextDueAt)}` : ""}. An upload is read{" "}
          {statsScheduleText()}; the {readings.feedUploads} newest take their views from the feed at every refresh.
        </li>
        <li>
          <span className="font-medium">Comments</span>: read when an upload&apos;s comment count moves.{" "}
          {readings.commentsMoved > 0
            ? `${countOf(readings.commentsMoved, "upload")} ${readings.commentsMoved === 1 ? "has" : "have"} new comments, read by the next refresh.`
            : "No count has moved since the comments were last read; the next statistics reading shows whether one did."}
          {readings.olderCommentsFrom
            ? ` The threads older than those read so far (up to 1,000 threads in all) are read once, by the refresh from ${dateTime(readings.olderCommentsFrom)}.`
            : ""}
        </li>
      </ul>
    </section>
  );
}

/** The workspace's channels: which one the tools show, a link to each, Remove for the added ones, and Add. */
function WorkspaceChannels({
  channels,
  busy,
  readOnly,
}: {
  channels: ChannelsView;
  busy: boolean;
  /** A viewer: the list and its Show links, without Remove or Add (the role changes no connection). */
  readOnly: boolean;
}) {
  const full = channels.list.length >= channels.included;
  const paused = channels.list.filter((channel) => channel.paused).length;
  return (
    <section className="mt-6 border-t border-slate-200 pt-4 dark:border-slate-800" aria-labelledby="workspace-channels">
      <h3 id="workspace-channels" className="font-semibold">
        Channels in this workspace
      </h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {channels.list.length} of {channels.included} your plan includes. Every tool shows the channel chosen in the
        switcher at the top of each page.
      </p>
      {paused > 0 ? (
        <p role="status" className="mt-2 text-sm text-amber-900 dark:text-amber-200">
          {paused === 1 ? "1 channel is paused" : `${paused} channels are paused`}: the workspace&apos;s plan includes{" "}
          {channels.included === 1 ? "1 channel" : `${channels.included} channels`}, so the ones past it (the newest
          added) are kept but not shown or refreshed.{" "}
          <Link to="/pricing" className="font-medium text-brand-700 underline dark:text-brand-400">
            Choose a plan with more channels
          </Link>
          , or remove a channel listed before them, and they resume.
        </p>
      ) : null}
      {channels.result ? (
        <p
          role={channels.result.ok ? "status" : "alert"}
          className={`mt-2 text-sm ${channels.result.ok ? "text-emerald-800 dark:text-emerald-300" : "text-red-700 dark:text-red-300"}`}
        >
          {channels.result.message}
        </p>
      ) : null}
      {channels.list.length > 1 ? (
        <ul className="mt-3 divide-y divide-slate-200 text-sm dark:divide-slate-800">
          {channels.list.map((channel) => (
            <li key={channel.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                <span className="font-medium">{channel.title}</span>
                {channel.handle ? (
                  <span className="text-slate-600 dark:text-slate-400"> · @{channel.handle}</span>
                ) : null}
                <span className="text-slate-600 dark:text-slate-400"> · {countOf(channel.videoCount, "video")}</span>
                {channel.paused ? (
                  <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950 dark:bg-amber-900/50 dark:text-amber-100">
                    Paused
                  </span>
                ) : null}
                {channel.id === channels.current ? (
                  <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900 dark:bg-brand-900/50 dark:text-brand-100">
                    Shown now
                  </span>
                ) : null}
              </span>
              <span className="flex items-center gap-3">
                {channel.id !== channels.current && !channel.paused ? (
                  <Link
                    to={`/account?channel=${encodeURIComponent(channel.id)}`}
                    className="font-medium text-brand-700 underline dark:text-brand-400"
                  >
                    Show<span className="sr-only"> {channel.title}</span>
                  </Link>
                ) : null}
                {channel.first || readOnly ? null : (
                  <IntentButton intent="remove-channel" fields={{ channelId: channel.id }} disabled={busy}>
                    Remove<span className="sr-only"> {channel.title}</span>
                  </IntentButton>
                )}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {readOnly ? null : full ? (
        <p className="mt-3 text-sm">
          {channels.included === 1 ? "Your plan includes one channel." : "Your plan's channels are all in use."}{" "}
          <Link to="/pricing" className="font-medium text-brand-700 underline dark:text-brand-400">
            Compare plans
          </Link>{" "}
          for more.
        </p>
      ) : (
        <ChannelForm
          intent="add-channel"
          label="Add another channel"
          placeholder="@handle or a channel link"
          hint="A second channel of yours (Shorts, another language) or a client's. Its first sync starts at once."
          submit={["Add channel", "Adding..."]}
          busy={busy}
        />
      )}
    </section>
  );
}

export function ChannelCard({
  overview,
  isDemo,
  error,
  channels,
  readings = null,
  refusal = null,
}: {
  overview: ChannelOverview;
  isDemo: boolean;
  error?: string | null;
  channels?: ChannelsView | null;
  /** When each kind of reading comes next (null: the sample channel, or a first read still under way). */
  readings?: NextReadings | null;
  /** The role's words when this person may not change connections (a viewer): no forms, a sentence instead. */
  refusal?: string | null;
}) {
  const navigation = useNavigation();
  const intent = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  const connecting = intent === "connect-channel";
  const { channel, counts, sync } = overview;

  return (
    <Card>
      <h2 className="text-lg font-semibold">YouTube channel</h2>
      {channel ? (
        <div className="mt-3">
          <p className="font-medium">
            {channel.title}
            {channel.handle ? <span className="text-slate-600 dark:text-slate-400"> · @{channel.handle}</span> : null}
            {channel.isSample ? (
              <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900/50 dark:text-amber-100">
                Sample data
              </span>
            ) : null}
          </p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {countOf(counts.videos, "video")} · {countOf(counts.comments, "comment")} stored, all dates
            {counts.ownReplies > 0
              ? ` (${wholeNumber(counts.ownReplies)} your own replies, never analysed)`
              : ""} · {wholeNumber(counts.competitors)} tracked {nounFor(counts.competitors, "competitor")}
            {channel.lastSyncedAt ? <RelativeAge iso={channel.lastSyncedAt} prefix=" · synced " /> : null}
          </p>
          {channel.olderUploads ? (
            <p className="mt-2 text-sm" data-testid="older-uploads">
              The first sync read your newest {countOf(channel.olderUploads.firstSync, "upload")}; older ones arrive{" "}
              {wholeNumber(channel.olderUploads.perDay)} a day with the daily refresh.
            </p>
          ) : null}
          {channel.isSample ? (
            <p className="mt-2 text-sm">
              This is a generated sample channel, so every tool has data to show.{" "}
              {isDemo ? (
                <>
                  <Link to="/signup" className="font-semibold text-brand-700 underline dark:text-brand-400">
                    Create a real account
                  </Link>{" "}
                  to connect your own.
                </>
              ) : null}
            </p>
          ) : null}
        </div>
      ) : (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
          No channel connected yet. Connect yours and Vidwise reads your uploads, their statistics and recent comments
          through the YouTube Data API.
        </p>
      )}
      {sync ? <SyncProgress sync={sync} readings={readings} /> : null}
      {readings && sync?.status !== "queued" && sync?.status !== "running" ? (
        <NextReadingsList readings={readings} />
      ) : null}
      {refusal && !isDemo ? (
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400" data-testid="channel-role-note">
          {channel
            ? "An owner or manager of this workspace can sync the channel now, add, remove or replace channels."
            : "An owner or manager of this workspace connects its channel."}
        </p>
      ) : null}
      {!isDemo && !refusal && channel && !channel.isSample ? (
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="connect-channel" />
          <input type="hidden" name="channel" value={channel.id} />
          <Button type="submit" variant="secondary" disabled={connecting}>
            Sync now
          </Button>
        </Form>
      ) : null}
      {isDemo || !channel ? null : channels ? (
        <WorkspaceChannels
          channels={channels}
          busy={intent === "add-channel" || intent === "remove-channel"}
          readOnly={Boolean(refusal)}
        />
      ) : null}
      {isDemo || refusal ? null : channel ? (
        <details className="mt-4 text-sm" open={Boolean(error)}>
          <summary className="cursor-pointer font-medium">Replace this channel with a different one</summary>
          <ConnectForm label="Replace with" error={error} busy={connecting} />
        </details>
      ) : (
        <ConnectForm label="Your channel" error={error} busy={connecting} />
      )}
    </Card>
  );
}

/** Connects the channel shown (the workspace's first, or the one chosen), replacing the one there. */
function ConnectForm({ label, error, busy }: { label: string; error?: string | null; busy: boolean }) {
  return (
    <ChannelForm
      intent="connect-channel"
      label={label}
      placeholder="@yourhandle, a channel link or a video link"
      hint="Any form works: @handle, youtube.com/@handle, /channel/UC…, /c/name, /user/name or one of your videos."
      submit={["Connect channel", "Connecting..."]}
      error={error}
      busy={busy}
    />
  );
}

/** A channel link or @handle and its button: connecting the channel shown, or adding another. */
function ChannelForm(props: {
  intent: "connect-channel" | "add-channel";
  label: string;
  placeholder: string;
  hint: string;
  /** The button's words, idle and while sending. */
  submit: [string, string];
  error?: string | null;
  busy: boolean;
}) {
  return (
    <Form method="post" className="mt-4 space-y-3" noValidate>
      <input type="hidden" name="intent" value={props.intent} />
      <TextField
        label={props.label}
        name="channel"
        placeholder={props.placeholder}
        hint={props.hint}
        error={props.error}
        required
        maxLength={2048}
      />
      <Button type="submit" disabled={props.busy}>
        {props.busy ? props.submit[1] : props.submit[0]}
      </Button>
    </Form>
  );
}
