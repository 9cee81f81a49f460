// Progress of a long job (a channel sync, a queued comment analysis) polled from one small JSON
// resource route, GET /jobs/:id/progress (app/routes/app/job-progress.ts), instead of
// revalidating every loader of the page every 2 seconds. The page is revalidated once, when the
// job ends, so it shows the finished results. Without JavaScript the pages keep their own
// "Refresh to see progress" links.
import { useEffect, useState } from "react";
import { href, useRevalidator } from "react-router";

export type JobProgress =
  | {
      kind: "channel-sync";
      id: string;
      active: boolean;
      status: "queued" | "running" | "done" | "failed";
      stage: string;
      progress: { videosFound: number; statsFetched: number; commentsFetched: number };
    }
  | {
      kind: "comment-analysis";
      id: string;
      active: boolean;
      status: "queued" | "running" | "done" | "failed";
      total: number;
      scored: number;
    };

export const POLL_MS = 2_000;

export function jobProgressHref(id: string): string {
  return href("/jobs/:id/progress", { id });
}

/**
 * While `id` names a running job: its latest progress, read every POLL_MS (one request at a time,
 * the next after the last answer). When the job ends (or is gone: 404) the page is revalidated
 * once and polling stops. Null until the first answer, or when `id` is null.
 */
export function useJobProgress(id: string | null): JobProgress | null {
  const [latest, setLatest] = useState<JobProgress | null>(null);
  const { revalidate } = useRevalidator();

  useEffect(() => {
    if (!id) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();
    const poll = async () => {
      let ended = false;
      try {
        const response = await fetch(jobProgressHref(id), {
          signal: controller.signal,
          headers: { accept: "application/json" },
        });
        if (response.status === 404) ended = true;
        else if (response.ok) {
          const progress = (await response.json()) as JobProgress;
          if (!stopped) setLatest(progress);
          ended = !progress.active;
        }
      } catch {
        // Offline for a moment, or the page is leaving: try again on the next tick.
      }
      if (stopped) return;
      if (ended) void revalidate();
      else timer = setTimeout(poll, POLL_MS);
    };
    timer = setTimeout(poll, POLL_MS);
    return () => {
      stopped = true;
      controller.abort();
      clearTimeout(timer);
    };
  }, [id, revalidate]);

  return latest && latest.id === id ? latest : null;
}
