// Dashboard tools: KPIs with the Live Visibility Score, upload timing and cadence/burnout, all
// read from one dashboardFor call per ask (the dashboard's own engines, not recomputed here).
import { DEFAULT_TOPIC } from "~/features/account/index";
import { type OwnChannelTotals, channelsOfTeam } from "~/features/channel-data/index.server";
import { dashboardView } from "~/features/dashboard/index.server";
import { lockedResult, viewerOfAsk } from "../plan-gate.server";
import type { AskContext, AskTool, Figure, ToolResult } from "../types";
import { NO_CHANNEL, NO_STUDIO, askerDate, fig, figOf, found, missing, perAsk } from "./result";
import { toolSpec } from "../tool-specs";

const HREF = "/dashboard";

// The same use-case as the dashboard page and GET /api/dashboard: upload timing is already left
// out (null) when the viewer's plan lacks it.
const dashboard = perAsk(async (ctx) =>
  dashboardView(ctx.db, await viewerOfAsk(ctx), {
    primaryTopic: ctx.user.primaryTopic,
    defaultTopic: DEFAULT_TOPIC,
    timeZone: ctx.user.timeZone ?? "UTC",
    now: ctx.now,
  }),
);

const KPI_LABELS = {
  subscriberGrowth: "Subscriber growth",
  suggestedReach: "Suggested reach",
  watchTimePerViewer: "Watch time per viewer",
  viewerFunnel: "Subscribers per 1,000 impressions",
} as const;
const UNIT = { percent: "%", minutes: " min", "per-1000": " per 1,000" } as const;

export const dashboardKpisTool: AskTool = {
  ...toolSpec("dashboard-kpis"),
  async run(ctx, args) {
    const d = await dashboard(ctx);
    if (args.focus === "subscribers") return subscriberCount(ctx, d);
    const measured = d.kpis.kpis.filter((k) => k.value !== null);
    if (!d.channel && measured.length === 0) return missing("dashboard-kpis", HREF, NO_CHANNEL);
    if (measured.length === 0 && d.visibility.value === null)
      return d.channel ? headlineOnly(ctx, d.channel) : missing("dashboard-kpis", HREF, NO_STUDIO);
    const figures: Record<string, Figure> = {
      visibilityScore: d.visibility.value,
      windowFrom: d.kpis.window?.from ?? null,
      windowTo: d.kpis.window?.to ?? null,
    };
    const parts: string[] = [];
    for (const k of measured) {
      const value = round(k.value!);
      figures[k.key] = value;
      let text = `${KPI_LABELS[k.key]} ${fig(value)}${UNIT[k.unit]}`;
      if (k.change !== null) {
        const change = round(k.change);
        figures[`${k.key}Change`] = change;
        text += ` (${change >= 0 ? "+" : ""}${fig(change)} on the 28 days before)`;
      }
      parts.push(text);
    }
    const facts: string[] = [];
    if (d.visibility.value !== null)
      facts.push(
        `Your Live Visibility Score is ${fig(d.visibility.value)} out of 100 for the latest 28 days.${d.visibility.basis ? ` ${d.visibility.basis}` : ""}`,
      );
    if (parts.length > 0) facts.push(`Over the latest 28 days: ${parts.join("; ")}.`);
    const notMeasured = d.kpis.kpis.filter((k) => k.value === null && k.missing);
    if (notMeasured[0]) facts.push(`${KPI_LABELS[notMeasured[0].key]} is not measured: ${notMeasured[0].missing}`);
    return found("dashboard-kpis", HREF, figures, facts);
  },
};

/**
 * A connected channel without daily numbers still has the headline YouTube gives every channel
 * (the dashboard leads with it, as Studio does): its subscribers and total views when last read,
 * then what the KPIs need.
 */
function headlineOnly(ctx: AskContext, channel: OwnChannelTotals): ToolResult {
  const readOn = channel.readAt ? askerDate(channel.readAt, ctx.user.timeZone) : null;
  const figures: Record<string, Figure> = {
    subscriberCount: channel.subscriberCount,
    totalViews: channel.viewCount,
    channelReadOn: readOn,
  };
  // A hidden subscriber count is left out; YouTube always gives the total views.
  const counts = [
    ...(channel.subscriberCount !== null ? [figOf(channel.subscriberCount, "subscriber")] : []),
    `${figOf(channel.viewCount, "view")} in all`,
  ];
  return found("dashboard-kpis", HREF, figures, [
    `Your channel has ${counts.join(" and ")}, as YouTube gave them when Vidwise last read it${readOn ? ` (${readOn})` : ""}.`,
    `The channel KPIs (subscriber growth, suggested reach, watch time per viewer) need daily numbers: ${NO_STUDIO}`,
  ]);
}

