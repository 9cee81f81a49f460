// The assistant's tools, one entry each: the name the chat, /api/ask and MCP use, the title people
// read, the page that shows its results, the feature folder that computes it, and the scope a token
// needs to call it over MCP. Every other list of tools is made from this one (the MCP listing, the
// token scopes, the chat's sources and their links), and `ToolName` holds the tools' code to it.
// A plain module: the client imports it.

type ToolEntry = {
  title: string;
  href: string;
  /** The folder under app/features/ whose use-cases the tool reads. */
  feature: string;
  /** The family a token must be granted (api-access's SCOPES). */
  scope: "channel" | "comments" | "market" | "forecasts" | "revenue";
};

export const TOOL_CATALOG = {
  "dashboard-kpis": { title: "Dashboard KPIs", href: "/dashboard", feature: "dashboard", scope: "channel" },
  "upload-timing": { title: "Upload timing", href: "/dashboard", feature: "dashboard", scope: "channel" },
  cadence: { title: "Upload cadence", href: "/dashboard", feature: "dashboard", scope: "channel" },
  "title-thumbnail": {
    title: "Thumbnail & Title Optimizer",
    href: "/thumbnail-optimizer",
    feature: "thumbnail-optimizer",
    scope: "channel",
  },
  "description-audit": {
    title: "Description audit",
    href: "/description-rewriter",
    feature: "description-rewriter",
    scope: "channel",
  },
  "content-ideas": { title: "Content Ideas", href: "/content-ideas", feature: "content-ideas", scope: "channel" },
  "channel-topics": { title: "Your topics", href: "/content-ideas", feature: "content-ideas", scope: "channel" },
  series: { title: "Series Planner", href: "/series-planner", feature: "series-planner", scope: "channel" },
  "comment-sentiment": {
    title: "Comment Sentiment",
    href: "/comment-sentiment",
    feature: "comment-sentiment",
    scope: "comments",
  },
  "viewer-requests": {
    title: "Viewer requests",
    href: "/comment-sentiment",
    feature: "comment-sentiment",
    scope: "comments",
  },
  "competitor-outliers": {
    title: "Competitor outliers",
    href: "/competitor-monitor",
    feature: "competitor-monitor",
    scope: "market",
  },
  "market-analysis": {
    title: "Content Analyzer search",
    href: "/youtube-tool",
    feature: "content-analyzer",
    scope: "market",
  },
  trends: { title: "Trends", href: "/youtube", feature: "trends", scope: "market" },
  "latest-uploads": { title: "Latest uploads", href: "/video-forecast", feature: "video-forecast", scope: "forecasts" },
  "title-forecast": { title: "Title forecast", href: "/video-forecast", feature: "video-forecast", scope: "forecasts" },
  "track-record": { title: "Track Record", href: "/track-record", feature: "track-record", scope: "forecasts" },
  rpm: { title: "RPM Booster", href: "/rpm-booster", feature: "rpm-booster", scope: "revenue" },
} as const satisfies Record<string, ToolEntry>;

export type ToolName = keyof typeof TOOL_CATALOG;

export const TOOL_NAMES = Object.keys(TOOL_CATALOG) as ToolName[];

export function isToolName(name: string): name is ToolName {
  return Object.hasOwn(TOOL_CATALOG, name);
}

/** The catalog's entry of `name`, or undefined for a name no tool has (a stored source of a retired tool). */
export function toolEntry(name: string): ToolEntry | undefined {
  return isToolName(name) ? TOOL_CATALOG[name] : undefined;
}
