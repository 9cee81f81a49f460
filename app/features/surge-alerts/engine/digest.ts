// The digest email: plain text, one block per keyword with the numbers behind its alert.
import { ESTIMATE_LABEL } from "~/lib/figure-source";
import type { Surge } from "./surges";
import { round1 } from "~/lib/stats";

export type DigestInput = {
  surges: readonly Surge[];
  appName: string;
  /** The app's origin, e.g. https://vidwise.app (no trailing slash). */
  origin: string;
  unsubscribeLink: string;
  supportEmail: string;
};

export type DigestEmail = { subject: string; text: string };

/** "+72.4%", "-3.0%"; "not measured yet" without two weeks of readings. */
export function velocityText(velocity: number | null): string {
  if (velocity === null || !Number.isFinite(velocity)) return "not measured yet";
  const rounded = round1(velocity);
  if (rounded === 0) return "0.0%";
  return `${rounded > 0 ? "+" : "-"}${Math.abs(rounded).toFixed(1)}%`;
}

function wholeNumber(n: number): string {
  return Math.round(n).toLocaleString("en-US");
}

/** What one surge says in the subject: "is spiking" / "peaks in December". */
function headline(surge: Surge): string {
  return surge.reason === "spiking" ? `${surge.keyword} is spiking` : `${surge.keyword} peaks in ${surge.peakMonth}`;
}

/** The surges grouped per keyword, in the order they came (strongest first). */
function byKeyword(surges: readonly Surge[]): Surge[][] {
  const groups = new Map<string, Surge[]>();
  for (const surge of surges) groups.set(surge.keyword, [...(groups.get(surge.keyword) ?? []), surge]);
  return [...groups.values()];
}

function keywordBlock(group: readonly Surge[]): string[] {
  const first = group[0]!;
  const spiking = group.find((s) => s.reason === "spiking");
  const peak = group.find((s) => s.reason === "peak-next-month");
  const reasons = [
    spiking ? "spiking" : null,
    peak ? `peaks next month (${peak.peakMonth} ${peak.peakYear})` : null,
  ].filter(Boolean);
  const lines = [`* ${first.keyword}: ${reasons.join(", and ")}`];
  if (spiking) {
    lines.push(
      `  Interest ${velocityText(spiking.velocity)} week over week: the median views per day of recent videos on this topic, this week against last week. Publish while the surge lasts.`,
    );
  }
  if (peak) {
    lines.push(
      `  Seasonal peak month: ${peak.peakMonth}. A year of readings puts this topic's yearly high there, so a video published in the coming weeks is out in time for it.`,
    );
    if (!spiking) lines.push(`  Week over week now: ${velocityText(peak.velocity)}.`);
  } else if (spiking?.peakMonth) {
    lines.push(`  Seasonal peak month: ${spiking.peakMonth}.`);
  }
  lines.push(
    `  Measured from ${wholeNumber(first.dataPoints)} readings, the newest on ${first.lastUpdated.slice(0, 10)}.`,
  );
  return lines;
}

export function digestEmail(input: DigestInput): DigestEmail {
  const groups = byKeyword(input.surges);
  const first = input.surges[0];
  if (!first) throw new RangeError("digestEmail: no surges to report");
  const more = groups.length - 1;
  const subject = `Surge alert: ${headline(first)}${more > 0 ? `, and ${more} more keyword${more === 1 ? "" : "s"}` : ""}`;
  const text = [
    `Seasonal Topic Surge Alerts from ${input.appName}: news on the keywords you follow.`,
    `Every figure below is a ${ESTIMATE_LABEL} (computed by ${input.appName} from YouTube search results, not reported by YouTube).`,
    "",
    ...groups.flatMap((group) => [...keywordBlock(group), ""]),
    `Turn it into a video plan: ${input.origin}/content-ideas`,
    `Your trend panel: ${input.origin}/youtube`,
    "",
    "You get at most one of these emails a week, and only when a followed keyword (your primary topic or a tracked keyword) starts spiking or reaches the month before its seasonal peak.",
    `Unsubscribe, no sign-in needed: ${input.unsubscribeLink}`,
    `Or turn alerts off and on in Account Settings: ${input.origin}/account`,
    `Questions: ${input.supportEmail}`,
  ].join("\n");
  return { subject, text };
}