/**
 * "How many subscribers do I have?": the count on the channel's stored row (YouTube's public
 * count, written at each sync) and when that sync read it, then the subscriber growth KPI when
 * measured. Not the visibility score: it answers another question.
 */
async function subscriberCount(ctx: AskContext, d: Awaited<ReturnType<typeof dashboard>>): Promise<ToolResult> {
  if (!d.channel) return missing("dashboard-kpis", HREF, NO_CHANNEL);
  const row = (await channelsOfTeam(ctx.db, ctx.user.teamId)).find((c) => c.teamChannelId === ctx.user.teamChannelId);
  const count = row ? row.subscriberCount : d.channel.subscriberCount;
  const readOn = row?.lastSyncedAt ? askerDate(row.lastSyncedAt, ctx.user.timeZone) : null;
  const figures: Record<string, Figure> = { subscriberCount: count, subscribersReadOn: readOn };
  const facts: string[] = [];
  if (count === null)
    facts.push(
      "Your channel's stored row has no subscriber count: YouTube gives none for a channel that hides it, so I can't tell you how many subscribers you have.",
    );
  else
    facts.push(
      `Your channel has ${figOf(count, "subscriber")}: the count YouTube gave for it when Vidwise last read the channel` +
        (readOn ? ` (${readOn})` : "") +
        (ctx.user.isDemo ? ", here the sample channel's stored count." : ". YouTube rounds larger counts."),
    );
  const growth = d.kpis.kpis.find((k) => k.key === "subscriberGrowth" && k.value !== null);
  if (growth) {
    figures.subscriberGrowth = round(growth.value!);
    facts.push(`Your subscriber growth over the latest 28 days is ${fig(figures.subscriberGrowth)}%.`);
  }
  return found("dashboard-kpis", HREF, figures, facts);
}

export const uploadTimingTool: AskTool = {
  ...toolSpec("upload-timing"),
  async run(ctx) {
    const d = await dashboard(ctx);
    if (!d.channel) return missing("upload-timing", HREF, NO_CHANNEL);
    const t = d.timing;
    if (t === null) return lockedResult("upload-timing", "upload-timing");
    // With no first week yet, the tool's own words say what fills them in (the Google connection's
    // state included), with the counts they write as figures.
    if (t.uploads === 0)
      return missing("upload-timing", HREF, t.recommendation.text, {
        uploadsWithFirstWeek: 0,
        uploadsNeeded: t.uploadsNeeded,
      });
    const figures = {
      uploadsCompared: t.uploads,
      medianViews7d: t.medianViews7d,
      timeZone: t.timeZone,
      recommendation: t.recommendation.text,
    };
    const facts = [
      `From ${figOf(t.uploads, "long-form upload")}` +
        (t.medianViews7d !== null ? ` (median ${figOf(t.medianViews7d, "view")} at 7 days)` : "") +
        `, in ${t.timeZone}:`,
      t.recommendation.text,
    ];
    return found("upload-timing", HREF, figures, facts);
  },
};

export const cadenceTool: AskTool = {
  ...toolSpec("cadence"),
  async run(ctx) {
    const d = await dashboard(ctx);
    if (!d.channel) return missing("cadence", HREF, NO_CHANNEL);
    const c = d.cadence;
    const figures = {
      verdict: c.verdict,
      uploadsLast7: c.uploadsLast7,
      uploadsLast28: c.uploadsLast28,
      usualPer28: c.usualPer28,
      daysSinceLastUpload: c.daysSinceLastUpload,
      cadenceViewsCorrelation: c.cadenceViewsCorrelation,
      cadenceText: c.text,
    };
    const facts = [
      `Cadence: ${c.verdict}. ${c.text}`,
      `You uploaded ${figOf(c.uploadsLast28, "video")} in the last 28 days` +
        (c.usualPer28 !== null ? ` against your usual ${fig(c.usualPer28)}.` : "."),
    ];
    if (c.daysSinceLastUpload !== null)
      facts.push(
        `Your last upload was ${fig(c.daysSinceLastUpload)} ${c.daysSinceLastUpload === 1 ? "day" : "days"} ago.`,
      );
    return found("cadence", HREF, figures, facts);
  },
};

const round = (x: number) => Math.round(x * 100) / 100;
