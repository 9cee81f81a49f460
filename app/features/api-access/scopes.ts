// Scopes: one per family of the assistant's tools. A token reaches a tool (over MCP) or an /api
// endpoint only when its scopes include that family. "revenue" (RPM, earnings) is never granted
// unless the client asks for it and the user ticks it on the consent page. A plain module: the
// consent page's components import it.

import { TOOL_CATALOG } from "~/features/ask-vidwise/index";

export const SCOPES = ["channel", "comments", "market", "forecasts", "revenue"] as const;
export type Scope = (typeof SCOPES)[number];

/**
 * What each scope lets a client read, in the consent page's words, and all it reads: no scope
 * covers the team (its members and their addresses), which stays with a signed-in session.
 */
export const SCOPE_TEXT: Record<Scope, string> = {
  channel:
    "Your channel's dashboard figures, upload timing and cadence, title and description audits, content ideas and series",
  comments: "Comment sentiment and what your viewers ask for",
  market: "Competitor outliers, your stored Content Analyzer searches and trends",
  forecasts: "Your latest uploads against their norm, title forecasts and the track record of past forecasts",
  revenue: "Revenue: RPM and earnings figures",
};

/** Granted when a client names no scope: everything but revenue. */
export const DEFAULT_SCOPES: readonly Scope[] = ["channel", "comments", "market", "forecasts"];

/** Which family each assistant tool belongs to, from the tools' one list. */
export const TOOL_SCOPES: Record<string, Scope> = Object.fromEntries(
  Object.entries(TOOL_CATALOG).map(([name, tool]) => [name, tool.scope satisfies Scope]),
);

/** A space-separated scope string as a set of known scopes (unknown words are dropped), in SCOPES order. */
export function parseScopes(text: string | null | undefined): Scope[] {
  const words = new Set((text ?? "").split(/\s+/).filter(Boolean));
  return SCOPES.filter((s) => words.has(s));
}

export function scopeString(scopes: readonly Scope[]): string {
  return SCOPES.filter((s) => scopes.includes(s)).join(" ");
}

/**
 * What a bearer token may do on one /api endpoint: the scope it needs, and whether the call runs an
 * analysis (it counts against the plan, spends the YouTube allowance or stores a result).
 */
export type ApiEndpointAccess = { scope: Scope; runsAnalysis: boolean };

const read = (scope: Scope): ApiEndpointAccess => ({ scope, runsAnalysis: false });
const analysis = (scope: Scope): ApiEndpointAccess => ({ scope, runsAnalysis: true });

/**
 * The /api endpoints a bearer token may call. Every token may read; only a personal token (made by
 * the account's owner on Account Settings, for their own scripts) may run analyses of data the
 * caller sends (comments, forecasts, a description, an A/B result, an idea batch, a Content
 * Analyzer search), which count against the plan exactly as from the app. An MCP client's token
 * was granted on a consent page that promises it "can only read", so it gets the reads alone.
 * The assistant's chat (it reads every family at once), billing and the waitlist need a signed-in
 * session.
 */
export const API_ENDPOINTS: Record<string, ApiEndpointAccess> = {
  "GET /api/channel": read("channel"),
  // The acting workspace and its channels: scripts read it with a token too, without
  // the members (workers/api/workspace.ts).
  "GET /api/workspace": read("channel"),
  "GET /api/dashboard": read("channel"),
  "GET /api/ideas": read("channel"),
  "POST /api/ideas/generate": analysis("channel"),
  "GET /api/series": read("channel"),
  "POST /api/description/rewrite": analysis("channel"),
  "POST /api/ab-test/evaluate": analysis("channel"),
  "POST /api/comments/analyze": analysis("comments"),
  "POST /api/forecast/video": analysis("forecasts"),
  "POST /api/forecast/trajectory": analysis("forecasts"),
  "GET /api/track-record": read("forecasts"),
  "GET /api/trends": read("market"),
  "POST /api/youtube-insights": analysis("market"),
  "GET /api/rpm": read("revenue"),
};

/** What a bearer token needs for this /api request, or null when tokens are not accepted there. */
export function endpointAccess(method: string, path: string): ApiEndpointAccess | null {
  // Trailing slashes dropped with a loop: a regex anchored at the end is quadratic on "////…x".
  let end = path.length;
  while (end > 1 && path[end - 1] === "/") end -= 1;
  const trimmed = path.slice(0, end);
  return API_ENDPOINTS[`${method.toUpperCase() === "HEAD" ? "GET" : method.toUpperCase()} ${trimmed}`] ?? null;
}

/** The scope a bearer token needs for this /api request, or null when tokens are not accepted there. */
export function scopeForApi(method: string, path: string): Scope | null {
  return endpointAccess(method, path)?.scope ?? null;
}
