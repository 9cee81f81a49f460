// The MCP server (Streamable HTTP transport, protocol 2025-06-18): JSON-RPC over POST /mcp,
// answered as one application/json response per request (the transport allows it instead of an
// SSE stream), no server-initiated messages and no session state, so any Worker isolate answers
// any request. It offers the assistant's tools (ASK_TOOLS: the same plan gate, the same figures)
// to a holder of a token, limited to the families the token's scopes grant, on the channel /api
// would read for the same token (channelOfCaller: the tool's `channel` argument, else the
// workspace's first). Read-only: every tool computes from stored data; none writes or spends
// YouTube quota, and the one that is an analysis (title-forecast) runs under the workspace's
// meter and never uses a free workspace's analysis.
import { z } from "zod";
import { ESTIMATE_LABEL } from "~/lib/figure-source";
import {
  ASK_TOOLS,
  toolEntry,
  estimatedFiguresOf,
  type AskContext,
  type AskTool,
  runTool,
  type ToolResult,
} from "~/features/ask-vidwise/index.server";
import { ownChannelOf, WORKSPACE_CHANNEL_MESSAGES } from "~/features/channel-data/index.server";
import type { SessionUser } from "~/lib/auth/session.server";
import type { Db } from "~/lib/db/client.server";
import { channelOfCaller } from "./caller-channel.server";
import { type Scope, TOOL_SCOPES, scopeString } from "./scopes";
import type { TokenHolder } from "./tokens.server";

export const SUPPORTED_PROTOCOL_VERSIONS = ["2025-06-18", "2025-03-26", "2024-11-05"] as const;
export const SERVER_INFO = { name: "vidwise", title: "Vidwise", version: "1.0.0" } as const;

type JsonRpcId = string | number;
type JsonRpcResponse = { jsonrpc: "2.0"; id: JsonRpcId | null } & (
  { result: unknown } | { error: { code: number; message: string; data?: unknown } }
);

/**
 * JSON-RPC 2.0 error codes: the spec's, and in its server-error range (-32000 to -32099) the ones
 * this server gives for what the transport refuses before a message is read.
 */
export const RPC = {
  parse: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internal: -32603,
  /** An HTTP method other than POST on /mcp. */
  httpMethodNotAllowed: -32000,
  /** No bearer token, or one that is not (or no longer) valid. */
  unauthenticated: -32001,
  insufficientScope: -32003,
} as const;

const rpcRequest = z.object({
  jsonrpc: z.literal("2.0"),
  id: z.union([z.string().max(200), z.number().int()]).optional(),
  method: z.string().min(1).max(100),
  params: z.record(z.string(), z.unknown()).optional(),
});

const callParams = z.object({ name: z.string().max(100), arguments: z.record(z.string(), z.unknown()).optional() });

export type McpContext = { env: Env; db: Db; holder: TokenHolder; origin: string; now: Date };

/**
 * What POST /mcp answers: a JSON body and its status, or 202 with none (notifications, responses);
 * 403 with `scope` (every scope to request) when the token's scopes do not cover the tool.
 */
export type McpReply = { status: 200 | 202 | 400 | 403; body: JsonRpcResponse | null; scope?: string };

const fail = (id: JsonRpcId | null, code: number, message: string): JsonRpcResponse => ({
  jsonrpc: "2.0",
  id,
  error: { code, message },
});

/** The tools this token may call: the assistant's, in its order, limited to the token's scopes. */
export function toolsFor(holder: Pick<TokenHolder, "scopes">): AskTool[] {
  return ASK_TOOLS.filter((t) => {
    const scope = TOOL_SCOPES[t.name];
    return scope !== undefined && holder.scopes.includes(scope);
  });
}

/**
 * The argument every tool takes over MCP: which of the workspace's channels to read, as /api's
 * `?channel=` names it (channelOfCaller answers both). Not one of the assistant's own parameters:
 * the in-app chat reads the channel of the page it is asked on.
 */
const CHANNEL_ARGUMENT = "channel";
const channelProperty = {
  type: "string",
  description:
    "The YouTube channel id (UC…) of one of the workspace's channels, as GET /api/workspace lists them; the workspace's first channel when left out",
} as const;

/** A tool's arguments over MCP: its own, and the channel. */
function propertiesOf(tool: AskTool): AskTool["parameters"]["properties"] {
  return { ...tool.parameters.properties, [CHANNEL_ARGUMENT]: channelProperty };
}

