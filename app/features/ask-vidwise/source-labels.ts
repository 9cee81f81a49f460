// An answer's sources as people read them: "Content Ideas: idea 1's trend score (90)", "Viewer
// requests: request 2, asked 5 times", never the tools' internal figure keys ("idea1TrendScore").
// The keys stay in the stored sources and in /api/ask (scripts read them); this is how the chat
// writes them, labelled in the engines Worker (labels.engines.server.ts) for the page and its stream.
import { figureText } from "./engine/figures";
import type { AnswerSource, Figure } from "./types";
import { toolEntry } from "./tool-catalog";
import { isEstimatedFigure } from "./estimated-figures";
import { ESTIMATE_LABEL } from "~/lib/figure-source";
import { formatMoney } from "~/lib/format";

/** How an estimated figure is marked in a source line: "idea 1's trend score (90), a Vidwise estimate". */
const ESTIMATE_WORDS = `a ${ESTIMATE_LABEL}`;

/** How one figure reads: `v` is its value as the answer writes it (figureText). */
type Label = (v: string, n: number | null) => string;

/** The noun for a count: singular only for exactly one ("asked 1 time", "2 videos"). */
const noun = (n: number | null, one: string, many = `${one}s`) => (n === 1 ? one : many);
/** An amount of money as every page writes it ("$3.70"), from its number when it has one. */
const money = (v: string, n: number | null) => (n === null ? `$${v}` : formatMoney(n));
const quoted = (v: string) => `“${v.length > 60 ? `${v.slice(0, 59).trimEnd()}…` : v}”`;

/** Figure keys that are the same in every tool. */
const COMMON: Record<string, Label> = {
  commentsAnalyzed: (v) => `comments analysed (${v})`,
  commentsNotAnalysed: (v) => `comments not analysed yet (${v})`,
  videoTitle: (v) => `video ${quoted(v)}`,
  views: (v) => `its views (${v})`,
  analyzedOn: (v) => `analysed on ${v}`,
  videosAnalyzed: (v) => `videos analysed (${v})`,
  windowFrom: (v) => `from ${v}`,
  windowTo: (v) => `to ${v}`,
};

