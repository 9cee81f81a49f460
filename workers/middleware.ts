import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app";

export const withRequestId: MiddlewareHandler<AppEnv> = async (c, next) => {
  const requestId = c.req.header("cf-ray") ?? crypto.randomUUID();
  c.set("requestId", requestId);
  await next();
  c.res.headers.set("x-request-id", requestId);
};

export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const headers = c.res.headers;
  headers.set("x-content-type-options", "nosniff");
  headers.set("referrer-policy", "strict-origin-when-cross-origin");
  headers.set("strict-transport-security", "max-age=31536000; includeSubDomains");
  headers.set("x-frame-options", "DENY");
  if (!headers.has("content-security-policy")) headers.set("content-security-policy", "frame-ancestors 'none'");
};

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Writes must come from our own pages. Browsers send Origin on every cross-site POST (and
 * Sec-Fetch-Site on current ones), so a mismatch is a forged request: refuse it before any
 * action or handler runs. Clients without either header (curl, server-to-server) pass.
 */
export const sameOriginWrites: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const origin = c.req.header("origin");
  const site = c.req.header("sec-fetch-site");
  const ownOrigin = new URL(c.req.url).origin;
  const crossSite = (origin && origin !== "null" && origin !== ownOrigin) || origin === "null" || site === "cross-site";
  if (crossSite) {
    return c.json({ error: "Cross-site requests are not allowed." }, 403);
  }
  return next();
};
