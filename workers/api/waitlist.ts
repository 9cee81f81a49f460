import { Hono } from "hono";
import { joinWaitlist } from "~/features/waitlist/waitlist.server";
import { WAITLIST_MESSAGES } from "~/features/waitlist/messages";
import { getDb } from "~/lib/db/client.server";
import { clientKey } from "~/lib/rate-limit.server";
import type { AppEnv } from "../app";

export const waitlist = new Hono<AppEnv>();

waitlist.post("/", async (c) => {
  const body = await c.req.json().catch(() => null);
  const result = await joinWaitlist(
    { db: getDb(c.env), limiter: c.env.WAITLIST_LIMITER, clientKey: clientKey(c.req.raw) },
    body ?? {},
  );
  if (result.ok) return c.json({ ok: true, message: WAITLIST_MESSAGES.success }, 201);
  return c.json({ error: result.error }, result.status);
});
