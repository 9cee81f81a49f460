import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ErrorBox } from "~/components/ui/error-box";
import { TextField } from "~/components/ui/text-field";
import { relativeAge, wholeNumber } from "~/lib/format";
import { useJobProgress } from "~/lib/job-progress";
import type { ChannelOverview, SyncSummary } from "../overview.server";

const STAGE_LABELS: Record<string, string> = {
  uploads: "Reading uploads and statistics",
  stats: "Taking a new statistics snapshot",
  comments: "Reading recent comments",
  done: "Finished",
};

function SyncProgress({ sync: loaded }: { sync: SyncSummary }) {
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

export function ChannelCard({
  overview,
  isDemo,
  error,
}: {
  overview: ChannelOverview;
  isDemo: boolean;
  error?: string | null;
}) {
  const navigation = useNavigation();
  const connecting = navigation.state !== "idle" && navigation.formData?.get("intent") === "connect-channel";
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
            {wholeNumber(counts.videos)} videos · {wholeNumber(counts.comments)} comments ·{" "}
            {wholeNumber(counts.competitors)} tracked competitors
            {channel.lastSyncedAt ? ` · synced ${relativeAge(channel.lastSyncedAt)}` : ""}
          </p>
          {channel.olderUploads ? (
            <p className="mt-2 text-sm" data-testid="older-uploads">
              The first sync read your newest {wholeNumber(channel.olderUploads.firstSync)} uploads; older ones arrive{" "}
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
      {sync ? <SyncProgress sync={sync} /> : null}
      {!isDemo && channel && !channel.isSample ? (
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="connect-channel" />
          <input type="hidden" name="channel" value={channel.id} />
          <Button type="submit" variant="secondary" disabled={connecting}>
            Sync now
          </Button>
        </Form>
      ) : null}
      {isDemo ? null : (
        <Form method="post" className="mt-4 space-y-3" noValidate>
          <input type="hidden" name="intent" value="connect-channel" />
          <TextField
            label={channel ? "Connect a different channel" : "Your channel"}
            name="channel"
            placeholder="@yourhandle, a channel link or a video link"
            hint="Any form works: @handle, youtube.com/@handle, /channel/UC…, /c/name, /user/name or one of your videos."
            error={error}
            required
            maxLength={2048}
          />
          <Button type="submit" disabled={connecting}>
            {connecting ? "Connecting..." : "Connect channel"}
          </Button>
        </Form>
      )}
    </Card>
  );
}
