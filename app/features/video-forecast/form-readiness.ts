// Why the forecast form cannot be sent yet, in words: the page shows it beside the disabled
// button (JavaScript on), so a creator is never left with a greyed-out button and no reason.
// Plain module: the page imports it; the server's own checks (schema.ts) say the same things.
import { MAX_TITLE_LENGTH, MAX_TOPIC_LENGTH } from "./limits";

/** Null when both fields are ready to send; else what is missing or too long. */
export function forecastFormBlocker(values: { title: string; topic: string }): string | null {
  const title = values.title.trim();
  const topic = values.topic.trim();
  if (!title && !topic) return "Enter a video title and a topic to forecast.";
  if (!title) return "Enter a video title to forecast.";
  if (!topic) return "Enter a topic to forecast.";
  if (title.length > MAX_TITLE_LENGTH)
    return `The title is ${title.length} characters; shorten it to ${MAX_TITLE_LENGTH} or fewer.`;
  if (topic.length > MAX_TOPIC_LENGTH)
    return `The topic is ${topic.length} characters; shorten it to ${MAX_TOPIC_LENGTH} or fewer.`;
  return null;
}
