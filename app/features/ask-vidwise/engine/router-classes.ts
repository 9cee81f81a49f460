// The router's classes: the question kinds (intents.ts) and "off-topic", in the fixed order the
// shipped weights use (scripts/train-ask-router.ts writes them in this order).
import type { Intent } from "./intents";

export type RouterClass = Intent | "off-topic";

export const ROUTER_CLASSES: readonly RouterClass[] = [
  "next-video",
  "underperform",
  "timing",
  "requests",
  "rpm",
  "sentiment",
  "competitors",
  "market",
  "trends",
  "title-forecast",
  "forecast",
  "packaging",
  "description",
  "series",
  "kpis",
  "cadence",
  "track-record",
  "off-topic",
];
