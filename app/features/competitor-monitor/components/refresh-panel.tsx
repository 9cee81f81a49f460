import { useEffect } from "react";
import { Form, useNavigation, useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";
import { wholeNumber } from "~/lib/format";
import type { MonitoredChannel } from "../monitor.server";
import { SYNC_STAGE_LABELS, isSyncing } from "./channel-list";

/** While syncs run, the page re-reads its data every 2 seconds (with JavaScript). */
export function usePollWhile(active: boolean) {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => state === "idle" && revalidate(), 2_000);
    return () => clearInterval(timer);
  }, [active, revalidate, state]);
}

/** The Refresh button, and while channels sync, their progress. */
export function RefreshPanel({ channels }: { channels: MonitoredChannel[] }) {
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formData?.get("intent") === "refresh";
  const syncing = channels.filter(isSyncing);
  const activeCount = channels.filter((c) => c.isActive).length;
  const inRun = channels.filter((c) => c.isActive || isSyncing(c)).length;
  usePollWhile(syncing.length > 0);
  const busy = submitting || syncing.length > 0;

  return (
    <div className="space-y-3">
      <Form method="post" className="flex flex-wrap items-center gap-3">
        <input type="hidden" name="intent" value="refresh" />
        <Button type="submit" variant="secondary" disabled={busy || activeCount === 0}>
          {busy ? "Refreshing..." : "Refresh"}
        </Button>
        <span className="text-sm text-slate-600 dark:text-slate-400">
          Pulls new uploads and fresh statistics for the {activeCount === 1 ? "active channel" : `${activeCount} active channels`}. Active
          channels also refresh by themselves once a day.
        </span>
      </Form>
      {syncing.length > 0 ? (
        <div className="rounded-lg bg-slate-50 p-4 text-sm dark:bg-slate-800/60" aria-live="polite">
          <p className="font-semibold">
            Syncing {syncing.length} of {inRun} channel{inRun === 1 ? "" : "s"}…
          </p>
          <progress className="mt-2 w-full" max={inRun} value={inRun - syncing.length} aria-label="Channels up to date" />
          <ul className="mt-2 space-y-1">
            {syncing.map((c) => (
              <li key={c.id}>
                <span className="font-medium">{c.name}</span>:{" "}
                {c.sync?.status === "queued"
                  ? "waiting to start"
                  : `${SYNC_STAGE_LABELS[c.sync?.stage ?? ""] ?? c.sync?.stage}, ${wholeNumber(c.sync?.progress.videosFound ?? 0)} new videos, ${wholeNumber(c.sync?.progress.statsFetched ?? 0)} statistics`}
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
