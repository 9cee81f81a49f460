// The weekly digest's text: what happened on the channel last week, what worked, what viewers
// asked for and the next ideas, every figure with its source, and what to connect where data is
// missing. Pure: the use-case hands in the figures and the links.
import { countOf, wholeNumber } from "~/lib/format";
import { ESTIMATE_LABEL } from "~/lib/figure-source";
import { type ReportFigures, MISSING, SOURCES, ratioText } from "./figures";

export type DigestIdeas = { createdAt: string; ideas: { title: string; estimatedViews: string }[] } | null;

/** One channel's part of the digest: its figures and its latest ideas. */
export type DigestChannel = { figures: ReportFigures; ideas: DigestIdeas };

export type DigestInput = {
  appName: string;
  /** The name the workspace goes by (its given name, else its owner's address), as it reads. */
  workspaceName: string;
  /** The reader's own address, as it reads: the footer says where the mail went. */
  recipient: string;
  week: string;
  /** The workspace's channels, its first first (a section each); at least one. */
  channels: DigestChannel[];
  origin: string;
  unsubscribeLink: string;
};

const source = (text: string) => `   (source: ${text})`;

export function digestEmail(input: DigestInput): { subject: string; text: string } {
  const [first] = input.channels;
  if (!first) throw new RangeError("a digest has at least one channel");
  const several = input.channels.length > 1;
  const title = several ? `${input.channels.length} channels` : (first.figures.channel?.title ?? input.workspaceName);
  const lines: string[] = [
    `Your weekly ${input.appName} digest for ${title}, week ${input.week} (${first.figures.from} to ${first.figures.to}, ${first.figures.zone} time).`,
  ];
  for (const channel of input.channels) {
    lines.push("");
    if (several) lines.push(`=== ${channel.figures.channel?.title ?? "A channel not connected yet"} ===`, "");
    lines.push(...channelSection(channel, input.origin));
  }
  lines.push(
    "",
    `The full client report: ${input.origin}/reports/client?period=7`,
    "",
    `Sent to ${input.recipient} because you opted in to the weekly digest of ${input.workspaceName} on ${input.appName}.`,
    `Unsubscribe with one click: ${input.unsubscribeLink}`,
  );
  return { subject: `${input.appName} weekly digest: ${title}, week ${input.week}`, text: lines.join("\n") };
}

/** What happened on one channel, what worked, what viewers asked for and its next ideas. */
function channelSection({ figures: f, ideas }: DigestChannel, origin: string): string[] {
  const lines: string[] = [];
  const link = (path: string) => `${origin}${path}${f.channel ? `?channel=${encodeURIComponent(f.channel.id)}` : ""}`;
  if (!f.channel) {
    lines.push(MISSING.channel, `${origin}/account`);
  } else {
    lines.push("WHAT HAPPENED LAST WEEK");
    lines.push(
      `- ${countOf(f.uploads.count, "upload")} published, ${countOf(f.uploads.views, "view")} on ${f.uploads.count === 1 ? "it" : "them"} so far.`,
    );
    lines.push(source(SOURCES.uploads));
    for (const u of f.uploads.top) lines.push(`  • ${u.title}: ${wholeNumber(u.viewCount)} views`);
    if (f.channelDays) {
      if (f.channelDays.views !== null)
        lines.push(
          `- Channel views: ${wholeNumber(f.channelDays.views)} over ${countOf(f.channelDays.daysCovered, "day")}.`,
        );
      if (f.channelDays.subscribersGained !== null)
        lines.push(`- Subscribers gained: ${wholeNumber(f.channelDays.subscribersGained)}.`);
      lines.push(source(f.channelDays.source));
    }
    lines.push("", "WHAT WORKED");
    if (f.best) {
      lines.push(
        `- Best upload: "${f.best.upload.title}" with ${wholeNumber(f.best.upload.viewCount)} views, ${ratioText(f.best)} (${wholeNumber(f.best.medianViews)} views over its last ${countOf(f.best.baselineCount, "upload")} before the week).`,
      );
      lines.push(source(`${SOURCES.uploads}; ${SOURCES.baseline}`));
    } else lines.push(`- ${f.uploads.count ? MISSING.baseline : MISSING.uploads}`);
    lines.push("", "WHAT VIEWERS ASKED FOR");
    if (f.sentiment && f.sentiment.requests.length) {
      for (const r of f.sentiment.requests.slice(0, 5))
        lines.push(`- ${r.topic}: asked in ${countOf(r.count, "comment")}`);
      lines.push(source(`${SOURCES.sentiment} of the last ${f.sentiment.days} days`));
    } else if (f.sentiment?.demandLocked) lines.push(`- ${MISSING.demandLocked}`);
    else if (f.sentiment)
      lines.push(`- No requests among the ${countOf(f.sentiment.commentsAnalyzed, "comment")} analysed.`);
    else if (f.sentimentGap === "noComments") lines.push(`- ${MISSING.noComments}`);
    else lines.push(`- ${MISSING.sentiment}`, `  ${link("/comment-sentiment")}`);
  }
  lines.push("", "NEXT IDEAS");
  if (ideas && ideas.ideas.length) {
    for (const idea of ideas.ideas.slice(0, 3))
      lines.push(`- ${idea.title} (${ESTIMATE_LABEL} of views: ${idea.estimatedViews})`);
    lines.push(source(`${SOURCES.ideas}, ${ideas.createdAt.slice(0, 10)}`));
  } else lines.push(`- ${MISSING.ideas}`);
  lines.push(`  ${link("/content-ideas")}`);
  if (f.channel && !f.channelDays) lines.push("", `Missing: ${MISSING.days}`, `  ${origin}/account`);
  return lines;
}
