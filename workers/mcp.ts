// The MCP server and its OAuth 2.1 authorisation server, on the Worker beside the app
// (docs/api-access.md). Hand-written and small on purpose: the protocol here is four JSON-RPC
// methods and five OAuth endpoints, and the Worker's size budget has no room for SDKs.
//   POST /mcp                                      JSON-RPC (Streamable HTTP, JSON responses); GET → 405
//   GET  /.well-known/oauth-protected-resource[/mcp]   RFC 9728: where to get a token for /mcp
//   GET  /.well-known/oauth-authorization-server   RFC 8414: the endpoints below, PKCE S256
//   POST /oauth/register                           RFC 7591 dynamic client registration (JSON)
//   GET/POST /oauth/authorize                      the consent page (app/routes/oauth/authorize.tsx)
//   POST /oauth/token                              authorization_code + PKCE, refresh_token (rotating)
//   POST /oauth/revoke                             RFC 7009
import type { Context } from "hono";
import { Hono } from "hono/tiny";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { SCOPES } from "~/features/api-access/index";
import {
  RPC,
  SUPPORTED_PROTOCOL_VERSIONS,
  handleMcp,
  registerClient,
  registrationBody,
  revokeToken,
  tokenEndpoint,
} from "~/features/api-access/index.server";
import { getDb } from "~/lib/db/client.server";
import { type AppError, isAppError } from "~/lib/errors";
import { log } from "~/lib/log.server";
import { clientKey, isAllowed } from "~/lib/rate-limit.server";
import type { AppEnv } from "./app-env";
import { checkBearer, insufficientScopeChallenge } from "./bearer";

export const mcp = new Hono<AppEnv>();

// CORS for browser-based MCP clients: bearer tokens, never cookies (no credentials mode), so any
// origin may call these endpoints; the headers a client must read (the 401's challenge) are exposed.
const CORS = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "GET, POST, DELETE, OPTIONS",
  "access-control-allow-headers":
    "authorization, content-type, accept, mcp-protocol-version, mcp-session-id, last-event-id",
  "access-control-expose-headers": "www-authenticate, mcp-session-id, retry-after",
  "access-control-max-age": "86400",
};
for (const path of ["/mcp", "/oauth/register", "/oauth/token", "/oauth/revoke", "/.well-known/*"]) {
  mcp.options(path, (c) => c.body(null, 204, CORS));
  mcp.use(path, async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(CORS)) c.res.headers.set(name, value);
  });
}

const originOf = (c: Context) => new URL(c.req.url).origin;
// Public metadata, cacheable (CORS above lets browser-based clients discover through it).
const PUBLIC_JSON = { "cache-control": "public, max-age=3600" };
const NO_STORE = { "cache-control": "no-store", pragma: "no-cache" };

function protectedResource(c: Context) {
  const origin = originOf(c);
  return c.json(
    {
      resource: `${origin}/mcp`,
      resource_name: "Vidwise",
      authorization_servers: [origin],
      scopes_supported: SCOPES,
      bearer_methods_supported: ["header"],
    },
    200,
    PUBLIC_JSON,
  );
}
mcp.get("/.well-known/oauth-protected-resource", protectedResource);
mcp.get("/.well-known/oauth-protected-resource/mcp", protectedResource);

mcp.get("/.well-known/oauth-authorization-server", (c) => {
  const origin = originOf(c);
  return c.json(
    {
      issuer: origin,
      authorization_endpoint: `${origin}/oauth/authorize`,
      token_endpoint: `${origin}/oauth/token`,
      registration_endpoint: `${origin}/oauth/register`,
      revocation_endpoint: `${origin}/oauth/revoke`,
      scopes_supported: SCOPES,
      response_types_supported: ["code"],
      response_modes_supported: ["query"],
      grant_types_supported: ["authorization_code", "refresh_token"],
      code_challenge_methods_supported: ["S256"],
      token_endpoint_auth_methods_supported: ["none"],
      revocation_endpoint_auth_methods_supported: ["none"],
    },
    200,
    PUBLIC_JSON,
  );
});

// Any other /.well-known path (OpenID discovery, a client probing): a 404 in JSON, not the app's page.
mcp.get("/.well-known/*", (c) =>
  c.json(
    {
      error: "not_found",
      error_description: "This server publishes oauth-protected-resource and oauth-authorization-server metadata only.",
    },
    404,
    PUBLIC_JSON,
  ),
);

const oauthError = (
  c: Context,
  status: ContentfulStatusCode,
  error: string,
  description: string,
  headers: Record<string, string> = {},
) => c.json({ error, error_description: description }, status, { ...NO_STORE, ...headers });

/**
 * The bearer check's refusal on /mcp (a 401 with its challenge, a 429 with Retry-After): a JSON-RPC
 * error, before any request id is read. Tools' own refusals are answered inside the reply (runTool).
 */
const rpcRefusal = (c: Context, refusal: AppError) =>
  c.json(
    { jsonrpc: "2.0", id: null, error: { code: RPC.unauthenticated, message: refusal.message } },
    refusal.status as ContentfulStatusCode,
    refusal.headers,
  );

