// The question kinds Ask Vidwise answers: the tools (1-3) each runs, what each answers (for the
// off-topic reply) and an example question (for the "not sure" reply). Which kind a question is
// comes from the learned router (router-model.ts, used by route.ts).

export type Intent =
  | "next-video"
  | "underperform"
  | "timing"
  | "requests"
  | "rpm"
  | "sentiment"
  | "competitors"
  | "market"
  | "trends"
  | "title-forecast"
  | "forecast"
  | "packaging"
  | "description"
  | "series"
  | "kpis"
  | "cadence"
  | "track-record";

/** The tools each kind runs, the first being the one that answers it (the rest add context). */
export const INTENT_TOOLS: Record<Intent, readonly string[]> = {
  "next-video": ["content-ideas", "viewer-requests", "competitor-outliers"],
  underperform: ["latest-uploads", "description-audit", "title-thumbnail"],
  timing: ["upload-timing"],
  requests: ["viewer-requests"],
  rpm: ["rpm"],
  sentiment: ["comment-sentiment"],
  competitors: ["competitor-outliers"],
  market: ["market-analysis"],
  trends: ["trends"],
  "title-forecast": ["title-forecast"],
  forecast: ["latest-uploads"],
  packaging: ["title-thumbnail"],
  description: ["description-audit"],
  series: ["series"],
  kpis: ["dashboard-kpis"],
  cadence: ["cadence"],
  "track-record": ["track-record"],
};

/** What each kind answers, for the off-topic reply (in the order listed there). */
export const INTENT_LABELS: Record<Intent, string> = {
  "next-video": "what your next video should be (content ideas from your data)",
  underperform: "why a recent video did better or worse than your norm",
  timing: "when to upload (your weekday and time slots)",
  requests: "what your viewers ask for in comments",
  rpm: "how to raise your RPM",
  sentiment: "how viewers feel about your videos (comment sentiment)",
  competitors: "which competitor videos are outliers",
  market: "what your data says about a topic (its Content Analyzer search and its trend)",
  trends: "rising keywords and seasonal peaks",
  "title-forecast": 'a forecast for a title ("what if I titled it …")',
  forecast: "how your latest uploads are tracking against your norm",
  packaging: "title and thumbnail findings",
  description: "which descriptions to fix first",
  series: "your series and how they perform",
  kpis: "your subscriber count, channel KPIs and Live Visibility Score",
  cadence: "your upload cadence and burnout risk",
  "track-record": "how accurate past forecasts and ideas have been (the track record)",
};

/** One question per kind, offered when the router is not sure which kind a question is. */
export const INTENT_EXAMPLES: Record<Intent, string> = {
  "next-video": "What should my next video be?",
  underperform: "Why did my last video under-perform?",
  timing: "When should I upload?",
  requests: "What do my viewers ask for?",
  rpm: "How can I raise my RPM?",
  sentiment: "How do viewers feel about my videos?",
  competitors: "Which competitor videos are outliers?",
  market: "Is there demand for my topic?",
  trends: "What keywords are trending in my niche?",
  "title-forecast": 'What if I titled it "…"?',
  forecast: "How are my latest uploads tracking?",
  packaging: "Are my thumbnails working?",
  description: "Which descriptions should I fix first?",
  series: "How are my series doing?",
  kpis: "What are my KPIs?",
  cadence: "How often should I post?",
  "track-record": "How accurate have your forecasts been?",
};
