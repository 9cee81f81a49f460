import type { MiddlewareHandler } from "hono";
import type { SessionUser } from "~/lib/auth/session.server";
import { readSessionUser } from "~/lib/auth/session.server";
import { getDb } from "~/lib/db/client.server";
import type { AppEnv } from "../app";

export type SignedInEnv = AppEnv & { Variables: AppEnv["Variables"] & { user: SessionUser } };

/** JSON endpoints for signed-in users: the session cookie, or 401 with the shared error shape. */
export const requireSession: MiddlewareHandler<SignedInEnv> = async (c, next) => {
  const user = await readSessionUser(getDb(c.env), c.req.raw);
  if (!user) return c.json({ error: "Sign in to use this endpoint." }, 401);
  c.set("user", user);
  return next();
};
