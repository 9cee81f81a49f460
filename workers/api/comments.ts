import { Hono } from "hono";
import { analyzeRequestSchema } from "~/features/comment-sentiment/api-schema";
import { analyzeComments } from "~/features/comment-sentiment/engine/summary";
import { type SignedInEnv, requireSession } from "./session";

export const comments = new Hono<SignedInEnv>();

comments.use("*", requireSession);

// Any comments (a competitor's, a pasted export): scored and summarised, nothing stored.
comments.post("/analyze", async (c) => {
  const body = await c.req.json().catch(() => undefined);
  const parsed = analyzeRequestSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? ` (at ${issue.path.join(".")})` : "";
    return c.json({ error: `${issue?.message ?? "Invalid request."}${where}` }, 400);
  }
  return c.json(analyzeComments(parsed.data.comments));
});