/** A tool as tools/list shows it: its name, title, description and arguments' JSON Schema. */
export function toolListing(tool: AskTool) {
  const scope = TOOL_SCOPES[tool.name];
  return {
    name: tool.name,
    title: toolEntry(tool.name)?.title ?? tool.name,
    description: `${tool.description} Computed from the user's own Vidwise workspace (scope: ${scope}); read-only.`,
    inputSchema: {
      type: "object",
      properties: propertiesOf(tool),
      ...(tool.parameters.required ? { required: tool.parameters.required } : {}),
      additionalProperties: false,
    },
    annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  };
}

/** The arguments' check, from the same JSON Schema the listing shows: clear messages, no coercion surprises. */
function argumentsSchema(tool: AskTool) {
  const required = new Set(tool.parameters.required ?? []);
  const shape: Record<string, z.ZodType> = {};
  for (const [name, prop] of Object.entries(propertiesOf(tool))) {
    // A listed set of values is held to exactly (14 days is refused, not silently read as 30).
    const allowed = prop.enum;
    const base = allowed
      ? z.custom<string | number>((value) => allowed.includes(value as string | number), {
          error: `${name} must be one of ${allowed.map((v) => JSON.stringify(v)).join(", ")}.`,
        })
      : prop.type === "number"
        ? z.number({ error: `${name} must be a number.` }).finite()
        : prop.type === "boolean"
          ? z.boolean()
          : z
              .string({ error: `${name} must be a string.` })
              .max(1000, { error: `${name} is too long (1,000 characters at most).` });
    shape[name] = required.has(name) ? base : base.optional();
  }
  return z.strictObject(shape, {
    error: (issue) => (issue.code === "unrecognized_keys" ? `Unknown argument: ${issue.keys.join(", ")}.` : undefined),
  });
}

/**
 * A tool's result as MCP content: the facts in prose with the page to open (an absolute link), and
 * the same figures, facts and source as structured content, as the in-app answer's sources carry.
 */
