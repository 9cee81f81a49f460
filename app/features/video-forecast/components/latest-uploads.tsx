import { Card } from "~/components/ui/card";
import { youtubeVideoUrl } from "~/lib/legal";
import { EstimateBadge } from "~/components/legal/estimate-badge";
import { compactNumber, countOf, relativeAge } from "~/lib/format";

export type LatestUploadItem = {
  id: string;
  title: string;
  publishedAt: string;
  views: number;
  expected: number;
  low: number;
  high: number;
  norm: number | null;
  /** The uploads the norm is the median of; absent from callers that do not say. */
  normUploads?: number | null;
  status: "ahead" | "on-track" | "behind" | null;
  /** Its reach so far from YouTube's reach report, in words; absent or null without it. */
  reach?: { sentence: string } | null;
};

const STATUS = {
  ahead: { label: "Ahead", className: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200" },
  "on-track": { label: "On track", className: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200" },
  behind: { label: "Behind", className: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200" },
} as const;

/** Each video of the last 30 days: its views so far, its projection to day 28 with the 80% band, against the channel's norm. */
export function LatestUploads({
  uploads,
  now,
  check = null,
}: {
  uploads: LatestUploadItem[];
  now: Date;
  /** How the projection did on the channel's own held-back videos, in words (forecastPage's latestCheck). */
  check?: string | null;
}) {
  return (
    <Card>
      <h2 className="text-lg font-semibold">Your latest uploads</h2>
      {/* Views so far are YouTube's; the day-28 projection and the status against the norm are ours. */}
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Videos published in the last 30 days, projected to day 28 from their views so far, against your channel&apos;s
        norm: the median 28-day views of your last uploads of the same format (up to 40), the same &ldquo;your
        median&rdquo; a title&apos;s forecast names. Ahead: 25% or more above it; behind: 20% or more below.
      </p>
      {check ? (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400" data-testid="latest-check">
          How accurate is this? {check}
        </p>
      ) : null}
      {uploads.length === 0 ? (
        <p className="mt-3 text-sm">No uploads in the last 30 days.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
          {uploads.map((u) => {
            const status = u.status ? STATUS[u.status] : null;
            return (
              <li
                key={u.id}
                className="flex flex-wrap items-center justify-between gap-2 py-3"
                data-testid="latest-upload"
              >
                <div className="row-title">
                  <p className="wrap-anywhere font-medium">
                    <a
                      href={youtubeVideoUrl(u.id)}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="hover:underline"
                    >
                      {u.title}
                    </a>
                  </p>
                  <p className="text-xs text-slate-600 dark:text-slate-400">
                    {relativeAge(u.publishedAt, now)} · {compactNumber(u.views)} views so far
                  </p>
                  {u.reach ? (
                    <p className="text-xs text-slate-600 dark:text-slate-400" data-testid="latest-reach">
                      {u.reach.sentence}
                    </p>
                  ) : null}
                </div>
                <div className="text-right text-sm">
                  <p className="tabular-nums">
                    <EstimateBadge className="mr-1" />
                    Day 28: <span className="font-semibold">{compactNumber(u.expected)}</span>{" "}
                    <span className="text-xs text-slate-600 dark:text-slate-400">
                      ({compactNumber(u.low)} – {compactNumber(u.high)})
                    </span>
                  </p>
                  <p className="text-xs text-slate-600 dark:text-slate-400">
                    {u.norm === null
                      ? "No norm yet"
                      : `Norm ${compactNumber(u.norm)}${u.normUploads ? ` (median of ${countOf(u.normUploads, "upload")})` : ""}`}{" "}
                    {status ? (
                      <span className={`ml-1 rounded px-1.5 py-0.5 font-semibold ${status.className}`}>
                        {status.label}
                      </span>
                    ) : null}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
