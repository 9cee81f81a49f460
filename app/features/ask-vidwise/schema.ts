// Ask Vidwise's input, checked once here for the page's form and the /api/ask body. Lengths count
// characters as people do (code points), so an emoji is one character.
import { z } from "zod";
import { optionalText, otherIntentsAs } from "~/lib/validation";
import { MAX_MESSAGE_CHARACTERS } from "./limits";
import {
  ASK_BODY_ERROR,
  BLANK_QUESTION_ERROR,
  CONVERSATION_NOT_FOUND_ERROR,
  QUESTION_TOO_LONG_ERROR,
} from "./messages";

const characters = (text: string) => [...text].length;

const message = z
  .string({ error: BLANK_QUESTION_ERROR })
  .transform((s) => s.replace(/\r\n?/g, "\n").trim())
  .pipe(
    z
      .string()
      .min(1, BLANK_QUESTION_ERROR)
      .refine((s) => characters(s) <= MAX_MESSAGE_CHARACTERS, QUESTION_TOO_LONG_ERROR),
  );

/** Ours are UUIDs; anything else names no conversation (a 404, not a 400: the id is just unknown). */
export const conversationIdSchema = z
  .string()
  .trim()
  .max(64)
  .regex(/^[A-Za-z0-9-]+$/);

export const askBodySchema = z.object(
  {
    message,
    conversationId: z.union([z.string({ error: CONVERSATION_NOT_FOUND_ERROR }), z.null()]).optional(),
  },
  { error: ASK_BODY_ERROR },
);

export type AskInput = { message: string; conversationId: string | null };

type Check = { ok: true; input: AskInput } | { ok: false; error: string };

/** Validates a question; the conversation id is only shaped here (ownership is checked in ask.server). */
export function parseAsk(value: unknown): Check {
  const parsed = askBodySchema.safeParse(value);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? ASK_BODY_ERROR };
  const raw = parsed.data.conversationId;
  return {
    ok: true,
    input: {
      message: parsed.data.message,
      conversationId: raw === undefined || raw === null || raw.trim() === "" ? null : raw,
    },
  };
}

/**
 * The chat page's form: delete a conversation, or (any other intent) ask a question. The fields
 * pass through as typed: the question is checked by `parseAsk` in ask.server, the ids by
 * `parseConversationId`.
 */
export const askForm = otherIntentsAs(
  "ask",
  ["delete"],
  z.discriminatedUnion("intent", [
    z.object({ intent: z.literal("delete"), conversationId: optionalText, current: optionalText }),
    z.object({ intent: z.literal("ask"), message: optionalText, conversationId: optionalText }),
  ]),
);

/** A conversation id from a form or the query string, or null when it cannot be one of ours. */
export function parseConversationId(value: unknown): string | null {
  const parsed = conversationIdSchema.safeParse(value);
  return parsed.success && parsed.data.length > 0 ? parsed.data : null;
}
