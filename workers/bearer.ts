// Bearer tokens at the edge, for /mcp and /api alike: read `Authorization: Bearer <token>`, find
// the account it speaks for (api-access), and hold it to the per-token and per-account limits.
// A refusal is thrown as an AppError carrying RFC 6750's headers: "unauthenticated" (401) with
// WWW-Authenticate (and, for MCP clients, where the protected resource's metadata is),
// "rate-limited" (429) with Retry-After. Each door answers it in its own shape: /api's apiOnError,
// the MCP endpoint's onError (workers/mcp.ts).
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
import { AppError } from "~/lib/errors";

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

/** The account the request's bearer token speaks for, within its limits; otherwise a thrown refusal. */
export async function checkBearer(env: Env, request: Request): Promise<TokenHolder> {
  const origin = new URL(request.url).origin;
  const token = bearerToken(request);
  if (token === null)
    throw new AppError("unauthenticated", API_ACCESS_MESSAGES.missingToken, {
      headers: { "www-authenticate": challenge(origin) },
    });
  const holder = token ? await authenticate(getDb(env), token) : null;
  if (!holder)
    throw new AppError("unauthenticated", API_ACCESS_MESSAGES.invalidToken, {
      headers: { "www-authenticate": challenge(origin, "invalid_token") },
    });
  if (!(await withinTokenLimits(env, holder)))
    throw new AppError("rate-limited", RATE_LIMITED, { headers: { "retry-after": String(RETRY_AFTER_SECONDS) } });
  return holder;
}
