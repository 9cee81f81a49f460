// Where a question goes, without running anything: a refusal, off-topic, "not sure" (with the
// likeliest kinds to offer), or an intent with its tools and the entities found. Reads the user's
// question only (titles just name a video). The kind comes from the learned router
// (router-model.ts); a proposed title in a hypothetical question ("what if I titled it …") is a
// forecast whatever the router says: the entity is surer than the words around it. So are the
// rules on what the question asks for (asked.ts, entities.ts): something no tool reads gets "I
// can't tell that yet" instead of the nearest kind's answer; the subscriber count is read from the
// channel's row (the KPIs' tool, asked for it first); the best of the channel's own topics and of
// its recent uploads are measured against its norm, not the newest upload or the market; a
// question about a named topic is answered about that topic (its market search and trend), not
// about the primary topic or other keywords.
// A question in another language Vidwise reads comments in is read through its English gloss
// (multilingual.ts): the router, the guard and the rules all see the same English words.
import {
  asksAboutLatestVideo,
  asksBestTopic,
  asksBestUpload,
  asksCommentCount,
  asksComplaints,
  asksForTitle,
  asksMostCommented,
  asksNextUploadViews,
  asksSubscriberCount,
  nextUploadTopic,
  notInData,
  type NotInData,
} from "./asked";
import { extractEntities, type Entities } from "./entities";
import { normalise, refusalFor, type Refusal } from "./guard";
import { INTENT_TOOLS, type Intent } from "./intents";
import { glossOf, type Gloss } from "./multilingual";
import type { RouterClass } from "./router-classes";
import { routerText } from "./router-features";
import { routeProbabilities, shippedRouterModel, type ClassProbability, type RouterModel } from "./router-model";

/** What an intent's answer leads with, when the question asks for one thing of the kind. */
export type Focus =
  | { kind: "subscribers" }
  | { kind: "best-upload" }
  | { kind: "next-upload" }
  | { kind: "best-topic" }
  | { kind: "latest-video" }
  | { kind: "complaints" }
  | { kind: "most-commented" }
  | { kind: "topic"; topic: string };

export type Routed =
  | { kind: "refusal"; refusal: Refusal; intent: null; tools: readonly string[]; entities: Entities }
  | { kind: "off-topic"; intent: null; tools: readonly string[]; entities: Entities }
  | { kind: "unsure"; intent: null; tools: readonly string[]; entities: Entities; choices: readonly Intent[] }
  | { kind: "cannot-answer"; intent: null; tools: readonly string[]; entities: Entities; missing: NotInData }
  | { kind: "intent"; intent: Intent; tools: readonly string[]; entities: Entities; focus?: Focus };

/** How many kinds a "not sure" reply offers. */
const CHOICES = 3;
const HYPOTHETICAL =
  /\b(what if|would|will|should|could|if i|predict|forecast|estimate|how many views|rate|score|test)\b/;
/** A topic question about its trend, answered from the trend first (else from its market search first). */
const TREND_WORDS = /\b(trend|trends|trending|rising|growing|seasonal|season|peak|peaking|hot|declining|dying)\b/;
/** The kinds a named topic's answer replaces (their tools read the topic, or could not use it). */
const TOPIC_KINDS: ReadonlySet<RouterClass> = new Set(["market", "trends", "next-video", "off-topic"]);

export type Classification = { best: RouterClass; p: number; probabilities: readonly ClassProbability[] };

/** The router's reading of a question (probabilities best first). */
export function classify(
  question: string,
  proposedTitle: string | null,
  model: RouterModel = shippedRouterModel(),
): Classification {
  const probabilities = routeProbabilities(routerText(question, proposedTitle), model);
  return { best: probabilities[0]!.cls, p: probabilities[0]!.p, probabilities };
}

/**
 * The entities of a question read through its gloss: a named video is found in the question as
 * written (the workspace's titles are in the creator's language), a topic and a period in the
 * gloss ("últimos 30 días" is "last 30 days" there), and a proposed title only where the gloss
 * kept it as written (quoted).
 */
