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
  ],
  { error: "Unknown action." },
);
