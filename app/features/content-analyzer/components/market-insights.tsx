import type { ReactNode } from "react";
import { Card } from "~/components/ui/card";
import type { Stat } from "~/components/ui/stat-tile";
import { ThumbnailImage } from "~/components/ui/thumbnail-image";
import { compactNumber, countOf, nounFor, relativeAge, wholeNumber } from "~/lib/format";
import { SAMPLE_THUMBNAIL_PATH } from "~/lib/thumbnails/paths";
import { exampleTitles } from "../engine/examples";
import type { EngagementLabel, MarketCluster, TopicPick } from "../engine/types";
import { TOP_VIDEOS_SHOWN } from "../messages";
import type { MarketResult, YouTubeVideo } from "../result";
import { useViewerFormat } from "~/lib/use-viewer-format";

/**
 * Spec §9 engagement labels (5+ Exceptional, 2+ Strong, 1+ Moderate, else Low), coloured like the
 * spec's other thresholds: the two upper labels green, Moderate amber, Low red.
 */
export function engagementClass(label: EngagementLabel | null): string {
  switch (label) {
    case "Exceptional":
    case "Strong":
      return "text-green-700 dark:text-green-400";
    case "Moderate":
      return "text-amber-700 dark:text-amber-400";
    case "Low":
      return "text-red-700 dark:text-red-400";
    default:
      return "text-slate-600 dark:text-slate-400";
  }
}

const badgeClass: Record<EngagementLabel, string> = {
  Exceptional: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200",
  Strong: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200",
  Moderate: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  Low: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200",
};

/** "3.45%": engagement is (likes + comments) / views, which is often below 1%, so two decimals. */
export function percent(value: number): string {
  return `${value.toFixed(2)}%`;
}