function entitiesOf(question: string, gloss: Gloss | null, titles: readonly string[]): Entities {
  const own = extractEntities(question, titles);
  if (!gloss) return own;
  const read = extractEntities(gloss.text);
  const keptTitle = read.proposedTitle && question.includes(read.proposedTitle) ? read.proposedTitle : null;
  return {
    proposedTitle: keptTitle,
    videoTitle: own.videoTitle,
    topic: read.topic,
    topicAsked: read.topicAsked,
    period: read.period,
  };
}

export function route(
  question: string,
  titles: readonly string[] = [],
  model: RouterModel = shippedRouterModel(),
): Routed {
  const gloss = glossOf(question);
  // What the router and the rules read: the question, or its English gloss.
  const read = gloss?.text ?? question;
  const entities = entitiesOf(question, gloss, titles);
  const refusal = refusalFor(question) ?? (gloss ? refusalFor(read) : null);
  if (refusal) return { kind: "refusal", refusal, intent: null, tools: [], entities };
  if (entities.proposedTitle && HYPOTHETICAL.test(normalise(read)))
    return { kind: "intent", intent: "title-forecast", tools: INTENT_TOOLS["title-forecast"], entities };
  // Not hypothetical, a "title" is an existing video's name followed by the question ("my video
  // called X under-perform?"): the words after it count, so nothing is masked but quoted text.
  const { best, p, probabilities } = classify(read, null, model);
  const unsure = p < model.unsureBelow;
  // Something no tool reads: the nearest kind's answer would answer another question. An
  // off-topic question keeps the off-topic reply (another platform, general knowledge).
  const missing = best === "off-topic" && !unsure ? null : notInData(read);
  if (missing) return { kind: "cannot-answer", intent: null, tools: [], entities, missing };
  if (asksCommentCount(read)) return { kind: "intent", intent: "sentiment", tools: INTENT_TOOLS.sentiment, entities };
  // Comment Sentiment's answer, led by the one thing asked for.
  const sentimentLedBy = (focus: Focus): Routed => ({
    kind: "intent",
    intent: "sentiment",
    tools: INTENT_TOOLS.sentiment,
    entities,
    focus,
  });
  if (asksMostCommented(read)) return sentimentLedBy({ kind: "most-commented" });
  if (asksComplaints(read)) return sentimentLedBy({ kind: "complaints" });
  // A title wanted for a named topic: the forecast writes one (the router reads these as ideas).
  // English only: a gloss leaves words it does not know in the topic ("gameplay of sigilo"), and a
  // title written from them would read as neither language.
  if (!gloss && !entities.proposedTitle && entities.topic && asksForTitle(read))
    return { kind: "intent", intent: "title-forecast", tools: INTENT_TOOLS["title-forecast"], entities };
  // How the channel's own topics do, then the batch built on them (and on everything else); before
  // the best upload, whose words ("what kind of videos do best") it shares.
  if (asksBestTopic(read))
    return {
      kind: "intent",
      intent: "next-video",
      tools: ["channel-topics", "content-ideas"],
      entities,
      focus: { kind: "best-topic" },
    };
  // Before its title is known: the norm and its spread. On a named topic, a title written for it
  // and forecast, as for "suggest a title for my X video" above (English only, for the same reason).
  // A gloss's topic is words it left as written ("vai ter"), so a question in another language gets the norm.
  const nextUploadViews = asksNextUploadViews(read);
  const nextTopic = gloss ? null : (nextUploadTopic(read) ?? entities.topic?.replace(/^(next|upcoming) /, ""));
  if (nextUploadViews && nextTopic)
    return {
      kind: "intent",
      intent: "title-forecast",
      tools: INTENT_TOOLS["title-forecast"],
      entities: { ...entities, topic: nextTopic },
    };
  // The forecaster's answer on the channel's uploads, led by the one thing asked for.
  const forecastLedBy = (focus: Focus): Routed => ({
    kind: "intent",
    intent: "forecast",
    tools: INTENT_TOOLS.forecast,
    entities,
    focus,
  });
  if (nextUploadViews) return forecastLedBy({ kind: "next-upload" });
  if (asksBestUpload(read)) return forecastLedBy({ kind: "best-upload" });
  if (asksSubscriberCount(read))
    return { kind: "intent", intent: "kpis", tools: INTENT_TOOLS.kpis, entities, focus: { kind: "subscribers" } };
  // A named topic: asked as a topic ("is X a good topic?") whatever the nearest kind, or named in a
  // market or trends question ("demand for X").
  const topic =
    entities.topicAsked && (unsure || TOPIC_KINDS.has(best))
      ? entities.topicAsked
      : !unsure && (best === "market" || best === "trends")
        ? entities.topic
        : null;
  if (topic) {
    // The router's kind when it said market or trends; a topic asked as a topic is about its
    // market unless the question is about its trend.
    const trendFirst = entities.topicAsked === topic ? TREND_WORDS.test(normalise(read)) : best === "trends";
    return {
      kind: "intent",
      intent: trendFirst ? "trends" : "market",
      // Then how the channel's own uploads on it did ("should I do another Fenty review?").
      tools: trendFirst
        ? ["trends", "market-analysis", "channel-topics"]
        : ["market-analysis", "trends", "channel-topics"],
      entities: { ...entities, topic },
      focus: { kind: "topic", topic },
    };
  }
  if (unsure) {
    const choices = probabilities
      .map((c) => c.cls)
      .filter((c): c is Intent => c !== "off-topic")
      .slice(0, CHOICES);
    return { kind: "unsure", intent: null, tools: [], entities, choices };
  }
  if (best === "off-topic") return { kind: "off-topic", intent: null, tools: [], entities };
  if (best === "sentiment" && asksAboutLatestVideo(read)) return sentimentLedBy({ kind: "latest-video" });
  return { kind: "intent", intent: best, tools: INTENT_TOOLS[best], entities };
}