export function toolContent(result: ToolResult, origin: string, channel: { id: string; title: string } | null = null) {
  const page = new URL(result.href, origin).toString();
  // The in-app answer links pages as "(/comment-sentiment)"; a client outside the app needs the whole address.
  const absolute = (text: string) =>
    text.replace(/\((\/[a-z0-9][\w/?=&.#-]*)\)/gi, (_, path: string) => `(${origin}${path})`);
  const facts = result.facts.map(absolute);
  const missing = result.missing ? absolute(result.missing) : undefined;
  // Nothing computed (no data, a locked plan, an argument missing): an error the client can act on.
  const isError = Boolean(missing) && Object.keys(result.figures).length === 0;
  const lines = [...facts];
  if (missing) lines.push(missing);
  const estimates = estimatedFiguresOf(result.tool, result.figures);
  if (estimates)
    lines.push(`${ESTIMATE_LABEL} (computed by Vidwise, not reported by YouTube): ${estimates.fields.join(", ")}.`);
  lines.push(`Source: ${toolEntry(result.tool)?.title ?? result.tool} in Vidwise, ${page}`);
  return {
    content: [{ type: "text", text: lines.join("\n") }],
    structuredContent: {
      tool: result.tool,
      page,
      // Which of the workspace's channels the figures are of (null: none connected yet).
      channel,
      figures: result.figures,
      facts,
      ...(missing ? { missing } : {}),
      ...(result.locked ? { locked: true } : {}),
      ...(estimates ? { estimates } : {}),
      source: { tool: result.tool, title: toolEntry(result.tool)?.title ?? result.tool, href: page },
    },
    isError,
  };
}

/** The tools' context for the token's user reading `u.teamChannelId` (the channel channelOfCaller chose). */
function askContext(ctx: McpContext, u: SessionUser): AskContext {
  return {
    env: ctx.env,
    db: ctx.db,
    now: ctx.now,
    connectedApp: true,
    user: {
      id: u.id,
      teamChannelId: u.teamChannelId,
      teamId: u.teamId,
      homeTeamId: u.homeTeamId,
      role: u.role,
      isDemo: u.isDemo,
      timeZone: u.timeZone,
      primaryTopic: u.primaryTopic,
    },
  };
}

/**
 * A tool outside the token's scopes: HTTP 403 with the step-up challenge (the edge adds the
 * WWW-Authenticate header from `scope`), and a JSON-RPC error a model can read.
 */
function insufficientScope(
  id: JsonRpcId,
  granted: readonly Scope[],
  needed: Scope | undefined,
  name: string,
): McpReply {
  const scope = scopeString(needed ? [...granted, needed] : granted);
  const message = `This connection was not granted the "${needed}" scope, so ${name} is not available. Reconnect Vidwise and allow it on the consent page.`;
  return {
    status: 403,
    body: { jsonrpc: "2.0", id, error: { code: RPC.insufficientScope, message, data: { scope } } },
    scope,
  };
}

const ok = (body: JsonRpcResponse): McpReply => ({ status: 200, body });

async function callTool(ctx: McpContext, id: JsonRpcId, params: unknown): Promise<McpReply> {
  const parsed = callParams.safeParse(params);
  if (!parsed.success)
    return ok(
      fail(
        id,
        RPC.invalidParams,
        "tools/call needs params.name (a tool from tools/list) and optional params.arguments (an object).",
      ),
    );
  const { name } = parsed.data;
  const tool = ASK_TOOLS.find((t) => t.name === name);
  if (!tool) return ok(fail(id, RPC.invalidParams, `Unknown tool: ${name.slice(0, 100)}. tools/list names the tools.`));
  const scope = TOOL_SCOPES[name];
  if (!scope || !ctx.holder.scopes.includes(scope)) return insufficientScope(id, ctx.holder.scopes, scope, name);
  const args = argumentsSchema(tool).safeParse(parsed.data.arguments ?? {});
  if (!args.success)
    return ok({
      jsonrpc: "2.0",
      id,
      result: { content: [{ type: "text", text: args.error.issues.map((i) => i.message).join(" ") }], isError: true },
    });
  const { [CHANNEL_ARGUMENT]: channelId, ...toolArgs } = args.data as Record<string, unknown>;
  const user = await channelOfCaller(ctx.db, ctx.holder.user, typeof channelId === "string" ? channelId : null);
  if (!user)
    return ok({
      jsonrpc: "2.0",
      id,
      result: { content: [{ type: "text", text: WORKSPACE_CHANNEL_MESSAGES.notInWorkspace }], isError: true },
    });
  const [result, channel] = await Promise.all([
    runTool(askContext(ctx, user), name, toolArgs),
    ownChannelOf(ctx.db, user.teamChannelId),
  ]);
  return ok({
    jsonrpc: "2.0",
    id,
    result: toolContent(result, ctx.origin, channel && { id: channel.id, title: channel.title }),
  });
}

function initializeResult(params: Record<string, unknown> | undefined) {
  const asked = typeof params?.protocolVersion === "string" ? params.protocolVersion : "";
  const protocolVersion = (SUPPORTED_PROTOCOL_VERSIONS as readonly string[]).includes(asked)
    ? asked
    : SUPPORTED_PROTOCOL_VERSIONS[0];
  return {
    protocolVersion,
    capabilities: { tools: { listChanged: false } },
    serverInfo: SERVER_INFO,
    instructions:
      "Vidwise answers questions about the user's YouTube channel from their own data: every figure a tool returns is computed from the workspace and comes with the Vidwise page that shows it. Quote the figures as given and link the page. Figures listed under `estimates` are Vidwise estimates (forecasts, scores, projections), not YouTube's own numbers: say so when you quote them.",
  };
}

/** One JSON-RPC message to POST /mcp. Batches (arrays) were removed from the protocol in 2025-06-18. */
export async function handleMcp(ctx: McpContext, raw: unknown): Promise<McpReply> {
  if (Array.isArray(raw))
    return {
      status: 400,
      body: fail(
        null,
        RPC.invalidRequest,
        "JSON-RPC batches are not supported (MCP 2025-06-18): send one message per request.",
      ),
    };
  // A response or notification from the client (no method, or no id): accepted, nothing to answer.
  if (raw && typeof raw === "object" && !("method" in raw) && ("result" in raw || "error" in raw))
    return { status: 202, body: null };
  const parsed = rpcRequest.safeParse(raw);
  if (!parsed.success)
    return {
      status: 400,
      body: fail(
        null,
        RPC.invalidRequest,
        'Not a JSON-RPC 2.0 request: jsonrpc "2.0", a method and an id are required.',
      ),
    };
  const { id, method, params } = parsed.data;
  if (id === undefined) return { status: 202, body: null };
  switch (method) {
    case "initialize":
      return { status: 200, body: { jsonrpc: "2.0", id, result: initializeResult(params) } };
    case "ping":
      return { status: 200, body: { jsonrpc: "2.0", id, result: {} } };
    case "tools/list":
      return { status: 200, body: { jsonrpc: "2.0", id, result: { tools: toolsFor(ctx.holder).map(toolListing) } } };
    case "tools/call":
      return callTool(ctx, id, params);
    default:
      return {
        status: 200,
        body: fail(
          id,
          RPC.methodNotFound,
          `Method not found: ${method}. This server offers initialize, ping, tools/list and tools/call.`,
        ),
      };
  }
}
