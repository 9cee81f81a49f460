import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { RoleNote } from "~/components/ui/role-note";
import { wholeNumber } from "~/lib/format";
import { useJobProgress } from "~/lib/job-progress";
import type { MonitoredChannel } from "../monitor.server";
import { SYNC_STAGE_LABELS, isSyncing } from "./channel-list";

/**
 * The Refresh button, and while channels sync, their progress. `refusal`: the role's words when it
 * may not refresh (a viewer), shown beside the button, disabled.
 */
export function RefreshPanel({ channels, refusal = null }: { channels: MonitoredChannel[]; refusal?: string | null }) {
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formData?.get("intent") === "refresh";
  const syncing = channels.filter(isSyncing);
  const activeCount = channels.filter((c) => c.isActive).length;
  const inRun = channels.filter((c) => c.isActive || isSyncing(c)).length;
  // One syncing channel's job is polled through the small progress route (the queue runs them one
  // step at a time); when it ends the page reloads once, and the next one still syncing is polled.
  const live = useJobProgress(syncing[0]?.sync?.id ?? null);
  const liveOf = (c: MonitoredChannel) =>
    live?.kind === "channel-sync" && c.sync?.id === live.id ? { ...c.sync, ...live } : c.sync;
  const busy = submitting || syncing.length > 0;

  return (
    <div className="space-y-3">
      <Form method="post" className="flex flex-wrap items-center gap-3">
        <input type="hidden" name="intent" value="refresh" />
        <Button type="submit" variant="secondary" disabled={busy || activeCount === 0 || refusal !== null}>
          {busy ? "Refreshing..." : "Refresh"}
        </Button>
        <span className="text-sm text-slate-600 dark:text-slate-400">
          Pulls new uploads and fresh statistics for the{" "}
          {activeCount === 1 ? "active channel" : `${activeCount} active channels`}. Active channels also refresh by
          themselves once a day.
        </span>
        {refusal ? <RoleNote className="basis-full">{refusal}</RoleNote> : null}
      </Form>
      {syncing.length > 0 ? (
        <div className="rounded-lg bg-slate-50 p-4 text-sm dark:bg-slate-800/60" aria-live="polite">
          <p className="font-semibold">
            Syncing {syncing.length} of {inRun} channel{inRun === 1 ? "" : "s"}…
          </p>
          <progress
            className="mt-2 w-full"
            max={inRun}
            value={inRun - syncing.length}
            aria-label="Channels up to date"
          />
          <ul className="mt-2 space-y-1">
            {syncing.map((c) => (
              <li key={c.id}>
                <span className="font-medium">{c.name}</span>: <SyncLine sync={liveOf(c)} />
              </li>
            ))}
          </ul>
          <noscript>
            <p className="mt-2">
              <a href="/competitor-monitor" className="font-semibold text-brand-700 underline dark:text-brand-400">
                Reload to see progress
              </a>
            </p>
          </noscript>
        </div>
      ) : null}
    </div>
  );
}

function SyncLine({ sync }: { sync: MonitoredChannel["sync"] }) {
  if (sync?.status === "queued") return <>waiting to start</>;
  return (
    <>{`${SYNC_STAGE_LABELS[sync?.stage ?? ""] ?? sync?.stage}, ${wholeNumber(sync?.progress.videosFound ?? 0)} new videos, ${wholeNumber(sync?.progress.statsFetched ?? 0)} statistics`}</>
  );
}