const BY_TOOL: Record<string, Record<string, Label>> = {
  "comment-sentiment": {
    askedDays: (v, n) => `period asked: ${v} ${noun(n, "day")}`,
    periodDays: (v, n) => `period covered: ${v} ${noun(n, "day")}`,
    avgSentimentScore: (v) => `average sentiment score (${v} out of 10)`,
    positiveShare: (v) => `positive comments (${v}%)`,
    neutralShare: (v) => `neutral comments (${v}%)`,
    negativeShare: (v) => `negative comments (${v}%)`,
    topTheme: (v) => `top theme ${quoted(v)}`,
    mostPositiveVideo: (v) => `most positive video ${quoted(v)}`,
    mostPositiveScore: (v) => `its score (${v})`,
    latestVideo: (v) => `newest video with analysed comments ${quoted(v)}`,
    latestVideoPublished: (v) => `published on ${v}`,
    latestVideoScored: (v) => `its comments scored (${v})`,
    latestVideoPositiveShare: (v) => `its positive comments (${v}%)`,
    latestVideoNeutralShare: (v) => `its neutral comments (${v}%)`,
    latestVideoNegativeShare: (v) => `its negative comments (${v}%)`,
    latestVideoScore: (v) => `its sentiment score (${v} out of 10)`,
    complaintKinds: (v) => `kinds of complaint found (${v})`,
    mostCommentedVideo: (v) => `most commented video ${quoted(v)}`,
    mostCommentedCount: (v, n) => `its comments read (${v} ${noun(n, "comment")})`,
    mostCommentedSpam: (v) => `its spam comments (${v})`,
    negativeCommentsQuoted: (v, n) => `negative ${noun(n, "comment")} quoted (${v})`,
  },
  "viewer-requests": {
    requestTopics: (v) => `request topics (${v})`,
    topRequest: (v) => `top request ${quoted(v)}`,
    topRequestCount: (v, n) => `top request, asked ${v} ${noun(n, "time")}`,
    questionsFound: (v) => `questions found (${v})`,
    topQuestionLikes: (v, n) => `most liked question, ${v} ${noun(n, "like")}`,
  },
  "competitor-outliers": {
    competitors: (v) => `competitors followed (${v})`,
    videosTracked: (v) => `their uploads tracked (${v})`,
    avgViewsPerVideo: (v) => `average views per upload (${v})`,
    topPerformingChannel: (v) => `top performing channel ${quoted(v)}`,
    topOutlier: (v) => `top outlier ${quoted(v)}`,
    topOutlierChannel: (v) => `its channel ${quoted(v)}`,
    topOutlierScore: (v) => `its outlier score (${v}×)`,
    topOutlierViews: (v) => `its views (${v})`,
    whyItWorks: (v) => `why it works: ${quoted(v)}`,
  },
  "market-analysis": {
    query: (v) => `search ${quoted(v)}`,
    totalViews: (v) => `total views (${v})`,
    medianViews: (v) => `median views (${v})`,
    topVideo: (v) => `most watched ${quoted(v)}`,
    topVideoViews: (v) => `its views (${v})`,
  },
  trends: {
    keywordsMeasured: (v) => `keywords measured (${v})`,
    risingKeywords: (v) => `rising or spiking (${v})`,
  },
  "latest-uploads": {
    ageDays: (v, n) => `its age (${v} ${noun(n, "day")})`,
    ageHours: (v, n) => `its age (${v} ${noun(n, "hour")})`,
    expected28d: (v) => `projected views at 28 days (${v})`,
    low28d: (v) => `low end of the range (${v})`,
    high28d: (v) => `high end of the range (${v})`,
    norm28d: (v) => `your norm at 28 days (${v})`,
    normUploads: (v, n) => `uploads the norm is the median of (${v} ${noun(n, "upload")})`,
    spreadLow28d: (v) => `low end of the middle 80% of those uploads at 28 days (${v})`,
    spreadHigh28d: (v) => `high end of the middle 80% of those uploads at 28 days (${v})`,
    percentOfNorm: (v) => `share of your norm (${v}%)`,
    status: (v) => `status: ${v}`,
    recentUploads: (v) => `recent uploads tracked (${v})`,
    behindCount: (v) => `behind the norm (${v})`,
    aheadCount: (v) => `ahead of the norm (${v})`,
    namedVideo: (v) => `video asked about ${quoted(v)}`,
    latestTitle: (v) => `latest upload ${quoted(v)}`,
    latestPercentOfNorm: (v) => `latest upload's share of your norm (${v}%)`,
    latestStatus: (v) => `latest upload's status: ${v}`,
  },
  "title-forecast": {
    title: (v) => `title ${quoted(v)}`,
    topic: (v) => `topic ${quoted(v)}`,
    expectedViews: (v) => `expected views at 28 days (${v})`,
    minViews: (v) => `low end of the 80% range (${v})`,
    maxViews: (v) => `high end of the 80% range (${v})`,
    successProbability: (v) => `chance to beat your median (${v}%)`,
    titleScore: (v) => `title score (${v} out of 100)`,
    reachUploads: (v, n) => `recent uploads in YouTube's reach report (${v} ${noun(n, "upload")})`,
    reachDays: (v, n) => `their first days measured (${v} ${noun(n, "day")})`,
    firstDaysImpressions: (v) => `their median thumbnail impressions then (${v}, YouTube's reach report)`,
    firstDaysCTR: (v) => `their median click-through rate then (${v}%, YouTube's reach report)`,
  },
  "title-thumbnail": {
    outcome: (v) => `measured by ${v}`,
    strongestFeature: (v) => `strongest feature ${quoted(v)}`,
    strongestEffect: (v) => `its effect (${v}%)`,
    strongestEffectLow: (v) => `low end of its effect (${v}%)`,
    strongestEffectHigh: (v) => `high end of its effect (${v}%)`,
    withCount: (v, n) => `${v} ${noun(n, "video")} with it`,
    withoutCount: (v, n) => `${v} ${noun(n, "video")} without it`,
    suggestionVideo: (v) => `suggestion for ${quoted(v)}`,
    suggestion: (v) => `suggested ${quoted(v)}`,
    suggestionEffect: (v) => `expected effect: ${v}`,
  },
  "description-audit": {
    videosScored: (v) => `descriptions scored (${v})`,
    medianScore: (v) => `median SEO score (${v} out of 100)`,
    auditRows: (v) => `videos in the audit (${v})`,
    seoScore: (v) => `its SEO score (${v} out of 100)`,
    failingChecks: (v) => `checks failed (${v})`,
    failing: (v) => `failing: ${v}`,
  },
  "content-ideas": {
    ideasInBatch: (v) => `ideas in the batch (${v})`,
    batchDate: (v) => `batch made on ${v}`,
  },
  "channel-topics": {
    minTopicUploads: (v) => `uploads a topic needs (${v})`,
    minSettledUploads: (v) => `uploads a week old needed first (${v})`,
    uploadsRead: (v) => `your uploads read (${v})`,
    topicsMeasured: (v) => `topics measured (${v})`,
    uploadsMeasured: (v) => `uploads measured (${v})`,
    bestTopic: (v) => `best topic ${quoted(v)}`,
    bestTopicUploads: (v) => `its uploads (${v})`,
    bestTopicRatio: (v) => `its median against your norm (${v}×)`,
    bestTopicTopUpload: (v) => `its best upload ${quoted(v)}`,
    bestTopicTopUploadViews: (v) => `that upload's views (${v})`,
    bestTopicTopUploadRatio: (v) => `that upload against your norm (${v}×)`,
    weakestTopic: (v) => `weakest topic ${quoted(v)}`,
    weakestTopicRatio: (v) => `its median against your norm (${v}×)`,
    topic: (v) => `topic asked about ${quoted(v)}`,
    uploadsOnTopic: (v, n) => `your uploads on it (${v} ${noun(n, "upload")})`,
    uploadsListed: (v) => `the newest of them listed (${v})`,
    // The newest uploads on the topic asked about (upload1…upload3).
    ...Object.fromEntries(
      [1, 2, 3].flatMap((r) => [
        [`upload${r}`, (v: string) => `upload ${r} on it ${quoted(v)}`],
        [`upload${r}Views`, (v: string) => `upload ${r}'s views (${v})`],
        [`upload${r}Ratio`, (v: string) => `upload ${r} against your uploads of a similar age (${v}×)`],
      ]),
    ),
  },
  series: {
    totalSeries: (v) => `series (${v})`,
    publishedVideos: (v) => `published videos (${v})`,
    plannedVideos: (v) => `planned videos (${v})`,
    bestSeries: (v) => `most watched series ${quoted(v)}`,
    bestSeriesViews: (v) => `its views (${v})`,
    bestSeriesVideos: (v) => `its videos (${v})`,
    bestSeriesCompletion: (v) => `its completion (${v}%)`,
  },
  rpm: {
    currentRPM: (v, n) => `your RPM (${money(v, n)})`,
    channelMedianRPM: (v, n) => `your median video RPM (${money(v, n)})`,
    topPerformerRPM: (v, n) => `your top performers' RPM (${money(v, n)})`,
    trendPercentage: (v) => `change on the 28 days before (${v}%)`,
    monthlyTrend: (v) => `trend: ${v}`,
    views28: (v) => `views in the period (${v})`,
    revenue28: (v, n) => `revenue in the period (${money(v, n)})`,
    recommendations: (v) => `recommendations (${v})`,
    potentialMonthlyIncrease: (v, n) => `all recommendations together (${money(v, n)} per 28 days)`,
    topRecommendation: (v) => `biggest lever ${quoted(v)}`,
    topRecommendationIncrease: (v, n) => `its worth (${money(v, n)} per 28 days)`,
    topRecommendationReasoning: (v) => `why: ${quoted(v)}`,
    driversNotMeasured: (v) => `listed as not measured (${v})`,
    notMeasured: (v) => `not measured: ${v}`,
    inLine: (v) => `measured and in line: ${v}`,
  },
  "dashboard-kpis": {
    visibilityScore: (v) => `Live Visibility Score (${v} out of 100)`,
    subscriberCount: (v, n) => `${v} ${noun(n, "subscriber")}, from your channel's stored row`,
    subscribersReadOn: (v) => `read from YouTube on ${v}`,
    subscriberGrowth: (v) => `subscriber growth (${v}%)`,
    subscriberGrowthChange: (v) => `subscriber growth's change (${v})`,
    suggestedReach: (v) => `suggested reach (${v}%)`,
    suggestedReachChange: (v) => `suggested reach's change (${v})`,
    watchTimePerViewer: (v) => `watch time per viewer (${v} min)`,
    watchTimePerViewerChange: (v) => `watch time per viewer's change (${v})`,
    viewerFunnel: (v) => `subscribers per 1,000 impressions (${v})`,
    viewerFunnelChange: (v) => `subscribers per 1,000 impressions' change (${v})`,
  },
  "upload-timing": {
    uploadsCompared: (v) => `uploads compared (${v})`,
    uploadsWithFirstWeek: (v) => `uploads with a first-week view count (${v})`,
    uploadsNeeded: (v) => `uploads needed before a weekday can be compared (${v})`,
    medianViews7d: (v) => `median views at 7 days (${v})`,
    timeZone: (v) => `time zone ${v}`,
    recommendation: (v) => `recommendation: ${quoted(v)}`,
  },
  cadence: {
    verdict: (v) => `verdict: ${v}`,
    uploadsLast7: (v) => `uploads in the last 7 days (${v})`,
    uploadsLast28: (v) => `uploads in the last 28 days (${v})`,
    usualPer28: (v) => `your usual per 28 days (${v})`,
    daysSinceLastUpload: (v) => `days since your last upload (${v})`,
    cadenceViewsCorrelation: (v) => `cadence and views correlation (${v})`,
    cadenceText: (v) => `cadence: ${quoted(v)}`,
  },
  "track-record": {
    forecastsScored: (v) => `forecasts scored (${v})`,
    inside80: (v) => `inside their 80% range (${v})`,
    mdape: (v) => `median error (${v}%)`,
    medianBaselineMdape: (v) => `the channel median's error (${v}%)`,
    ideasMade: (v) => `ideas made (${v})`,
    ideasScored: (v) => `ideas matched to an upload (${v})`,
    ideasBeatMedian: (v) => `ideas that beat your median (${v})`,
    replayed: (v) => `forecasts replayed (${v})`,
  },
};

