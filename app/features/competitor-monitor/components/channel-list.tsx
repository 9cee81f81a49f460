import { Form, Link, useFetcher } from "react-router";
import { RelativeAge } from "~/components/ui/relative-age";
import { Button } from "~/components/ui/button";
import { countOf, wholeNumber } from "~/lib/format";
import type { MonitoredChannel } from "../monitor.server";

export const SYNC_STAGE_LABELS: Record<string, string> = {
  uploads: "reading uploads and statistics",
  stats: "taking a statistics snapshot",
  comments: "reading recent comments",
  done: "finished",
};

export function isSyncing(channel: MonitoredChannel) {
  return channel.sync?.status === "queued" || channel.sync?.status === "running";
}

/** What the channel's latest sync says, in one line. */
function SyncLine({ channel }: { channel: MonitoredChannel }) {
  const { sync } = channel;
  if (!sync) return null;
  if (sync.status === "queued") return <span>Sync queued</span>;
  if (sync.status === "running") {
    return (
      <span>
        Syncing: {SYNC_STAGE_LABELS[sync.stage] ?? sync.stage} ({countOf(sync.progress.videosFound, "video")},{" "}
        {wholeNumber(sync.progress.statsFetched)} statistics so far)
      </span>
    );
  }
  if (sync.status === "failed") {
    return <span className="text-red-700 dark:text-red-400">Sync stopped: {sync.error ?? "unknown error"}</span>;
  }
  return null;
}

/**
 * The Active/Paused switch. A fetcher form: with JavaScript the switch flips at once and the page
 * data reloads behind it; without, it is a plain POST that re-renders the page.
 */
function ActiveToggle({ channel }: { channel: MonitoredChannel }) {
  const fetcher = useFetcher();
  const pending = fetcher.formData?.get("active");
  const isActive = pending === undefined || pending === null ? channel.isActive : pending === "true";
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="toggle" />
      <input type="hidden" name="channelId" value={channel.id} />
      <input type="hidden" name="active" value={isActive ? "false" : "true"} />
      <button
        type="submit"
        role="switch"
        aria-checked={isActive}
        title={
          isActive
            ? "Pause: stop refreshing and analyzing this channel"
            : "Resume refreshing and analyzing this channel"
        }
        className={`inline-flex min-w-24 items-center gap-2 rounded-full border px-3 py-1 text-sm font-semibold transition-colors ${
          isActive
            ? "border-green-300 bg-green-50 text-green-900 hover:bg-green-100 dark:border-green-800 dark:bg-green-950 dark:text-green-100 dark:hover:bg-green-900"
            : "border-slate-300 bg-slate-100 text-slate-700 hover:bg-slate-200 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-slate-700"
        }`}
      >
        <span aria-hidden="true" className={`h-2.5 w-2.5 rounded-full ${isActive ? "bg-green-600" : "bg-slate-400"}`} />
        {isActive ? "Active" : "Paused"}
        <span className="sr-only"> – {channel.name}</span>
      </button>
    </fetcher.Form>
  );
}

function RemoveForm({ channel }: { channel: MonitoredChannel }) {
  return (
    <Form
      method="post"
      onSubmit={(event) => {
        if (!window.confirm(`Remove ${channel.name}? Its stored videos and statistics will be deleted.`))
          event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="channelId" value={channel.id} />
      <Button type="submit" variant="ghost" size="sm" aria-label={`Remove ${channel.name}`}>
        Remove
      </Button>
    </Form>
  );
}

/** Active or Paused as words, where the person's role may not flip it (a viewer). */
function ActiveState({ channel }: { channel: MonitoredChannel }) {
  return (
    <span className="inline-flex items-center gap-2 text-sm font-semibold text-slate-700 dark:text-slate-200">
      <span
        aria-hidden="true"
        className={`h-2.5 w-2.5 rounded-full ${channel.isActive ? "bg-green-600" : "bg-slate-400"}`}
      />
      {channel.isActive ? "Active" : "Paused"}
    </span>
  );
}

export function CompetitorChannelList({
  channels,
  readOnly = false,
}: {
  channels: MonitoredChannel[];
  /** The person's role may not change the list (a viewer): each channel's state, without the switch or Remove. */
  readOnly?: boolean;
}) {
  if (channels.length === 0) return null;
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800" aria-label="Monitored channels">
      {channels.map((channel) => (
        <li key={channel.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <div className="min-w-0">
            <p className="font-medium">
              {channel.handle ? (
                <a
                  href={`https://www.youtube.com/@${channel.handle}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="hover:underline"
                >
                  {channel.name}
                </a>
              ) : (
                channel.name
              )}
              {channel.isSample ? (
                <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900/50 dark:text-amber-100">
                  Sample data
                </span>
              ) : null}
            </p>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {channel.subscriberCount === "Unknown" ? "Unknown subscribers" : `${channel.subscriberCount} subscribers`}{" "}
              · {countOf(channel.videoCount, "video")} stored
              {channel.lastSyncedAt ? <RelativeAge iso={channel.lastSyncedAt} prefix=" · updated " /> : null}
            </p>
            {channel.sync && channel.sync.status !== "done" ? (
              <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
                <SyncLine channel={channel} />
              </p>
            ) : null}
          </div>
          <div className="flex items-center gap-2">
            {readOnly ? (
              <ActiveState channel={channel} />
            ) : (
              <>
                <ActiveToggle channel={channel} />
                <RemoveForm channel={channel} />
              </>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** For demo users: adding and refreshing need a real account (they spend API quota). */
export function DemoNote() {
  return (
    <p className="text-sm text-slate-600 dark:text-slate-400">
      The demo tracks three sample channels; you can pause, resume and remove them.{" "}
      <Link to="/signup" className="font-semibold text-brand-700 underline dark:text-brand-400">
        Create a real account
      </Link>{" "}
      to monitor real channels.
    </p>
  );
}
