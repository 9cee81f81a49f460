// Where a question goes, without running anything: a refusal, off-topic, "not sure" (with the
// likeliest kinds to offer), or an intent with its tools and the entities found. Reads the user's
// question only (titles just name a video). The kind comes from the learned router
// (router-model.ts); a proposed title in a hypothetical question ("what if I titled it …") is a
// forecast whatever the router says: the entity is surer than the words around it.
import { extractEntities, type Entities } from "./entities";
import { normalise, refusalFor, type Refusal } from "./guard";
import { INTENT_TOOLS, type Intent } from "./intents";
import type { RouterClass } from "./router-classes";
import { routerText } from "./router-features";
import { routeProbabilities, shippedRouterModel, type ClassProbability, type RouterModel } from "./router-model";

export type Routed =
  | { kind: "refusal"; refusal: Refusal; intent: null; tools: readonly string[]; entities: Entities }
  | { kind: "off-topic"; intent: null; tools: readonly string[]; entities: Entities }
  | { kind: "unsure"; intent: null; tools: readonly string[]; entities: Entities; choices: readonly Intent[] }
  | { kind: "intent"; intent: Intent; tools: readonly string[]; entities: Entities };

/** How many kinds a "not sure" reply offers. */
const CHOICES = 3;
const HYPOTHETICAL =
  /\b(what if|would|will|should|could|if i|predict|forecast|estimate|how many views|rate|score|test)\b/;

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

export function route(
  question: string,
  titles: readonly string[] = [],
  model: RouterModel = shippedRouterModel(),
): Routed {
  const entities = extractEntities(question, titles);
  const refusal = refusalFor(question);
  if (refusal) return { kind: "refusal", refusal, intent: null, tools: [], entities };
  if (entities.proposedTitle && HYPOTHETICAL.test(normalise(question)))
    return { kind: "intent", intent: "title-forecast", tools: INTENT_TOOLS["title-forecast"], entities };
  // Not hypothetical, a "title" is an existing video's name followed by the question ("my video
  // called X under-perform?"): the words after it count, so nothing is masked but quoted text.
  const { best, p, probabilities } = classify(question, null, model);
  if (p < model.unsureBelow) {
    const choices = probabilities
      .map((c) => c.cls)
      .filter((c): c is Intent => c !== "off-topic")
      .slice(0, CHOICES);
    return { kind: "unsure", intent: null, tools: [], entities, choices };
  }
  if (best === "off-topic") return { kind: "off-topic", intent: null, tools: [], entities };
  return { kind: "intent", intent: best, tools: INTENT_TOOLS[best], entities };
}

/** The arguments each tool gets from the question's entities. */
export function argsFor(tool: string, entities: Entities): Record<string, unknown> {
  switch (tool) {
    case "comment-sentiment":
    case "viewer-requests":
      return entities.period ? { days: entities.period.days } : {};
    case "latest-uploads":
    case "description-audit":
      return entities.videoTitle ? { videoTitle: entities.videoTitle } : {};
    case "title-forecast":
      return entities.proposedTitle ? { title: entities.proposedTitle } : {};
    case "market-analysis":
      return entities.topic ? { topic: entities.topic } : {};
    case "trends":
      return entities.topic ? { keyword: entities.topic } : {};
    default:
      return {};
  }
}
