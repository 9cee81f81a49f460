// Each assistant tool's name on the page and the page that shows its results: one list for the
// tools (a failed tool still links its page), the chat's sources and their links. A plain module:
// the client imports it.
export const TOOL_CATALOG: Record<string, { title: string; href: string }> = {
  "comment-sentiment": { title: "Comment Sentiment", href: "/comment-sentiment" },
  "viewer-requests": { title: "Viewer requests", href: "/comment-sentiment" },
  "competitor-outliers": { title: "Competitor outliers", href: "/competitor-monitor" },
  "market-analysis": { title: "Content Analyzer search", href: "/youtube-tool" },
  trends: { title: "Trends", href: "/youtube" },
  "latest-uploads": { title: "Latest uploads", href: "/video-forecast" },
  "title-forecast": { title: "Title forecast", href: "/video-forecast" },
  "title-thumbnail": { title: "Thumbnail & Title Optimizer", href: "/thumbnail-optimizer" },
  "description-audit": { title: "Description audit", href: "/description-rewriter" },
  "content-ideas": { title: "Content Ideas", href: "/content-ideas" },
  series: { title: "Series Planner", href: "/series-planner" },
  rpm: { title: "RPM Booster", href: "/rpm-booster" },
  "dashboard-kpis": { title: "Dashboard KPIs", href: "/dashboard" },
  "upload-timing": { title: "Upload timing", href: "/dashboard" },
  cadence: { title: "Upload cadence", href: "/dashboard" },
  "track-record": { title: "Track Record", href: "/track-record" },
};
