import { Hono } from "hono/tiny";
import type { ApiEnv } from "../app-env";
import { apiError } from "./errors";
import { log } from "~/lib/log.server";

export const DB_UNAVAILABLE_ERROR = "The database is not answering.";

export const health = new Hono<ApiEnv>();

// GET /api/health. Load balancers and uptime checks read this: 200 only when D1 answers a real query.
health.get("/health", async (c) => {
  const started = Date.now();
  try {
    await c.env.DB.prepare("SELECT count(*) AS n FROM sqlite_master").first();
    return c.json({ ok: true, db: "ok", dbLatencyMs: Date.now() - started, time: new Date().toISOString() });
  } catch (error) {
    log.error("health.failed", { requestId: c.get("requestId"), error });
    return apiError(c, 503, DB_UNAVAILABLE_ERROR, { ok: false, db: "unavailable", time: new Date().toISOString() });
  }
});
