// How the page names each assistant tool in an answer's sources (plain module: the client imports it).
export const TOOL_TITLES: Record<string, string> = {
  "comment-sentiment": "Comment Sentiment",
  "viewer-requests": "Viewer requests",
  "competitor-outliers": "Competitor outliers",
  "market-analysis": "Content Analyzer search",
  trends: "Trends",
  "latest-uploads": "Latest uploads",
  "title-forecast": "Title forecast",
  "title-thumbnail": "Thumbnail & Title Optimizer",
  "description-audit": "Description audit",
  "content-ideas": "Content Ideas",
  series: "Series Planner",
  rpm: "RPM Booster",
  "dashboard-kpis": "Dashboard KPIs",
  "upload-timing": "Upload timing",
  cadence: "Upload cadence",
};