function EngagementBadge({ label }: { label: EngagementLabel | null }) {
  if (!label) return <span className="text-xs text-slate-600 dark:text-slate-400">Engagement unknown</span>;
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${badgeClass[label]}`}>{label} engagement</span>
  );
}

/** The four stat tiles (spec §2): Videos Analyzed, Opportunities, Total Views, Avg Engagement. */
export function analyzerStats(result: MarketResult): Stat[] {
  const { stats, clusters } = result.youtubeInsights;
  return [
    { label: "Videos Analyzed", value: wholeNumber(stats.videosAnalyzed), hint: "top YouTube results" },
    {
      label: "Opportunities",
      value: wholeNumber(stats.opportunities),
      hint: `of ${clusters.length} ${clusters.length === 1 ? "topic" : "topics"} with above-median demand per video`,
    },
    { label: "Total Views", value: compactNumber(stats.totalViews), hint: "across the analyzed videos" },
    {
      label: "Avg Engagement",
      value:
        stats.avgEngagement === null ? (
          "—"
        ) : (
          <span className={engagementClass(stats.avgEngagementLabel)}>{percent(stats.avgEngagement)}</span>
        ),
      hint: stats.avgEngagementLabel
        ? `${stats.avgEngagementLabel} · (likes + comments) / views`
        : "likes are hidden on every video",
    },
  ];
}

function Age({ iso, now }: { iso: string; now: Date }) {
  const { dateTime } = useViewerFormat();
  const parsed = Date.parse(iso);
  if (!Number.isFinite(parsed)) return <span>date unknown</span>;
  return (
    <time dateTime={iso} title={dateTime(parsed)} suppressHydrationWarning>
      {relativeAge(iso, now)}
    </time>
  );
}

function watchUrl(videoId: string) {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
}

function count(value: number | null, hidden: string) {
  return value === null ? hidden : compactNumber(value);
}

/**
 * One of the three picks. A pick the analysis could not make still gets its card, with the
 * reason (always shown, never an empty slot); `label` marks a stand-in such as the runner-up.
 */
function PickCard({
  heading,
  pick,
  missing,
  label,
  note,
  accent,
}: {
  heading: string;
  pick: TopicPick | null;
  missing: string;
  label?: string;
  note?: string;
  accent: string;
}) {
  return (
    <Card className={`border-t-4 ${accent}`}>
      <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">{heading}</h3>
      {pick ? (
        <>
          {label ? <p className="mt-1 text-xs font-semibold text-slate-600 dark:text-slate-400">{label}</p> : null}
          <p className="mt-1 text-lg font-bold">{pick.clusterName}</p>
          {note ? (
            <p className="mt-1 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-200">
              {note}
            </p>
          ) : null}
          <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{pick.reason}</p>
        </>
      ) : (
        <>
          <p className="mt-1 text-lg font-bold text-slate-600 dark:text-slate-400">None this time</p>
          <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{missing}</p>
        </>
      )}
    </Card>
  );
}

function SummaryItem({ label, value, hint }: { label: string; value: ReactNode; hint: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="mt-1 text-xl font-bold tabular-nums">{value}</dd>
      <dd className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">{hint}</dd>
    </div>
  );
}

function ClusterCard({
  cluster,
  titles,
  recentDays,
}: {
  cluster: MarketCluster;
  titles: Map<string, string>;
  /** The recent window the rising topic is read over (stats.contentVolumeDays); null: nothing under a year old. */
  recentDays: number | null;
}) {
  const examples = exampleTitles(cluster.videoIds, titles);
  // An analysis cached before the count was stored has no recentVideos: the figure alone is shown.
  const recentVideos = typeof cluster.recentVideos === "number" ? cluster.recentVideos : null;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4 className="font-semibold">{cluster.name}</h4>
        <EngagementBadge label={cluster.engagementLabel} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm sm:grid-cols-5">
        <div>
          <dt className="text-slate-600 dark:text-slate-400">Videos</dt>
          <dd className="font-semibold tabular-nums">{cluster.videoCount}</dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-400">Avg views</dt>
          <dd className="font-semibold tabular-nums">{compactNumber(cluster.avgViews)}</dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-400">Views a day</dt>
          <dd className="font-semibold tabular-nums">{compactNumber(cluster.demand)}</dd>
        </div>
        {/* The rising topic is read from this figure: the card and the table say the same. */}
        {recentDays !== null ? (
          <div>
            <dt className="text-slate-600 dark:text-slate-400">Last {recentDays} days</dt>
            <dd className="font-semibold tabular-nums">
              {cluster.recentViewsPerDay === null ? "no videos" : `${compactNumber(cluster.recentViewsPerDay)} a day`}
            </dd>
            {cluster.recentViewsPerDay !== null && recentVideos !== null ? (
              <dd className="text-xs text-slate-600 dark:text-slate-400">{countOf(recentVideos, "video")}</dd>
            ) : null}
          </div>
        ) : null}
        <div>
          <dt className="text-slate-600 dark:text-slate-400">Engagement</dt>
          <dd className={`font-semibold tabular-nums ${engagementClass(cluster.engagementLabel)}`}>
            {cluster.engagementScore === null ? "—" : percent(cluster.engagementScore)}
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{cluster.opportunitySummary}</p>
      {examples.length > 0 ? (
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
          <span className="font-semibold">Examples:</span> {examples.join(" · ")}
        </p>
      ) : null}
    </li>
  );
}

/** Results in no topic: how many, and a few of their titles, so the count can be checked. */
function UnsortedResults({ ids, titles }: { ids: readonly string[]; titles: Map<string, string> }) {
  if (ids.length === 0) return null;
  const examples = exampleTitles(ids, titles);
  return (
    <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">
      {countOf(ids.length, "result")} {ids.length === 1 ? "shares" : "share"} no name with another result, so{" "}
      {ids.length === 1 ? "it is" : "they are"} in no topic (the market's medians and totals still count{" "}
      {ids.length === 1 ? "it" : "them"})
      {examples.length > 0 ? <>: {examples.map((t) => `“${t}”`).join(", ")}</> : null}.
    </p>
  );
}

function Thumbnail({ src }: { src: string | null }) {
  // Only https images (the CSP allows YouTube's image hosts) and the sample world's own
  // thumbnails; anything else gets the placeholder tile, as does an image that fails to load.
  const allowed = src && (src.startsWith("https://") || SAMPLE_THUMBNAIL_PATH.test(src)) ? src : null;
  return (
    <ThumbnailImage
      src={allowed}
      width={160}
      height={90}
      referrerPolicy="no-referrer"
      className="aspect-video w-32 rounded-md sm:w-40"
    />
  );
}

/** Spec §2: the first five videos with thumbnail, title, channel, date, views, likes, comments. */
export function TopVideos({ videos, now }: { videos: YouTubeVideo[]; now: Date }) {
  return (
    <section aria-labelledby="top-videos">
      <Card>
        <h2 id="top-videos" className="text-lg font-semibold">
          Top Performing Videos
        </h2>
        <ol className="mt-4 space-y-4">
          {videos.slice(0, TOP_VIDEOS_SHOWN).map((video) => (
            <li key={video.videoId} className="flex gap-4">
              <Thumbnail src={video.thumbnail} />
              <div className="min-w-0">
                <a
                  href={watchUrl(video.videoId)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="line-clamp-2 font-semibold wrap-anywhere hover:text-brand-700 hover:underline dark:hover:text-brand-400"
                >
                  {video.title}
                </a>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                  {video.channel || "Unknown channel"} · <Age iso={video.publishedAt} now={now} />
                </p>
                <p className="mt-1 flex flex-wrap gap-x-4 text-sm tabular-nums">
                  <span>
                    {compactNumber(video.viewCount)} {nounFor(video.viewCount, "view")}
                  </span>
                  <span>
                    {count(video.likeCount, "likes hidden")}
                    {video.likeCount === null ? "" : " likes"}
                  </span>
                  <span>
                    {count(video.commentCount, "comments off")}
                    {video.commentCount === null ? "" : " comments"}
                  </span>
                </p>
              </div>
            </li>
          ))}
        </ol>
      </Card>
    </section>
  );
}

/**
 * The insights block (spec §2): summary sentence; Peak Topic, Rising Topic and Hidden Gem cards;
 * Market Intelligence Summary; What You Should Build; cluster cards; Analyzed Videos.
 */
export function MarketInsights({ result, now }: { result: MarketResult; now: Date }) {
  const insights = result.youtubeInsights;
  const { stats } = insights;
  const titles = new Map(result.youtubeVideos.map((video) => [video.videoId, video.title]));

  return (
    <section aria-labelledby="market-insights" className="space-y-4">
      <Card>
        <h2 id="market-insights" className="text-lg font-semibold">
          Market insights for “{insights.query}”
        </h2>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{insights.summary}</p>
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
          Analyzed{" "}
          {now.getTime() - Date.parse(result.analyzedAt) < 3_600_000 ? (
            "just now"
          ) : (
            <Age iso={result.analyzedAt} now={now} />
          )}
          {result.cached
            ? " (a saved analysis: the same search within 6 hours reuses it and spends no API quota)."
            : "."}
        </p>
      </Card>

      <div className="grid gap-4 md:grid-cols-3">
        <PickCard
          heading="Peak Topic"
          pick={insights.peakTopic}
          missing={insights.noPickReasons.peakTopic ?? "No topic stands out: the results are too few to compare."}
          note={insights.peakIsRising ? "Also the fastest-rising topic" : undefined}
          accent="border-t-brand-600"
        />
        <PickCard
          heading="Rising Topic"
          pick={insights.risingTopic}
          label={insights.peakIsRising ? "Runner-up" : undefined}
          missing={insights.noPickReasons.risingTopic ?? "No topic is rising right now."}
          accent="border-t-amber-500"
        />
        <PickCard
          heading="Hidden Gem"
          pick={insights.lowCompetitionGem}
          missing={insights.noPickReasons.lowCompetitionGem ?? "No topic pairs strong demand with few videos."}
          accent="border-t-green-600"
        />
      </div>

      <Card>
        <h3 className="text-lg font-semibold">Market Intelligence Summary</h3>
        <dl className="mt-3 grid grid-cols-2 gap-4 lg:grid-cols-4">
          <SummaryItem
            label="Total Opportunities"
            value={wholeNumber(stats.opportunities)}
            hint="topics with more demand per competing video than the median topic"
          />
          <SummaryItem
            label="Content Volume"
            value={stats.contentVolumeDays === null ? "None" : wholeNumber(stats.contentVolume)}
            hint={
              stats.contentVolumeDays === null
                ? "no result was published in the last year"
                : `results published in the last ${countOf(stats.contentVolumeDays, "day")}`
            }
          />
          <SummaryItem
            label="Avg Market Size"
            value={compactNumber(stats.avgMarketSize)}
            hint="views per analyzed video"
          />
          <SummaryItem
            label="Best Engagement"
            value={
              stats.bestEngagement ? (
                <span className={engagementClass(stats.bestEngagement.label)}>
                  {percent(stats.bestEngagement.engagementScore)}
                </span>
              ) : (
                "—"
              )
            }
            hint={
              stats.bestEngagement
                ? `${stats.bestEngagement.clusterName} · ${stats.bestEngagement.label}`
                : "likes are hidden on every video"
            }
          />
        </dl>
      </Card>

      <Card className="border-l-4 border-l-brand-600">
        <h3 className="text-lg font-semibold">What You Should Build</h3>
        <p className="mt-2 text-slate-800 dark:text-slate-200">{insights.whatToBuild}</p>
      </Card>

      <Card>
        <h3 className="text-lg font-semibold">Topics in this market</h3>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          The results grouped by what they are about, the most watched per day first. Each topic is named by words most
          of its videos carry in their titles.
        </p>
        {insights.clusters.length > 0 ? (
          <ul className="mt-4 grid gap-3 lg:grid-cols-2">
            {insights.clusters.map((cluster) => (
              <ClusterCard key={cluster.name} cluster={cluster} titles={titles} recentDays={stats.contentVolumeDays} />
            ))}
          </ul>
        ) : null}
        <UnsortedResults ids={insights.unsortedVideoIds ?? []} titles={titles} />
      </Card>

      <Card>
        {/* Closed by default: up to 50 rows would push the top videos far down the page. */}
        <details>
          <summary className="cursor-pointer text-lg font-semibold">
            Analyzed Videos ({result.youtubeVideos.length})
          </summary>
          <ol className="mt-3 divide-y divide-slate-200 text-sm dark:divide-slate-800">
            {result.youtubeVideos.map((video) => (
              <li key={video.videoId} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
                <span className="min-w-0 wrap-anywhere">
                  <a
                    href={watchUrl(video.videoId)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="font-medium hover:text-brand-700 hover:underline dark:hover:text-brand-400"
                  >
                    {video.title}
                  </a>
                  <span className="text-slate-600 dark:text-slate-400"> · {video.channel || "Unknown channel"}</span>
                </span>
                <span className="shrink-0 tabular-nums text-slate-600 dark:text-slate-400">
                  {compactNumber(video.viewCount)} {nounFor(video.viewCount, "view")} ·{" "}
                  <Age iso={video.publishedAt} now={now} />
                </span>
              </li>
            ))}
          </ol>
        </details>
      </Card>
    </section>
  );
}
