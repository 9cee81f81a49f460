// The Series Planner's data shapes. The engine is pure: it takes the channel's library (and what
// other tools measured about it) and returns data; series.engines.server.ts reads and writes D1.

/** Spec §3: the same four values for a series and for a video in it. */
export const SERIES_STATUSES = ["published", "in-progress", "planned", "completed"] as const;
export type SeriesStatus = (typeof SERIES_STATUSES)[number];

/** One of the channel's own uploads, as the engine reads it. */
export type LibraryVideo = {
  id: string;
  title: string;
  description: string;
  tags: string[];
  /** ISO time. */
  publishedAt: string;
  views: number;
  likeCount: number | null;
  commentCount: number | null;
  durationSeconds: number;
  isShort: boolean;
  thumbnailUrl: string | null;
};

/** How a series was found: a numbered title pattern, a shared title prefix, titles naming a sports match, or a topic cluster. */
export type SeriesKind = "numbered" | "prefix" | "match" | "topic";

/** A series found in the library (before measuring). */
export type DetectedSeries = {
  /** Stable identity across analyses: "numbered:python basics", "prefix:back to school laptops <year>", "match", "topic:smart home". */
  key: string;
  kind: SeriesKind;
  title: string;
  /** Topic terms (lower case), most characteristic first. */
  topics: string[];
  /** Member uploads in series order: by part number for numbered series, else by publication. */
  videoIds: string[];
  /** Part numbers, parallel to videoIds (numbered series only; null elsewhere). */
  numbers: (number | null)[];
  /** The pattern in words, e.g. `Titles with "Python Basics #N"`. */
  evidence: string;
};

/**
 * What Analyze Library saw of the library, whatever it found: how many uploads it read and how
 * close each pass came to a series, so an analysis that finds none can say why.
 */
export type LibraryReport = {
  /** Uploads read (the newest 300 at most). */
  uploads: number;
  /** Of them, long-form (topic series are found among these only). */
  longForm: number;
  /** Titles with a numbering marker ("Part 2", "#4", "Episode 5"). */
  numberedTitles: number;
  /** The largest group of titles numbered alike, with its pattern ("Van Build, Part N"). */
  numbered: { pattern: string; count: number } | null;
  /** The title prefix (before ":", "|" or a spaced dash) most titles share. */
  prefix: { prefix: string; count: number } | null;
  /** The topic cluster whose name most of its titles carry, with how many carry it. */
  topic: { name: string; count: number } | null;
};

/** One Analyze Library run: when, what it read and found (engine/summary.ts words it, and the words are stored with it). */
export type LibraryRun = {
  analysedAt: string;
  report: LibraryReport;
  /** Series found this time, by how they were found (the ones the user deleted before left out). */
  found: { numbered: number; prefix: number; match: number; topic: number };
  /** Series found again that the user had deleted: not brought back. */
  dismissed: number;
};

/** A topic cluster as the Content Analyzer's clustering returns it. */
export type TopicGroup = { name: string; terms: string[]; videoIds: string[] };

/** Clusters a list of videos by topic (the analyzer's clusterVideos, injected so the engine stays pure). */
export type ClusterFn = (videos: readonly LibraryVideo[]) => TopicGroup[];

/** A viewer's content request, as Comment Sentiment stored it (comment_scores.request). */
export type ViewerRequest = { videoId: string; author: string; request: string };

/** Who commented on which video (the creator's own replies left out). */
export type Commenter = { videoId: string; author: string };

/** The thumbnail metrics the engine compares (from the Thumbnail & Title Optimizer's measurements). */
export type ThumbnailMeasure = { brightness: number; colourfulness: number; textDensity: number };

/** One part's views relative to the first part's. */
export type FlowPoint = { position: number; videoId: string; title: string; views: number; ratio: number };

/** A suggested next episode, with what it rests on. */
export type NextEpisode = { text: string; source: "requests" | "continuation" | "gap"; count: number | null };

/**
 * What Analyze Library measured about one series, stored as JSON on the series row
 * (series.analysis). Fields that change with every edit (status, completion, completion time,
 * guidance) are worked out when the page is read instead: see progress.ts.
 */
export type SeriesAnalysis = {
  kind: SeriesKind | "manual";
  evidence: string;
  analysedAt: string;
  /** Published uploads measured. */
  videos: number;
  totalViews: number;
  averageViews: number | null;
  /** Σ Studio watch time of the series' uploads; null when Studio's table was not imported for them. */
  watchTimeHours: number | null;
  /** Uploads that had a Studio row (watchTimeHours covers these). */
  watchTimeVideos: number;
  watchTimeNote: string | null;
  flow: FlowPoint[];
  flowSummary: string;
  nextEpisodes: NextEpisode[];
  requestsNote: string | null;
  suggestedTitleFormat: string;
  suggestedThumbnailStyle: string;
  targetAudience: string;
  /** The forecaster's 80% range for the next episode, as text; null with estimatedViewsNote saying why. */
  estimatedViews: string | null;
  estimatedViewsNote: string | null;
  /** What the forecast was asked about. */
  forecastTitle: string | null;
  forecastTopic: string | null;
};
