// Bearer tokens at the edge, for /mcp and /api alike: read `Authorization: Bearer <token>`, find
// the account it speaks for (api-access), and hold it to the per-token and per-account limits.
// The answers follow RFC 6750: 401 with WWW-Authenticate (and, for MCP clients, where the
// protected resource's metadata is), 429 with Retry-After.
import {
  API_ACCESS_MESSAGES,
  RATE_LIMITED,
  RETRY_AFTER_SECONDS,
  type TokenHolder,
  authenticate,
  withinTokenLimits,
} from "~/features/api-access/index.server";
import { DEFAULT_SCOPES, scopeString } from "~/features/api-access/index";
import { getDb } from "~/lib/db/client.server";

export type BearerOutcome =
  | { ok: true; holder: TokenHolder }
  | { ok: false; status: 401 | 429; message: string; headers: Record<string, string> };

/** The token in an Authorization header, or null when there is none (any other scheme: none). */
export function bearerToken(request: Request): string | null {
  const header = request.headers.get("authorization");
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]+)\s*$/i.exec(header);
  return match ? match[1]! : "";
}

export function resourceMetadataUrl(origin: string): string {
  return `${origin}/.well-known/oauth-protected-resource/mcp`;
}

/** The 401 challenge: where the protected resource's metadata is, and the scopes a first grant asks for. */
function challenge(origin: string, error?: string): string {
  return `Bearer realm="vidwise", resource_metadata="${resourceMetadataUrl(origin)}", scope="${scopeString(DEFAULT_SCOPES)}"${error ? `, error="${error}"` : ""}`;
}

/** The 403 challenge for a call the token's scopes do not cover: `scope` lists every scope to request. */
export function insufficientScopeChallenge(origin: string, scope: string): string {
  return `Bearer realm="vidwise", error="insufficient_scope", scope="${scope}", resource_metadata="${resourceMetadataUrl(origin)}"`;
}

export async function checkBearer(env: Env, request: Request): Promise<BearerOutcome> {
  const origin = new URL(request.url).origin;
  const token = bearerToken(request);
  if (token === null)
    return {
      ok: false,
      status: 401,
      message: API_ACCESS_MESSAGES.missingToken,
      headers: { "www-authenticate": challenge(origin) },
    };
  const holder = token ? await authenticate(getDb(env), token) : null;
  if (!holder)
    return {
      ok: false,
      status: 401,
      message: API_ACCESS_MESSAGES.invalidToken,
      headers: { "www-authenticate": challenge(origin, "invalid_token") },
    };
  if (!(await withinTokenLimits(env, holder)))
    return { ok: false, status: 429, message: RATE_LIMITED, headers: { "retry-after": String(RETRY_AFTER_SECONDS) } };
  return { ok: true, holder };
}
