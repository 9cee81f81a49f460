import { z } from "zod";
import { MAX_COMMENTS, MAX_COMMENT_LENGTH } from "./limits";

// POST /api/comments/analyze: 1 to 1,000 comments of at most 10,000 characters each.

export const analyzeRequestSchema = z.object(
  {
    comments: z
      .array(
        z.object({
          id: z.string().max(200, "A comment id is at most 200 characters.").optional(),
          text: z
            .string({ error: "Each comment needs a text." })
            .max(MAX_COMMENT_LENGTH, `A comment is at most ${MAX_COMMENT_LENGTH.toLocaleString("en-US")} characters.`),
          likeCount: z.number().int().nonnegative().max(1e12).optional(),
          publishedAt: z.iso.datetime({ offset: true }).optional(),
        }),
        { error: "Send a list of comments." },
      )
      .min(1, "Send at least one comment.")
      .max(MAX_COMMENTS, `Send at most ${MAX_COMMENTS.toLocaleString("en-US")} comments at a time.`),
  },
  { error: 'Send JSON like { "comments": [ { "text": "…" } ] }.' },
);
