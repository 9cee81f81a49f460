// What each of the assistant's tools is, without what it runs: the name, the plan feature it
// needs, the description and the arguments' JSON Schema the model and MCP clients read. Plain
// data, so the pages Worker can list the tools (MCP's tools/list, the model's tool list) while the
// tools themselves run in the engines Worker (tools.engines.server.ts, decision 005). The order is
// the tools' order everywhere they are listed.
import type { AskTool } from "./types";
import { TOOL_CATALOG, type ToolName } from "./tool-catalog";

export type ToolSpec = Omit<AskTool, "run">;

export const TOOL_SPECS: readonly ToolSpec[] = [
  {
    name: "comment-sentiment",
    feature: null,
    description:
      'Comment sentiment for the user\'s own videos: average score (0-10), share of positive/negative comments, common themes, most positive video; with focus "latest", first the newest video with analysed comments; with focus "complaints", first what viewers complain about and the most negative comments; with focus "most-commented", first the video with the most comments.',
    parameters: {
      type: "object",
      properties: {
        days: { type: "number", description: "Period in days: 7, 30 or 90", enum: [7, 30, 90] },
        focus: {
          type: "string",
          description:
            '"latest" to lead with the newest video that has analysed comments; "complaints" to lead with complaints and negative comments; "most-commented" to lead with the video with the most comments',
          enum: ["latest", "complaints", "most-commented"],
        },
      },
    },
  },
  {
    name: "viewer-requests",
    feature: "audience-demand",
    description:
      "What the user's viewers request and ask in comments: request topics with counts, and the most liked questions.",
    parameters: {
      type: "object",
      properties: { days: { type: "number", description: "Period in days: 7, 30 or 90", enum: [7, 30, 90] } },
    },
  },
  {
    name: "competitor-outliers",
    feature: null,
    description:
      "Outliers among the competitors' recent public uploads: views against each channel's median (at the same age when its earlier uploads allow), the top performing channel.",
    parameters: { type: "object", properties: {} },
  },
  {
    name: "market-analysis",
    feature: null,
    description:
      "The market for a topic from a Content Analyzer search the user ran (top YouTube results and their views); never runs a new search.",
    parameters: {
      type: "object",
      properties: {
        topic: { type: "string", description: "The topic or search query (defaults to the user's primary topic)" },
      },
    },
  },
  {
    name: "trends",
    feature: null,
    description:
      "Trends for the user's primary topic and tracked keywords: rising or declining, velocity, seasonal peak month.",
    parameters: {
      type: "object",
      properties: {
        keyword: { type: "string", description: "A keyword to look for among the tracked ones (optional)" },
      },
    },
  },
  {
    name: "latest-uploads",
    feature: null,
    description:
      "How the user's latest uploads track against the channel's norm: views now, projected views at 28 days with range, the norm, ahead/on-track/behind.",
    parameters: {
      type: "object",
      properties: {
        videoTitle: { type: "string", description: "A title of one of the user's videos (optional)" },
        focus: {
          type: "string",
          description:
            '"behind" to explain the most recent upload behind the norm when the latest is not; "best" for the one furthest ahead of it; "next" for what a next upload may reach before its title is known (the norm and its spread)',
          enum: ["behind", "best", "next"],
        },
      },
    },
  },
  {
    name: "title-forecast",
    feature: null,
    description:
      "A pre-publication forecast for a proposed video title: expected views at 28 days with an 80% range, success probability and title score. Given only a topic, it writes a title for it from the channel's measured title patterns and forecasts that.",
    parameters: {
      type: "object",
      properties: {
        title: { type: "string", description: "The proposed title (leave out to have one written for the topic)" },
        topic: { type: "string", description: "The video's topic (defaults to the user's primary topic)" },
      },
    },
  },
  {
    name: "title-thumbnail",
    feature: null,
    description:
      "Title and thumbnail findings from the Thumbnail Optimizer's latest analysis: features that measured a click-through or views effect, and suggestions.",
    parameters: { type: "object", properties: {} },
  },
  {
    name: "description-audit",
    feature: null,
    description:
      "The Description Rewriter's audit of the user's descriptions: SEO score (0-100) per video, the median, and the videos where a weak description costs most views.",
    parameters: {
      type: "object",
      properties: { videoTitle: { type: "string", description: "A title of one of the user's videos (optional)" } },
    },
  },
  {
    name: "content-ideas",
    feature: null,
    description:
      "The latest batch of content ideas computed from the user's channel, trends and market data: titles, trend score, difficulty, estimated views.",
    parameters: { type: "object", properties: {} },
  },
  {
    name: "channel-topics",
    feature: null,
    description:
      "How the user's own topics do: each topic of their uploads with at least 3 measured uploads, its median views against the channel's uploads of a similar age, best first, with its best upload. Given a topic, the user's uploads on it instead, newest first, each against their uploads of a similar age.",
    parameters: {
      type: "object",
      properties: {
        topic: { type: "string", description: "A topic to find the user's own uploads on (optional)" },
      },
    },
  },
  {
    name: "series",
    feature: null,
    description:
      "The user's series (from the Series Planner): how many, planned and published videos, completion, and the best series by views.",
    parameters: { type: "object", properties: {} },
  },
  {
    name: "rpm",
    feature: null,
    description:
      "The user's RPM over the latest 28 days, its trend, channel median and top-performer RPM, and the recommendations with their potential monthly increase.",
    parameters: { type: "object", properties: {} },
  },
  {
    name: "dashboard-kpis",
    feature: null,
    description:
      "The channel's KPIs over the latest 28 days (subscriber growth, suggested reach, watch time per viewer, viewer funnel) and the Live Visibility Score (0-100); with focus \"subscribers\", the channel's subscriber count as YouTube gave it at the last sync, and when.",
    parameters: {
      type: "object",
      properties: {
        focus: {
          type: "string",
          description: '"subscribers" for the channel\'s subscriber count (how many subscribers the channel has now)',
          enum: ["subscribers"],
        },
      },
    },
  },
  {
    name: "upload-timing",
    feature: "upload-timing",
    description:
      "When the user's uploads did best: the weekday and time block with the highest views at 7 days, in the user's time zone.",
    parameters: { type: "object", properties: {} },
  },
  {
    name: "cadence",
    feature: null,
    description:
      "The user's upload cadence and burnout check: uploads in the last 7 and 28 days against their usual pace, days since the last upload, breaks.",
    parameters: { type: "object", properties: {} },
  },
  {
    name: "track-record",
    feature: null,
    description:
      "How accurate Vidwise's past suggestions were on the user's channel: forecasts scored (how many landed inside their 80% range, median error against the channel median's), ideas made and how many beat the channel's median.",
    parameters: { type: "object", properties: {} },
  },
];

/** The spec of one tool (every tool has one: ToolName comes from the same catalog). */
export function toolSpec(name: ToolName): ToolSpec {
  return TOOL_SPECS.find((s) => s.name === name)!;
}

/** Each tool's page, for the answer when a tool fails before returning its own href. */
export const TOOL_PAGES: Record<string, string> = Object.fromEntries(
  Object.entries(TOOL_CATALOG).map(([name, tool]) => [name, tool.href]),
);
