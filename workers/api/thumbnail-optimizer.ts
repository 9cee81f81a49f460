import { Hono } from "hono/tiny";
import {
  AB_TEST_SIGNED_OUT_ERROR,
  abTestBodySchema,
  evaluateVariants,
} from "~/features/thumbnail-optimizer/index.server";
import type { ApiEnv } from "../app-env";
import { requireUser } from "./session";
import { jsonBody, messageWithPath } from "./validate";

/** Three variants fit in well under 1 KB; 16 KB leaves room for whitespace and long names. */
export const MAX_AB_TEST_BYTES = 16 * 1024;

export const thumbnailOptimizer = new Hono<ApiEnv>();

// POST /api/ab-test/evaluate: 2–3 variants' impressions and clicks → each one's CTR with its 95%
// interval and probability of being best, the test's p-value, the winner (or null) and how many
// more impressions an inconclusive test needs. Signed-in users (demo ones too); nothing is stored.
thumbnailOptimizer.post(
  "/ab-test/evaluate",
  requireUser(AB_TEST_SIGNED_OUT_ERROR),
  jsonBody(abTestBodySchema, { maxBytes: MAX_AB_TEST_BYTES, describe: messageWithPath }),
  async (c) => c.json(await evaluateVariants(c.req.valid("json").variants)),
);