// The one place a thrown refusal (an AppError: the bearer check, the token endpoint) becomes an
// answer: JSON-RPC on /mcp, RFC 6749's { error, error_description } on the OAuth endpoints, with the
// OAuth code the use-case put in `details.error`. Anything else goes on to the app's own handler.
// Set before workers/app.ts mounts this app: Hono wraps the handlers with it then.
mcp.onError((error, c) => {
  if (!isAppError(error)) throw error;
  if (error.status >= 500) log.error("mcp.unavailable", { path: c.req.path, error });
  if (c.req.path === "/mcp") return rpcRefusal(c, error);
  const code = typeof error.details.error === "string" ? error.details.error : "invalid_request";
  return oauthError(c, error.status as ContentfulStatusCode, code, error.message, error.headers);
});

mcp.post("/oauth/register", async (c) => {
  // Registration needs no account, so it is held to the per-address limit of the other open forms.
  if (!(await isAllowed(c.env.AUTH_LIMITER, `oauth-register:${clientKey(c.req.raw)}`)))
    return oauthError(c, 429, "too_many_requests", "Too many registrations from this address: wait a minute.", {
      "retry-after": "60",
    });
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return oauthError(c, 400, "invalid_client_metadata", "The registration must be a JSON object (RFC 7591).");
  }
  const parsed = registrationBody.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const error = issue?.path[0] === "redirect_uris" ? "invalid_redirect_uri" : "invalid_client_metadata";
    return oauthError(c, 400, error, issue?.message ?? "Invalid client metadata.");
  }
  return c.json(await registerClient(getDb(c.env), parsed.data), 201, NO_STORE);
});

/** The token and revocation endpoints take form bodies (RFC 6749 §3.2); string fields only. */
async function formFields(c: Context): Promise<Record<string, string> | null> {
  try {
    const form = await c.req.formData();
    const fields: Record<string, string> = {};
    for (const [key, value] of form.entries()) if (typeof value === "string") fields[key] = value;
    return fields;
  } catch {
    return null;
  }
}

/** The token and revocation endpoints per address: a brake on floods (codes and tokens are 256-bit, not guessable). */
async function tokenEndpointAllowed(c: Context<AppEnv>): Promise<boolean> {
  return isAllowed(c.env.AUTH_LIMITER, `oauth-token:${clientKey(c.req.raw)}`);
}
const tooMany = (c: Context) =>
  oauthError(c, 429, "too_many_requests", "Too many token requests from this address: wait a minute.", {
    "retry-after": "60",
  });

mcp.post("/oauth/token", async (c) => {
  if (!(await tokenEndpointAllowed(c))) return tooMany(c);
  const fields = await formFields(c);
  if (!fields)
    return oauthError(c, 400, "invalid_request", "Send the token request as application/x-www-form-urlencoded.");
  return c.json(await tokenEndpoint(getDb(c.env), fields, originOf(c)), 200, NO_STORE);
});

mcp.post("/oauth/revoke", async (c) => {
  if (!(await tokenEndpointAllowed(c))) return tooMany(c);
  const fields = await formFields(c);
  if (!fields?.token) return oauthError(c, 400, "invalid_request", "Send the token to revoke in the `token` field.");
  await revokeToken(getDb(c.env), fields.token, fields.client_id ?? null);
  // RFC 7009: 200 whether or not the token was known (clients ignore the body).
  return c.json({}, 200, NO_STORE);
});

mcp.post("/mcp", async (c) => {
  const holder = await checkBearer(c.env, c.req.raw);
  // After initialize, clients name the negotiated version on every request (2025-06-18 §2.7).
  const version = c.req.header("mcp-protocol-version");
  if (version !== undefined && !(SUPPORTED_PROTOCOL_VERSIONS as readonly string[]).includes(version))
    return c.json(
      {
        jsonrpc: "2.0",
        id: null,
        error: {
          code: RPC.invalidRequest,
          message: `Unsupported MCP-Protocol-Version ${version.slice(0, 40)}: this server speaks ${SUPPORTED_PROTOCOL_VERSIONS.join(", ")}.`,
        },
      },
      400,
    );
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    return c.json(
      {
        jsonrpc: "2.0",
        id: null,
        error: { code: RPC.parse, message: "Parse error: the body must be one JSON-RPC message." },
      },
      400,
    );
  }
  const reply = await handleMcp({ env: c.env, db: getDb(c.env), holder, origin: originOf(c), now: new Date() }, raw);
  if (reply.body === null) return c.body(null, 202);
  // A tool outside the token's scopes: the step-up challenge (MCP authorization, RFC 6750 §3.1)
  // names every scope to ask for, so the client can send the user back to the consent page.
  const challenge: Record<string, string> =
    reply.status === 403 && reply.scope
      ? { "www-authenticate": insufficientScopeChallenge(originOf(c), reply.scope) }
      : {};
  return c.json(reply.body, reply.status, challenge);
});

// No server-initiated stream (GET) and no sessions to end (DELETE): the spec's 405 for both.
const notAllowed = (c: Context) =>
  c.json(
    {
      jsonrpc: "2.0",
      id: null,
      error: { code: RPC.httpMethodNotAllowed, message: "Method not allowed: send JSON-RPC messages with POST." },
    },
    405,
    { allow: "POST" },
  );
mcp.get("/mcp", notAllowed);
mcp.delete("/mcp", notAllowed);
