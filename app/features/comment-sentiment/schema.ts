// The Comment Sentiment page's form, checked once here: Analyze, or comments pasted or uploaded.
// The pasted text and the file pass through as sent: their size and format are read by the page's
// action and parsePastedComments, with their own messages.
import { z } from "zod";
import { formFile, optionalText } from "~/lib/validation";

export const sentimentForm = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("paste"), comments: optionalText, file: formFile }),
    z.object({ intent: z.literal("analyze") }),
    // Spam held for review on YouTube, and one held comment released (youtube-actions).
    z.object({ intent: z.literal("hold-spam") }),
    z.object({
      intent: z.literal("reply"),
      parentId: z
        .string({ error: "Choose a comment to reply to." })
        .trim()
        .min(1, "Choose a comment to reply to.")
        .max(100, "Not a comment id.")
        .regex(/^[\w.-]+$/, "Not a comment id."),
      text: z
        .string({ error: "Write a reply first." })
        .trim()
        .min(1, "Write a reply first.")
        .max(10_000, "A reply is at most 10,000 characters."),
    }),
    z.object({
      intent: z.literal("release"),
      id: z
        .string({ error: "Choose a held comment to release." })
        .trim()
        .min(1, "Choose a held comment to release.")
        .max(100, "Not a comment id.")
        .regex(/^[\w.-]+$/, "Not a comment id."),
    }),
  ],
  { error: "Unknown action." },
);