/** The comment-sentiment tool's `focus` argument for each focus it leads with. */
const SENTIMENT_FOCUS: Partial<Record<Focus["kind"], string>> = {
  "latest-video": "latest",
  complaints: "complaints",
  "most-commented": "most-commented",
};

/** The arguments each tool gets from the question's entities (and what it should lead with). */
export function argsFor(tool: string, entities: Entities, focus?: Focus): Record<string, unknown> {
  switch (tool) {
    case "dashboard-kpis":
      return focus?.kind === "subscribers" ? { focus: "subscribers" } : {};
    case "comment-sentiment":
      return {
        ...(entities.period ? { days: entities.period.days } : {}),
        ...(focus && SENTIMENT_FOCUS[focus.kind] ? { focus: SENTIMENT_FOCUS[focus.kind] } : {}),
      };
    case "viewer-requests":
      return entities.period ? { days: entities.period.days } : {};
    case "latest-uploads":
      if (focus?.kind === "best-upload" && !entities.videoTitle) return { focus: "best" };
      if (focus?.kind === "next-upload") return { focus: "next" };
      return entities.videoTitle ? { videoTitle: entities.videoTitle } : {};
    case "description-audit":
      return entities.videoTitle ? { videoTitle: entities.videoTitle } : {};
    case "title-forecast":
      // Without a title, the topic it is for ("suggest a title for my stealth gameplay video"): the tool writes one.
      if (entities.proposedTitle) return { title: entities.proposedTitle };
      return entities.topic ? { topic: entities.topic } : {};
    case "market-analysis":
      return entities.topic ? { topic: entities.topic } : {};
    case "channel-topics":
      return focus?.kind === "topic" ? { topic: focus.topic } : {};
    case "trends":
      return entities.topic ? { keyword: entities.topic } : {};
    default:
      return {};
  }
}
