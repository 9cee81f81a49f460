// The Worker's Hono environment: its bindings and the per-request variables its middleware sets.
// app.ts, middleware.ts and every /api endpoint import it from here (never from app.ts).
import type { Scope } from "~/features/api-access/index";
import type { SessionUser } from "~/lib/auth/session.server";

/** Set for every request by workers/middleware.ts. */
export type AppVariables = {
  /** cf-ray, or a fresh UUID: logged with errors and sent back as x-request-id. */
  requestId: string;
  /** The Content-Security-Policy nonce of this response ("" under the dev server). */
  cspNonce: string;
};

export type AppEnv = { Bindings: Env; Variables: AppVariables };

/** /api: also set, once per request, by workers/api/session.ts. */
export type ApiVariables = AppVariables & {
  /** The signed-in user, or null (no cookie, an unknown or expired session). */
  user: SessionUser | null;
  /**
   * The bearer token the request came with (what its scopes' consent text covers), or null for a
   * browser session (everything the person may see).
   */
  token: { kind: "access" | "personal"; scopes: Scope[] } | null;
  /** The client's address (cf-connecting-ip; "local" without Cloudflare in front), for per-IP limits. */
  ip: string;
};

export type ApiEnv = { Bindings: Env; Variables: ApiVariables };

/** After requireUser: the user is known. */
export type SignedInEnv = { Bindings: Env; Variables: ApiVariables & { user: SessionUser } };
