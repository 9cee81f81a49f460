import { EstimateBadge } from "~/components/legal/estimate-badge";
import { RelativeAge } from "~/components/ui/relative-age";
import { Card } from "~/components/ui/card";
import { ThumbnailImage } from "~/components/ui/thumbnail-image";
import { compactNumber, nounFor } from "~/lib/format";
import { youtubeVideoUrl } from "~/lib/legal";
import type { CompetitorVideo } from "../engine";
import { allowedImage } from "./image-src";

// Spec §9: trend score 90+ green, 80+ amber (below that, no colour is specified: neutral).
export function trendScoreClass(score: number) {
  if (score >= 90) return "text-green-700 dark:text-green-400";
  if (score >= 80) return "text-amber-700 dark:text-amber-400";
  return "text-slate-700 dark:text-slate-300";
}

function Metric({
  label,
  value,
  title,
  className = "",
  estimate = false,
  note,
}: {
  label: string;
  value: string;
  title?: string;
  className?: string;
  /** How the figure was computed, shown under it (a title attribute is not read by everyone). */
  note?: string;
  /** A figure Vidwise computed, not one YouTube reports: labelled so. */
  estimate?: boolean;
}) {
  return (
    <div title={title}>
      <dt className="text-xs text-slate-600 dark:text-slate-400">
        {label}
        {/* A space first, so the label and the badge are read as two words. */}
        {estimate ? (
          <>
            {" "}
            <EstimateBadge className="mt-0.5 block w-fit" />
          </>
        ) : null}
      </dt>
      <dd className={`font-semibold tabular-nums ${className}`}>{value}</dd>
      {note ? <dd className="text-xs text-slate-600 dark:text-slate-400">{note}</dd> : null}
    </div>
  );
}

export function outlierText(score: number | null) {
  return score === null ? "No baseline yet" : `${score.toFixed(1)}× channel median`;
}

function CompetitorVideoCard({ video }: { video: CompetitorVideo }) {
  const thumbnail = allowedImage(video.thumbnail);
  const baseline = video.baseline;
  return (
    <Card className="flex flex-col gap-4 sm:flex-row">
      {/* The thumbnail opens the video on YouTube too; the title below is the link's name. */}
      <a
        href={youtubeVideoUrl(video.id)}
        target="_blank"
        rel="noopener noreferrer"
        tabIndex={-1}
        aria-hidden="true"
        className="shrink-0 self-start"
      >
        <ThumbnailImage src={thumbnail} width={320} height={180} className="aspect-video w-full rounded-lg sm:w-56" />
      </a>
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold wrap-anywhere">
          <a href={youtubeVideoUrl(video.id)} target="_blank" rel="noopener noreferrer" className="hover:underline">
            {video.title}
          </a>
        </h3>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {video.channel} · <RelativeAge iso={video.publishedAt} /> · {video.duration}
          {video.isShort ? " · Short" : ""}
        </p>
        <p
          className="mt-2 inline-flex items-center rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-900 dark:bg-slate-800 dark:text-slate-100"
          title={
            baseline
              ? `Median of ${baseline.peers} comparable ${nounFor(baseline.peers, "upload")}${baseline.method === "same-age" ? ` at ${baseline.age} old${baseline.estimatedPeers > 0 ? ` (${baseline.estimatedPeers} estimated by a growth curve)` : ""}` : " (current views)"}: ${compactNumber(baseline.medianViews)} views`
              : "Too few comparable uploads to measure against"
          }
        >
          <span className="sr-only">Outlier score: </span>
          {outlierText(video.outlierScore)}
        </p>{" "}
        <EstimateBadge />
        <dl className="mt-3 grid grid-cols-3 gap-3 text-sm md:grid-cols-5">
          <Metric label="Views" value={compactNumber(video.viewCount)} />
          <Metric label="Likes" value={video.likeCount === null ? "Hidden" : compactNumber(video.likeCount)} />
          <Metric label="Comments" value={video.commentCount === null ? "Off" : compactNumber(video.commentCount)} />
          {/* Left out, not a dash, when it cannot be computed (no reading after the upload). */}
          {video.viewsPerHour === null ? null : (
            <Metric
              label="Views per hour"
              value={compactNumber(Math.round(video.viewsPerHour))}
              note={video.viewsPerHourBasis === "since-upload" ? "since upload" : "between the latest two readings"}
              estimate
            />
          )}
          <Metric
            label="Trend score"
            value={video.trendScore === null ? "—" : String(video.trendScore)}
            title="Percentile of the outlier score among all tracked videos"
            className={video.trendScore === null ? "" : trendScoreClass(video.trendScore)}
            estimate
          />
        </dl>
        <div className="mt-3 text-sm">
          {/* A video at or below its channel's median did not "work": its note says how it compares. */}
          <h4 className="font-semibold">
            {video.outlierScore !== null && video.outlierScore > 1 ? "Why it works" : "How it compares"}
          </h4>
          <p className="mt-1 text-slate-700 dark:text-slate-300">{video.whyItWorks}</p>
        </div>
        {video.keyTakeaways.length > 0 ? (
          <div className="mt-3 text-sm">
            <h4 className="font-semibold">Key takeaways</h4>
            <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700 dark:text-slate-300">
              {video.keyTakeaways.map((t, i) => (
                <li key={i}>{t}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {video.tags.length > 0 ? (
          <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">Tags: {distinctTags(video.tags).join(", ")}</p>
        ) : null}
      </div>
    </Card>
  );
}

const TAGS_SHOWN = 8;

/**
 * The first tags, each once: channels often list a tag twice, differing only in case or a
 * trailing space ("VLOG 36 " and "VLOG 36").
 */
function distinctTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const shown: string[] = [];
  for (const tag of tags) {
    const trimmed = tag.trim();
    const key = trimmed.toLowerCase();
    if (trimmed === "" || seen.has(key)) continue;
    seen.add(key);
    shown.push(trimmed);
    if (shown.length === TAGS_SHOWN) break;
  }
  return shown;
}

/** Video cards, strongest outlier first (the engine's order). */
export function CompetitorVideoCards({ videos }: { videos: CompetitorVideo[] }) {
  return (
    <ul className="space-y-3" aria-label="Competitor videos by outlier score">
      {videos.map((video) => (
        <li key={video.id}>
          <CompetitorVideoCard video={video} />
        </li>
      ))}
    </ul>
  );
}
