// Reads POST /api/ask's server-sent events in the browser (fetch + a stream reader: no
// EventSource, which cannot POST, and nothing that needs eval under the CSP).

import type { SourceInWords } from "../types";

/** A source as the thread shows it: labelled on the server (labels.engines.server.ts). */
export type ThreadSource = SourceInWords;
export type StreamedAnswer = { content: string; sources: ThreadSource[] };

export type AskEvents = {
  onDelta: (text: string) => void;
  onDone: (conversationId: string, answer: StreamedAnswer) => void;
  /** A refusal (400, 404, 429) or a failure; conversationId when the apology was stored there. */
  onError: (message: string, conversationId: string | null) => void;
};

export async function streamAnswer(
  body: { message: string; conversationId: string | null },
  events: AskEvents,
  fallbackMessage: string,
  /** The channel the page shows (several channels): /api reads the first without it. */
  channelId: string | null = null,
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(channelId ? `/api/ask?channel=${encodeURIComponent(channelId)}` : "/api/ask", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "text/event-stream" },
      body: JSON.stringify(body),
    });
  } catch {
    events.onError(fallbackMessage, null);
    return;
  }
  if (!response.ok || !response.body || !(response.headers.get("content-type") ?? "").startsWith("text/event-stream")) {
    // Refusals are JSON: { success: false, error }. Their words are meant for people (429's wait).
    const refusal = (await response.json().catch(() => null)) as { error?: unknown } | null;
    const clear = response.status >= 400 && response.status < 500 && typeof refusal?.error === "string";
    events.onError(clear ? (refusal!.error as string) : fallbackMessage, null);
    return;
  }

  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let finished = false;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      const blocks = buffer.split("\n\n");
      buffer = done ? "" : (blocks.pop() ?? "");
      for (const block of blocks) finished = handle(block, events, fallbackMessage) || finished;
      if (done) break;
    }
  } catch {
    // The connection dropped: whatever arrived stays, with the apology.
  }
  if (!finished) events.onError(fallbackMessage, null);
}

/** One event block; true when it ended the answer (done or error). */
function handle(block: string, events: AskEvents, fallbackMessage: string): boolean {
  let event = "message";
  let data = "";
  for (const line of block.split("\n")) {
    if (line.startsWith("event:")) event = line.slice(6).trim();
    else if (line.startsWith("data:")) data += line.slice(5).trim();
  }
  let payload: Record<string, unknown>;
  try {
    payload = JSON.parse(data) as Record<string, unknown>;
  } catch {
    return false;
  }
  if (event === "delta" && typeof payload.text === "string") events.onDelta(payload.text);
  if (event === "done") {
    const answer = payload.answer as { content?: unknown } | undefined;
    if (typeof payload.conversationId === "string" && answer && typeof answer.content === "string") {
      // The answer's sources in words, as the page's own thread shows them (`sourcesInWords`).
      events.onDone(payload.conversationId, {
        content: answer.content,
        sources: Array.isArray(payload.sourcesInWords) ? (payload.sourcesInWords as ThreadSource[]) : [],
      });
      return true;
    }
    events.onError(fallbackMessage, null);
    return true;
  }
  if (event === "error") {
    events.onError(
      typeof payload.message === "string" ? payload.message : fallbackMessage,
      typeof payload.conversationId === "string" ? payload.conversationId : null,
    );
    return true;
  }
  return false;
}
