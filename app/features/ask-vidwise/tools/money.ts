// RPM Booster: the same fresh analysis as GET /api/rpm (analyzeWorkspace), phrased. Amounts are
// in US dollars, as YouTube Studio's "Estimated revenue (USD)" and the RPM Booster page give them.
// The drivers RPM Booster could not measure are named as it names them (its "Not measured"
// lines), so "no recommendation" never reads as every driver being in line when some were never
// looked at.
import { analyzeWorkspace } from "~/features/rpm-booster/index.server";
import type { AskTool, Figure } from "../types";
import { fig, figOf, found, missing } from "./result";
import { formatMoney } from "~/lib/format";
import { trendWordInText } from "~/lib/trend-words";
import { toolSpec } from "../tool-specs";

const HREF = "/rpm-booster";

/** What an RPM Booster line is about: the words before its colon ("Seasonality: needs…" → "Seasonality"). */
export function driverOf(line: string): string {
  const at = line.indexOf(":");
  return (at > 0 ? line.slice(0, at) : line).trim();
}

/** RPM Booster's subjects in one line: "; " between them, as one may hold commas ("Video length, topics and Shorts share"). */
function listed(names: readonly string[]): string {
  return names.join("; ");
}

export const rpmTool: AskTool = {
  ...toolSpec("rpm"),
  async run(ctx) {
    const result = await analyzeWorkspace(ctx.db, ctx.user.teamChannelId, ctx.now);
    const a = result.analysis;
    if (!a)
      return missing(
        "rpm",
        HREF,
        result.missing ?? "Import your YouTube Studio export with revenue columns (Account Settings, /account).",
      );
    const top = result.recommendations[0];
    const notMeasured = [...new Set(result.notMeasured.map(driverOf))];
    const inLine = [...new Set(result.checked.map(driverOf))];
    const figures: Record<string, Figure> = {
      currentRPM: a.currentRPM,
      channelMedianRPM: a.channelMedianRPM,
      topPerformerRPM: a.topPerformerRPM,
      trendPercentage: a.trendPercentage,
      monthlyTrend: trendWordInText(a.monthlyTrend),
      views28: a.views28,
      revenue28: a.revenue28,
      recommendations: result.recommendations.length,
      potentialMonthlyIncrease: a.potentialMonthlyIncrease,
      topRecommendation: top?.title ?? null,
      topRecommendationIncrease: top?.potentialIncrease ?? null,
      topRecommendationReasoning: top?.reasoning ?? null,
      windowFrom: a.window.from,
      windowTo: a.window.to,
      driversNotMeasured: notMeasured.length > 0 ? notMeasured.length : null,
      notMeasured: notMeasured.length > 0 ? listed(notMeasured) : null,
      inLine: inLine.length > 0 ? listed(inLine) : null,
    };
    // As RPM Booster's "Not measured" list says it: how many, and which.
    const unmeasured =
      notMeasured.length > 0
        ? `RPM Booster lists ${figOf(notMeasured.length, "driver")} as not measured: ${listed(notMeasured)} (it says what ${notMeasured.length === 1 ? "it needs" : "each needs"}).`
        : "";
    const facts = [
      `Your RPM over ${a.window.from} to ${a.window.to} is ${formatMoney(a.currentRPM)} (${formatMoney(a.revenue28)} revenue on ${figOf(a.views28, "view")}), ${trendWordInText(a.monthlyTrend)} (${fig(a.trendPercentage)}% on the 28 days before).`,
    ];
    if (a.channelMedianRPM !== null)
      facts.push(
        `Your median video RPM is ${formatMoney(a.channelMedianRPM)}` +
          (a.topPerformerRPM !== null ? ` and your top performers reach ${formatMoney(a.topPerformerRPM)}.` : "."),
      );
    if (top) {
      facts.push(
        `The biggest lever: ${top.title} (worth about ${formatMoney(top.potentialIncrease)} per 28 days). ${top.reasoning}`,
      );
      facts.push(
        (result.recommendations.length === 1
          ? `It is the only recommendation: worth about ${formatMoney(a.potentialMonthlyIncrease)} per 28 days.`
          : `All ${fig(result.recommendations.length)} recommendations together are worth about ${formatMoney(a.potentialMonthlyIncrease)} per 28 days.`) +
          (unmeasured ? ` ${unmeasured}` : ""),
      );
    } else {
      // Only what was measured is said to be in line; the rest is said to be unmeasured.
      facts.push(
        inLine.length > 0
          ? `No recommendation from what was measured (${listed(inLine)}): it is already in line with your best videos.`
          : "No recommendation: none of the drivers could be measured on your data yet.",
      );
      if (unmeasured) facts.push(unmeasured);
    }
    return found("rpm", HREF, figures, facts);
  },
};
