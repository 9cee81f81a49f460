// The words of the Welcome page's KPI panel (spec §2): what each KPI is, why it matters, and a
// bonus KPI or authority signal. Plain module: the page's components import it.
import type { KpiKey } from "./engine/kpis";

export const KPI_PANEL_TITLE = "Account-Level KPIs YouTubers Care About";

export const KPI_COPY: Record<KpiKey, { label: string; description: string; why: string; bonus: string }> = {
  subscriberGrowth: {
    label: "Subscriber Growth Rate",
    description:
      "Net subscribers (gained minus lost) over the last 28 days, divided by the subscribers you had at the start.",
    why: "A rate, not a total: it shows whether the channel is still gathering an audience, at any size.",
    bonus:
      "Bonus: watch subscribers lost as well as gained; a rise in losses after an upload says it missed its audience.",
  },
  suggestedReach: {
    label: "Suggested Video Reach",
    description: "The share of your views that came from YouTube suggesting your video next to another one.",
    why: "Suggested traffic is YouTube recommending you to viewers who did not search for you: the main path to new audiences.",
    bonus:
      "Authority signal: being suggested next to larger channels' videos means YouTube sees your video as a fit for their viewers.",
  },
  watchTimePerViewer: {
    label: "Average Watch Time per Viewer",
    description:
      "Minutes watched per viewer per day: watch time divided by unique viewers, summed day by day over the last 28 days.",
    why: "Viewers who stay longer and come back tell YouTube your channel satisfies them, which drives recommendations.",
    bonus:
      "Bonus: compare it with your average view duration; when watch time per viewer is higher, viewers watch more than one video.",
  },
  viewerFunnel: {
    label: "Viewer Funnel Completion",
    description:
      "Subscribers gained per 1,000 impressions: how far viewers travel from seeing a thumbnail to subscribing.",
    why: "It joins packaging (click-through), content (percentage viewed) and conversion (subscribing) in one number, and shows where viewers drop out.",
    bonus: "Bonus: the stage with the largest drop is the one to work on first.",
  },
};

export const KPI_PRO_TIP =
  "Pro tip: momentum beats vanity metrics. A small channel growing 5% a month is healthier than a large one standing still: judge each KPI against your own last 28 days.";

export const FUNNEL_LABELS = {
  impressions: "Impressions",
  clicks: "Clicks (impressions × click-through rate)",
  views: "Views",
  viewed: "Viewed to the average percentage",
  subscribers: "Subscribers gained",
} as const;
