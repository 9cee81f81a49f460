// Who is asking, read once per /api request, and the guards endpoints put in front of handlers:
//   api.use("*", session)                      sets c.get("user") (SessionUser | null), c.get("token") and c.get("ip")
//   requireUser(message?)                      401 without a session
//   requireRealUser(message)                   403 for demo users (401 without a session)
//   requireConfirmedEmail()                    403 until the address is confirmed (spends shared quota)
// and, for every request, the role check (app/lib/auth/roles.ts): a viewer is refused every
// endpoint api-access's table marks `runsAnalysis` (and the assistant's chat), 403 with the words
// saying which role may, whether signed in by cookie or by token.
// Endpoints list their guards per route, so a guard never reaches another endpoint's paths.
import type { Context, MiddlewareHandler } from "hono";
import { readSessionUser } from "~/lib/auth/session.server";
import { getDb } from "~/lib/db/client.server";
import { VERIFY_REQUIRED, mustConfirmEmail } from "~/features/auth/index.server";
import { demoReadReady } from "~/features/demo-showcase/index.server";
import { clientKey } from "~/lib/rate-limit.server";
import type { ApiEnv, SignedInEnv } from "../app-env";
import { apiError } from "./errors";
import { bearerToken, checkBearer } from "../bearer";
import { endpointAccess } from "~/features/api-access/index";
import { API_ACCESS_MESSAGES, channelOfCaller } from "~/features/api-access/index.server";
import { mayNot } from "~/lib/auth/roles";
import { WORKSPACE_CHANNEL_MESSAGES } from "~/features/channel-data/index.server";
import type { SessionUser } from "~/lib/auth/session.server";

export const SIGN_IN_ERROR = "Sign in to use this endpoint.";

/**
 * 401 with a challenge (RFC 9110 §11.6.1 requires one): a script learns that a bearer token
 * (a personal API token, docs/api-access.md) is how to call /api without a browser session.
 */
function signInRequired(c: Context, message: string) {
  return apiError(c, 401, message, {}, { "www-authenticate": 'Bearer realm="vidwise"' });
}

export const session: MiddlewareHandler<ApiEnv> = async (c, next) => {
  c.set("ip", clientKey(c.req.raw));
  // A personal API token (or an MCP client's token) instead of the cookie: the same user, so the
  // endpoints' own per-user limits and plan rules apply unchanged; the token's scope must cover
  // the endpoint, only a personal token may run analyses, and the token's own limits come first
  // (workers/bearer.ts), thrown as an AppError that apiOnError answers with its headers.
  if (bearerToken(c.req.raw) !== null) {
    const holder = await checkBearer(c.env, c.req.raw);
    const access = endpointAccess(c.req.method, c.req.path);
    if (!access) return apiError(c, 403, API_ACCESS_MESSAGES.notForTokens);
    // An MCP client's token reads only: its consent page promised exactly that.
    if (access.runsAnalysis && holder.kind !== "personal") return apiError(c, 403, API_ACCESS_MESSAGES.readOnlyToken);
    const { scope } = access;
    if (!holder.scopes.includes(scope))
      return apiError(
        c,
        403,
        API_ACCESS_MESSAGES.wrongScope(scope),
        {},
        { "www-authenticate": `Bearer error="insufficient_scope", scope="${scope}"` },
      );
    const refusal = roleRefusal(c.req.method, c.req.path, holder.user);
    if (refusal) return apiError(c, 403, refusal);
    const user = await channelOfRequest(c, holder.user);
    if (!user) return apiError(c, 404, WORKSPACE_CHANNEL_MESSAGES.notInWorkspace);
    c.set("user", user);
    c.set("token", { kind: holder.kind, scopes: holder.scopes });
    return next();
  }
  const signedIn = await readSessionUser(getDb(c.env), c.req.raw);
  const refusal = roleRefusal(c.req.method, c.req.path, signedIn);
  if (refusal) return apiError(c, 403, refusal);
  const user = signedIn && (await channelOfRequest(c, signedIn));
  if (signedIn && !user) return apiError(c, 404, WORKSPACE_CHANNEL_MESSAGES.notInWorkspace);
  c.set("user", user);
  c.set("token", null);
  // A demo opened while its results were still being made reads them once they arrive, as its
  // pages do (app/root.tsx), not empty tools.
  await demoReadReady(user, c.req.method);
  await next();
};

/**
 * The channel an /api request reads: `?channel=<YouTube channel id>`, else the workspace's first
 * (api-access's `channelOfCaller`, which the MCP server asks too). Null: 404.
 */
function channelOfRequest(c: Context<ApiEnv>, user: SessionUser): Promise<SessionUser | null> {
  return channelOfCaller(getDb(c.env), user, c.req.query("channel"));
}

/** The assistant's chat runs the tools' analyses too, but bearer tokens are not accepted there (not in the table). */
const ANALYSES_OUTSIDE_TOKEN_TABLE = new Set(["POST /api/ask", "POST /api/ask/"]);

/**
 * Why this person's role refuses this request, or null: every endpoint that runs an analysis
 * (api-access's table, one list for tokens and roles) needs a role that may analyse.
 */
function roleRefusal(method: string, path: string, user: SessionUser | null): string | null {
  if (!user) return null;
  const runsAnalysis =
    endpointAccess(method, path)?.runsAnalysis || ANALYSES_OUTSIDE_TOKEN_TABLE.has(`${method.toUpperCase()} ${path}`);
  return runsAnalysis ? mayNot(user.role, "analyze") : null;
}

/** 401 with `message` unless signed in; after it, handlers read c.get("user") as a SessionUser. */
export function requireUser(message = SIGN_IN_ERROR): MiddlewareHandler<SignedInEnv> {
  return async (c, next) => {
    if (!c.get("user")) return signInRequired(c, message);
    await next();
  };
}

/** 403 with `message` for demo users: endpoints that spend shared resources or read live data. */
export function requireRealUser(message: string): MiddlewareHandler<SignedInEnv> {
  return async (c, next) => {
    const user = c.get("user");
    if (!user) return signInRequired(c, SIGN_IN_ERROR);
    if (user.isDemo) return apiError(c, 403, message);
    await next();
  };
}

/**
 * 403 until the user has confirmed their email address: for endpoints that spend the YouTube
 * allowance everyone shares. Put after requireUser / requireRealUser.
 */
export function requireConfirmedEmail(): MiddlewareHandler<SignedInEnv> {
  return async (c, next) => {
    const user = c.get("user");
    if (!user) return signInRequired(c, SIGN_IN_ERROR);
    if (mustConfirmEmail(user)) return apiError(c, 403, VERIFY_REQUIRED);
    await next();
  };
}
