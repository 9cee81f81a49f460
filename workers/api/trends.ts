import { Hono } from "hono";
import { trendsForUser } from "~/features/trends/trends.server";
import { readSessionUser } from "~/lib/auth/session.server";
import { getDb } from "~/lib/db/client.server";
import type { AppEnv } from "../app";

export const trends = new Hono<AppEnv>();

// The trend panel's data: the signed-in user's primary topic and tracked keywords (spec §7).
trends.get("/", async (c) => {
  const db = getDb(c.env);
  const user = await readSessionUser(db, c.req.raw);
  if (!user) return c.json({ success: false, error: "No valid session found" }, 401);
  if (user.isDemo) return c.json({ success: false, error: "Please sign up for a real account to see live trends." }, 403);
  try {
    return c.json({ success: true, trends: await trendsForUser(db, user) });
  } catch (error) {
    console.error(JSON.stringify({ api: "trends", error: String(error) }));
    return c.json({ success: false, error: "Failed to fetch trend data" }, 500);
  }
});