/** Keys numbered by rank: "idea1TrendScore", "keyword2Signal", "request3Count". */
const RANKED: Record<string, Record<string, (rank: string, v: string, n: number | null) => string>> = {
  "content-ideas": {
    "": (r, v) => `idea ${r} ${quoted(v)}`,
    TrendScore: (r, v) => `idea ${r}'s trend score (${v})`,
    Difficulty: (r, v) => `idea ${r}'s difficulty: ${v}`,
    EstimatedViews: (r, v) => `idea ${r}'s estimated views (${v})`,
    Reasoning: (r, v) => `why idea ${r}: ${quoted(v)}`,
  },
  trends: {
    "": (r, v) => `keyword ${r} ${quoted(v)}`,
    Signal: (r, v) => `keyword ${r} is ${v}`,
    Velocity: (r, v) => `keyword ${r}'s velocity: ${v}`,
    PeakMonth: (r, v) => `keyword ${r} peaks in ${v}`,
  },
  "channel-topics": {
    "": (r, v) => `topic ${r} ${quoted(v)}`,
    Ratio: (r, v) => `topic ${r}'s median against your norm (${v}×)`,
    Uploads: (r, v, n) => `topic ${r}'s uploads (${v} ${noun(n, "upload")})`,
  },
  "comment-sentiment": {
    "": (r, v) => `complaint ${r} ${quoted(v)}`,
    Count: (r, v, n) => `complaint ${r}, in ${v} ${noun(n, "comment")}`,
  },
  "viewer-requests": {
    "": (r, v) => `request ${r} ${quoted(v)}`,
    Count: (r, v, n) => `request ${r}, asked ${v} ${noun(n, "time")}`,
  },
};
const RANKED_KEY = /^(idea|keyword|request|topic|complaint)(\d+)([A-Za-z]*)$/;

