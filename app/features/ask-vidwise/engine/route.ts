// Where a question goes, without running anything: a refusal, off-topic, or an intent with its
// tools and the entities found. Reads the user's question only (titles just name a video).
import { extractEntities, type Entities } from "./entities";
import { refusalFor, type Refusal } from "./guard";
import { INTENT_TOOLS, classify, type Intent } from "./intents";

export type Routed =
  | { kind: "refusal"; refusal: Refusal; intent: null; tools: readonly string[]; entities: Entities }
  | { kind: "off-topic"; intent: null; tools: readonly string[]; entities: Entities }
  | { kind: "intent"; intent: Intent; tools: readonly string[]; entities: Entities };

export function route(question: string, titles: readonly string[] = []): Routed {
  const entities = extractEntities(question, titles);
  const refusal = refusalFor(question);
  if (refusal) return { kind: "refusal", refusal, intent: null, tools: [], entities };
  const { intent } = classify(question, { proposedTitle: entities.proposedTitle });
  if (!intent) return { kind: "off-topic", intent: null, tools: [], entities };
  return { kind: "intent", intent, tools: INTENT_TOOLS[intent], entities };
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
