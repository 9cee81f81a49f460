import { Hono } from "hono";
import type { AppEnv } from "../app";

export const health = new Hono<AppEnv>();

// Load balancers and uptime checks read this: 200 only when D1 answers a real query.
health.get("/", async (c) => {
  const started = Date.now();
  try {
    await c.env.DB.prepare("SELECT count(*) AS n FROM sqlite_master").first();
    return c.json({ ok: true, db: "ok", dbLatencyMs: Date.now() - started, time: new Date().toISOString() });
  } catch (error) {
    console.error(JSON.stringify({ check: "health", error: String(error) }));
    return c.json({ ok: false, db: "unavailable", time: new Date().toISOString() }, 503);
  }
});
