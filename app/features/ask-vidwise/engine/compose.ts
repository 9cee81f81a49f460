// Answer composition: a short plain-English answer written only from the tools' facts (which carry
// their figures), each source listing the figures of its tool that the answer quotes
// (quotedFigures) and nothing else: a number the answer writes that no tool figure holds (a fixed
// horizon like "28 days") is not listed as sourced under any name.
// The fixed replies for off-topic questions, "not sure", "I can't tell that yet" and refusals
// write no number.
import type { AnswerSource, ToolResult } from "../types";
import type { NotInData } from "./asked";
import { quotedFigures } from "./figures";
import type { Refusal } from "./guard";
import { INTENT_EXAMPLES, INTENT_LABELS, type Intent } from "./intents";
import { quoteData } from "./quote";
import type { Focus } from "./route";

/** Facts quoted per tool: the answer stays short; the tool page has the rest. */
const FACTS_PER_TOOL = 4;

const LEADS: Record<Intent, string> = {
  "next-video": "Here is what your data points to for your next video.",
  underperform: "Here is how your latest upload compares with your norm, and what the data flags.",
  timing: "Here is when your uploads have done best.",
  requests: "Here is what your viewers ask for in the comments.",
  rpm: "Here is what your revenue data says about your RPM.",
  sentiment: "Here is how viewers feel in your comments.",
  competitors: "Here is what stands out among your competitors' uploads.",
  market: "Here is what your stored market analysis shows.",
  trends: "Here is what the trend data shows.",
  "title-forecast": "Here is the forecaster's estimate for that title.",
  forecast: "Here is how your latest uploads are tracking.",
  packaging: "Here is what the title and thumbnail analysis found.",
  description: "Here is what the description audit found.",
  series: "Here is where your series stand.",
  kpis: "Here are your channel's key numbers.",
  cadence: "Here is what your upload cadence shows.",
  "track-record": "Here is how past forecasts and ideas did against what happened.",
};

export type Composed = { content: string; sources: AnswerSource[] };

/** The lead when the question asked for one thing of its kind (a topic is the user's words: quoted). */
function leadFor(intent: Intent, focus: Focus | undefined): string {
  if (focus?.kind === "subscribers") return "Here is your channel's subscriber count.";
  if (focus?.kind === "best-upload") return "Here is which of your latest uploads is doing best.";
  if (focus?.kind === "next-upload") return "Here is what your uploads reach, the norm a next one starts from.";
  if (focus?.kind === "best-topic") return "Here is how your own topics do against your norm.";
  if (focus?.kind === "latest-video") return "Here is how viewers feel in the comments on your latest video.";
  if (focus?.kind === "complaints") return "Here is what your viewers complain about in the comments.";
  if (focus?.kind === "most-commented") return "Here is which of your videos drew the most comments.";
  if (focus?.kind === "topic") return `Here is what your data says about ${quoteData(focus.topic, 60)}.`;
  return LEADS[intent];
}

export function composeAnswer(intent: Intent, results: readonly ToolResult[], focus?: Focus): Composed {
  const answered = results.filter((r) => !r.missing && r.facts.length > 0);
  const missing = results.filter((r) => r.missing);
  const parts: string[] = [];
  const sources: AnswerSource[] = [];
  if (answered.length > 0) parts.push(leadFor(intent, focus));
  // Nothing answered a named topic: say so about that topic before what would give the data.
  const nothingYet =
    focus?.kind === "topic"
      ? `I have no data on ${quoteData(focus.topic, 60)} yet. `
      : "I can't answer that from your data yet: ";
  for (const result of answered) {
    const text = result.facts.slice(0, FACTS_PER_TOOL).join(" ");
    parts.push(`${text} (${result.href})`);
    sources.push({ tool: result.tool, href: result.href, figures: quotedFigures(text, result.figures) });
  }
  for (const result of missing) {
    // A locked tool is not missing data: it says which plan has it, whatever else was answered.
    const text = result.locked
      ? (result.missing ?? "")
      : answered.length === 0 && result === missing[0]
        ? `${nothingYet}${result.missing}`
        : `Also: ${result.missing}`;
    parts.push(`${text} (${result.href})`);
    // A missing result's message may state a count (comments not analysed yet): the tool lists it
    // among its figures, so the source names it like any other.
    sources.push({ tool: result.tool, href: result.href, figures: quotedFigures(text, result.figures) });
  }
  if (answered.length === 0 && missing.length === 0) {
    // A tool that ran but found nothing to say (every result is empty without being "missing").
    parts.push("I found nothing to report for that in your data yet.");
    for (const result of results) sources.push({ tool: result.tool, href: result.href, figures: {} });
  }
  // Sources follow the tools' order (the first is the tool that answers the question's kind).
  sources.sort((a, b) => results.findIndex((r) => r.tool === a.tool) - results.findIndex((r) => r.tool === b.tool));
  return { content: parts.join("\n\n"), sources };
}

const CAN_ANSWER = () => Object.values(INTENT_LABELS).map((label) => `- ${label}`);
const TRY = 'Try "What should my next video be?" or "When should I upload?".';

export function offTopicAnswer(): Composed {
  return {
    content: [
      "I answer questions about your own channel from the numbers in your Vidwise workspace, so I can't help with that one. I can tell you:",
      ...CAN_ANSWER(),
      TRY,
    ].join("\n"),
    sources: [],
  };
}

/**
 * A question about the channel that none of the tools reads (asked.ts): say so plainly and where
 * it can be seen, then what can be answered, instead of the nearest tool's answer to another question.
 */
export function cannotAnswer(missing: NotInData): Composed {
  return {
    content: [
      `I can't tell you ${missing.what} yet: none of the data I read holds it (${missing.where}). Here is what I can tell you:`,
      ...CAN_ANSWER(),
      TRY,
    ].join("\n"),
    sources: [],
  };
}

/**
 * The router was not sure which kind the question is: offer its likeliest kinds as questions to
 * ask, rather than refusing (the creator picks one; nothing runs until then).
 */
export function unsureAnswer(choices: readonly Intent[]): Composed {
  return {
    content: [
      "I'm not sure which part of your data you are asking about. Did you mean one of these?",
      ...choices.map((intent) => `- ${INTENT_LABELS[intent]}: ask "${INTENT_EXAMPLES[intent]}"`),
      "Or ask again in other words.",
    ].join("\n"),
    sources: [],
  };
}

const REFUSALS: Record<Refusal["kind"], string> = {
  instructions:
    "I can't change how I work or share my instructions. I only answer questions about your own channel from your workspace's data.",
  "other-users":
    "I can't share anything about other users or other workspaces. I only answer from your own workspace's data.",
  "other-channel":
    "I can't see another channel's private analytics (revenue, RPM, click-through rate, watch time): only its owner can. I can compare your channel with competitors' public uploads (views and outliers) or answer about your own numbers.",
};

export function refusalAnswer(refusal: Refusal): Composed {
  return {
    content: `${REFUSALS[refusal.kind]} Ask me, for example, "What do my viewers ask for?" or "How can I raise my RPM?".`,
    sources: [],
  };
}
