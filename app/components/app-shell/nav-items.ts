import { ASSISTANT_PATH, PRODUCT_NAME } from "~/lib/brand";

export type NavItem = { to: string; label: string };

// The sidebar, in the spec's order of tools.
export const NAV_ITEMS: NavItem[] = [
  { to: ASSISTANT_PATH, label: `Ask ${PRODUCT_NAME}` },
  { to: "/dashboard", label: "Dashboard" },
  { to: "/comment-sentiment", label: "Comment Sentiment" },
  { to: "/competitor-monitor", label: "Competitor Monitor" },
  { to: "/content-ideas", label: "Content Ideas" },
  { to: "/rpm-booster", label: "RPM Booster" },
  { to: "/series-planner", label: "Series Planner" },
  { to: "/description-rewriter", label: "Description Rewriter" },
  { to: "/thumbnail-optimizer", label: "Thumbnail Optimizer" },
  { to: "/video-forecast", label: "Video Forecast" },
  { to: "/youtube-tool", label: "Content Analyzer" },
  { to: "/track-record", label: "Track Record" },
  // Outside the shell (it prints without navigation); its own header links back to the dashboard.
  { to: "/reports/client", label: "Client Report" },
  { to: "/coaching", label: "Strategy Coaching" },
  { to: "/suggestions", label: "Feedback" },
  { to: "/pricing", label: "Pricing" },
];
