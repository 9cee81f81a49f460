import type { MiddlewareHandler } from "hono";
import { Hono } from "hono/tiny";
import { z } from "zod";
import { WAITLIST_MESSAGES } from "~/features/waitlist/index";
import { waitlistSchema } from "~/features/waitlist/index.server";
import { joinWaitlist } from "~/features/waitlist/index.server";
import { getDb } from "~/lib/db/client.server";
import { isAllowed } from "~/lib/rate-limit.server";
import type { ApiEnv } from "../app-env";
import { apiError } from "./errors";
import { type Issues, firstMessage, jsonBody } from "./validate";

/** An email, a source page and the honeypot: a few hundred bytes; 16 KB is plenty. */
export const MAX_WAITLIST_BYTES = 16 * 1024;

// No body, or null, reads as an empty form: "Please enter a valid email address", as on the page.
const joinBody = z.preprocess((body) => body ?? {}, waitlistSchema);
const describe = (issues: Issues) =>
  issues.some((issue) => issue.path[0] === "email") ? WAITLIST_MESSAGES.invalid : firstMessage(issues);

/**
 * Every attempt counts toward the per-address limit, valid or not (that is what a flood looks
 * like), under the key the page's form uses too: 10 a minute per address, page and API together.
 */
const perAddressLimit: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (!(await isAllowed(c.env.WAITLIST_LIMITER, `waitlist:${c.get("ip")}`)))
    return apiError(c, 429, WAITLIST_MESSAGES.rateLimited);
  await next();
};

export const waitlist = new Hono<ApiEnv>();

// POST /api/waitlist: JSON { email, source?, website? } in; 201 { ok, message } or an error out.
waitlist.post(
  "/waitlist",
  perAddressLimit,
  jsonBody(joinBody, { maxBytes: MAX_WAITLIST_BYTES, describe }),
  async (c) => {
    // Counted above already: the service's own check is not applied a second time. A refusal
    // (a duplicate, a store that failed) is thrown and answered by apiOnError.
    await joinWaitlist({ db: getDb(c.env), limiter: undefined, clientKey: c.get("ip") }, c.req.valid("json"));
    return c.json({ ok: true, message: WAITLIST_MESSAGES.success }, 201);
  },
);
