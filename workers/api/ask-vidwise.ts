import { Hono } from "hono/tiny";
import { z } from "zod";
import { answerPrepared, prepareAsk, sourcesInWords } from "~/features/ask-vidwise/index.server";
import { APOLOGY, ASK_SIGNED_OUT_ERROR } from "~/features/ask-vidwise/index";
import type { Answer } from "~/features/ask-vidwise/index";
import type { ApiEnv } from "../app-env";
import { requireUser } from "./session";
import { jsonBody } from "./validate";
import { isAppError } from "~/lib/errors";
import { log } from "~/lib/log.server";

// POST /api/ask: Ask Vidwise (docs/ask-vidwise.md "API").
//   { "message": "…", "conversationId"?: "…" } → { conversationId, answer: { content, sources } }
// With `Accept: text/event-stream` the answer streams as server-sent events: `meta`
// { conversationId }, `delta` { text } pieces, then `done` { conversationId, answer, sourcesInWords
// (the sources as the chat writes them) } or `error`
// { message, conversationId? }. Refusals (400, 401, 404, 429) are thrown before any stream starts,
// so apiOnError answers them as JSON; so is a failure to answer when the client did not ask for a stream.

/** 2,000 characters of any script, escaped as JSON, fit well within this; larger is 413. */
export const MAX_ASK_BYTES = 64 * 1024;

// The body's shape only; the message's own rules (trimmed, non-blank, 2,000 characters) are
// askVidwise's, so the page's form and this endpoint refuse with the same words.
const askBody = z.unknown();

export const askVidwise = new Hono<ApiEnv>();

askVidwise.post(
  "/ask",
  requireUser(ASK_SIGNED_OUT_ERROR),
  jsonBody(askBody, { maxBytes: MAX_ASK_BYTES }),
  async (c) => {
    const user = c.get("user");
    const prepared = await prepareAsk(c.env, user, c.req.valid("json"));

    if (!wantsStream(c.req.header("accept"))) {
      const { conversationId, answer } = await answerPrepared(prepared);
      return c.json({ conversationId, answer: publicAnswer(answer) });
    }

    const encoder = new TextEncoder();
    const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
    const writer = writable.getWriter();
    // A reader that went away makes writes fail: the answer is still stored, nothing else to do.
    const send = (event: string, data: unknown) =>
      writer.write(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)).catch(() => undefined);
    const run = (async () => {
      try {
        const { conversationId, answer } = await answerPrepared(prepared, {
          onStart: (conversationId) => send("meta", { conversationId }),
          onDelta: (text) => send("delta", { text }),
        });
        await send("done", { conversationId, answer: publicAnswer(answer), sourcesInWords: await inWords(answer) });
      } catch (error) {
        // The stream has started (its status is sent): the refusal's words go in its `error` event,
        // with the conversation that kept the question.
        if (isAppError(error)) {
          const { conversationId } = error.details;
          await send("error", { message: error.message, ...(conversationId ? { conversationId } : {}) });
        } else {
          log.error("api.failed", { requestId: c.get("requestId"), path: c.req.path, error });
          await send("error", { message: APOLOGY });
        }
      }
      await writer.close().catch(() => undefined);
    })();
    try {
      c.executionCtx.waitUntil(run);
    } catch {
      // No execution context (called directly in a test): the stream itself keeps the work going.
    }
    return new Response(readable, {
      headers: {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-cache, no-transform",
        "x-accel-buffering": "no",
      },
    });
  },
);

/**
 * The answer's sources as the page shows them (the stream's reader is the page's chat). The answer
 * is stored by then: should labelling fail, the reload shows them, so the answer still goes out.
 */
async function inWords(answer: Answer) {
  try {
    return (await sourcesInWords([answer.sources]))[0] ?? [];
  } catch (error) {
    log.warn("ask-vidwise.sources-in-words-failed", { error });
    return [];
  }
}

const wantsStream = (accept: string | undefined) =>
  (accept ?? "").split(",").some((part) => part.trim().toLowerCase().startsWith("text/event-stream"));

/** What the API promises: the text and where each number came from. */
const publicAnswer = (answer: Answer) => ({ content: answer.content, sources: answer.sources });