/** The figure as the chat writes it, or null when its key has no label (the fallback is used then). */
export function labelledFigure(tool: string, key: string, value: Figure): string | null {
  const v = figureText(value);
  const n = typeof value === "number" ? value : null;
  const own = BY_TOOL[tool]?.[key] ?? COMMON[key];
  if (own) return own(v, n);
  const ranked = RANKED_KEY.exec(key);
  const write = ranked ? RANKED[tool]?.[ranked[3]!] : undefined;
  return write ? write(ranked![2]!, v, n) : null;
}

/** A key without a label, in words: "medianViews7d" → "median views 7 d (…)"; never shown as the key itself. */
function fallback(key: string, value: Figure): string {
  const words = key
    .replace(/([a-z])([A-Z0-9])/g, "$1 $2")
    .replace(/(\d)([A-Za-z])/g, "$1 $2")
    .toLowerCase();
  return `${words} (${figureText(value)})`;
}

/** The tool's name as the chat shows it. */
export function sourceTitle(tool: string): string {
  return toolEntry(tool)?.title ?? tool.replace(/[-_]+/g, " ").replace(/^./, (c) => c.toUpperCase());
}

/** The figures of a source as people read them, in the order the tool listed them (at most `max`). */
export function sourceFigures(source: Pick<AnswerSource, "tool" | "figures">, max = 8): string[] {
  return Object.entries(source.figures)
    .filter(([, v]) => v !== null && v !== "")
    .slice(0, max)
    .map(([key, value]) => {
      const words = labelledFigure(source.tool, key, value) ?? fallback(key, value);
      // Ours, not YouTube's: said so beside the figure.
      return isEstimatedFigure(source.tool, key) ? `${words}, ${ESTIMATE_WORDS}` : words;
    });
}

/** One source on one line: "Content Ideas: idea 1's trend score (90) · idea 1's difficulty: medium". */
export function sourceLine(source: Pick<AnswerSource, "tool" | "figures">): string {
  const figures = sourceFigures(source);
  return figures.length > 0 ? `${sourceTitle(source.tool)}: ${figures.join(" · ")}` : sourceTitle(source.tool);
}
