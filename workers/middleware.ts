import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env";
import { FORM_TARGET_HEADER, IMAGE_SOURCE_HEADER } from "~/lib/form-target";
import { apiError } from "./api/errors";

export const withRequestId: MiddlewareHandler<AppEnv> = async (c, next) => {
  const requestId = c.req.header("cf-ray") ?? crypto.randomUUID();
  c.set("requestId", requestId);
  await next();
  c.res.headers.set("x-request-id", requestId);
};

/** 128 random bits, base64: a fresh Content-Security-Policy nonce for one response. */
export function makeNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The policy of every HTML page: only our own files, plus the inline <script> and <style> tags
 * the server rendered with this response's nonce (React Router's hydration scripts, the theme
 * script, the inlined CSS). No 'unsafe-inline' and no 'unsafe-eval' for scripts.
 * style-src-attr allows inline style="" attributes: a few components size bars and confetti
 * with React's style prop, which the server writes as attributes. Those can only set CSS
 * properties, never run script.
 */
export function documentCsp(
  nonce: string,
  https: boolean,
  scriptHashes: readonly string[] = [],
  formTargets: readonly string[] = [],
  imageSources: readonly string[] = [],
): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", `'nonce-${nonce}'`, ...scriptHashes.map((h) => `'sha256-${h}'`)].join(" "),
    `style-src 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    ["img-src 'self' data: https://i.ytimg.com https://yt3.ggpht.com", ...imageSources].join(" "),
    "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    ["form-action 'self'", ...formTargets].join(" "),
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/** JSON, redirects, plain-text errors, robots.txt…: nothing in them may load or run anything. */
export const NON_DOCUMENT_CSP = "default-src 'none'; frame-ancestors 'none'";

// Under `react-router dev` Vite injects its own inline scripts and styles (HMR client, error
// overlay, CSS updates) without our nonce: pages there keep only the framing rule, and render no
// nonce (the browser would hide it, and React's dev build would report that as a mismatch).
const DEV_SERVER = import.meta.env.MODE === "development";

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

/**
 * Accessibility audits (our browser tests, the acceptance checks) inject axe-core as an inline
 * script. On a loopback host, and only there, the policy also allows that exact file by hash.
 */
function auditScriptHashes(url: URL): string[] {
  const hash = typeof __AXE_CSP_HASH__ === "string" ? __AXE_CSP_HASH__ : "";
  return hash && LOOPBACK.has(url.hostname) ? [hash] : [];
}

/**
 * A page whose form legitimately ends in a redirect elsewhere (the OAuth consent page) names that
 * one target in FORM_TARGET_HEADER; it is consumed here, never sent, and only a bare origin
 * ("https://claude.ai") or an app's scheme ("cursor:") is honoured.
 */
const FORM_TARGET =
  /^(?:https?:\/\/[a-z0-9.-]+(?::\d{1,5})?|https?:\/\/\[[0-9a-f:]+\](?::\d{1,5})?|[a-z][a-z0-9+.-]{0,40}:)$/i;

export function acceptedFormTargets(target: string | null): string[] {
  return target && FORM_TARGET.test(target) && !/^(javascript|data|blob|file|filesystem):$/i.test(target)
    ? [target]
    : [];
}

function formTargets(headers: Headers): string[] {
  const target = headers.get(FORM_TARGET_HEADER);
  headers.delete(FORM_TARGET_HEADER);
  return acceptedFormTargets(target);
}

/** A page's one extra image origin (IMAGE_SOURCE_HEADER): a bare https origin, else none. */
const IMAGE_SOURCE = /^https:\/\/[a-z0-9.-]+(?::\d{1,5})?$/i;

export function acceptedImageSources(source: string | null): string[] {
  return source && IMAGE_SOURCE.test(source) ? [source] : [];
}

function imageSources(headers: Headers): string[] {
  const source = headers.get(IMAGE_SOURCE_HEADER);
  headers.delete(IMAGE_SOURCE_HEADER);
  return acceptedImageSources(source);
}

function carriesCredentials(request: Request): boolean {
  return request.headers.has("authorization") || /(?:^|;\s*)vidwise_session=/.test(request.headers.get("cookie") ?? "");
}

export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  const nonce = DEV_SERVER ? "" : makeNonce();
  c.set("cspNonce", nonce);
  await next();
  const headers = c.res.headers;
  const targets = formTargets(headers);
  const images = imageSources(headers);
  headers.set("x-content-type-options", "nosniff");
  headers.set("referrer-policy", "strict-origin-when-cross-origin");
  headers.set("strict-transport-security", "max-age=31536000; includeSubDomains");
  headers.set("x-frame-options", "DENY");
  // An answer to a signed-in request (a session cookie or a bearer token) holds that account's
  // data, or a token shown once: no cache, shared or the browser's own, may keep it.
  if (!headers.has("cache-control") && carriesCredentials(c.req.raw)) headers.set("cache-control", "private, no-store");
  if (headers.has("content-security-policy")) return;
  const isDocument = (headers.get("content-type") ?? "").startsWith("text/html");
  let policy = NON_DOCUMENT_CSP;
  if (isDocument) {
    const url = new URL(c.req.url);
    policy = DEV_SERVER
      ? "frame-ancestors 'none'"
      : documentCsp(nonce, url.protocol === "https:", auditScriptHashes(url), targets, images);
  }
  headers.set("content-security-policy", policy);
};

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const CROSS_SITE_ERROR = "Cross-site requests are not allowed.";

/**
 * The MCP endpoint and the OAuth endpoints MCP clients call (workers/mcp.ts). No cookie grants
 * anything there (a bearer token, a PKCE verifier or nothing does), so a request from another
 * site can do no more than the same request from curl; browser-based clients (the MCP Inspector)
 * call them cross-origin, with CORS.
 */
export const CROSS_ORIGIN_PATHS = new Set(["/mcp", "/oauth/register", "/oauth/token", "/oauth/revoke"]);

/**
 * Writes must come from our own pages. Browsers send Origin on every cross-site POST (and
 * Sec-Fetch-Site on current ones), so a mismatch is a forged request: refuse it before any
 * action or handler runs. Clients without either header (curl, server-to-server) pass.
 */
export const sameOriginWrites: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method) || CROSS_ORIGIN_PATHS.has(c.req.path)) return next();
  const origin = c.req.header("origin");
  const site = c.req.header("sec-fetch-site");
  const ownOrigin = new URL(c.req.url).origin;
  const crossSite = (origin && origin !== "null" && origin !== ownOrigin) || origin === "null" || site === "cross-site";
  if (crossSite) {
    return apiError(c, 403, CROSS_SITE_ERROR);
  }
  return next();
};

/**
 * Page actions read a form. A body that is not one (JSON, plain text, broken multipart) is
 * answered 400 here, once, instead of failing inside whichever action reads it. The MCP and OAuth
 * endpoints (CROSS_ORIGIN_PATHS) answer their own clients in their protocols' errors instead
 * (an OAuth JSON error for a token request that is not a form). Mounted after
 * capRequestBodies (body-limits.ts): the clone it parses is never larger than the page's limit.
 */
export const formBodiesOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method) || c.req.path.startsWith("/api/") || CROSS_ORIGIN_PATHS.has(c.req.path))
    return next();
  try {
    await c.req.raw.clone().formData();
  } catch {
    return c.text("This form could not be read. Please reload the page and try again.", 400);
  }
  return next();
};
