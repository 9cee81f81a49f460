// The MCP server's JSON-RPC (POST /mcp) with a token from the real OAuth flow: the assistant's
// tools, their schemas and results (the same figures as the in-app tools, with an absolute page
// link), scopes, plans, whose data a token reads, protocol errors and the per-token limit.
import { beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { ASK_TOOLS, runTool } from "~/features/ask-vidwise/tools.engines.server";
import { atStartOfRateWindow, request, signUp } from "../helpers";
import { seedSampleTemplate } from "../sample";
import { askContextFor } from "./ask-vidwise-context";
import { connect, giveSampleData, rpc } from "./mcp-support";

beforeAll(async () => {
  await seedSampleTemplate();
}, 60_000);

const WITHOUT_REVENUE = ASK_TOOLS.map((t) => t.name).filter((n) => n !== "rpm");

describe("initialize, ping, notifications", () => {
  it("negotiates the protocol version and names the server", async () => {
    const { access_token } = await connect(await signUp("mcp-init@example.com"));
    const { response, body } = await rpc(access_token, "initialize", {
      protocolVersion: "2025-06-18",
      capabilities: {},
      clientInfo: { name: "t", version: "1" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(body!.result).toMatchObject({
      protocolVersion: "2025-06-18",
      capabilities: { tools: { listChanged: false } },
      serverInfo: { name: "vidwise" },
    });
    const old = await rpc(access_token, "initialize", {
      protocolVersion: "1999-01-01",
      capabilities: {},
      clientInfo: { name: "t", version: "1" },
    });
    expect(old.body!.result!.protocolVersion).toBe("2025-06-18");
    expect((await rpc(access_token, "ping")).body).toMatchObject({ result: {} });
    const note = await request("POST", "/mcp", {
      body: { jsonrpc: "2.0", method: "notifications/initialized" },
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(note.status).toBe(202);
    expect(await note.text()).toBe("");
  });

  it("answers protocol errors with JSON-RPC errors", async () => {
    const { access_token } = await connect(await signUp("mcp-rpc-errors@example.com"));
    const auth = { authorization: `Bearer ${access_token}` };
    expect((await rpc(access_token, "resources/list")).body!.error).toMatchObject({ code: -32601 });
    const parse = await request("POST", "/mcp", { body: "{oops", headers: auth });
    expect(parse.status).toBe(400);
    expect(await parse.json()).toMatchObject({ error: { code: -32700 } });
    const batch = await request("POST", "/mcp", { body: [{ jsonrpc: "2.0", id: 1, method: "ping" }], headers: auth });
    expect(batch.status).toBe(400);
    expect(await batch.json()).toMatchObject({ error: { code: -32600 } });
    expect((await rpc(access_token, "tools/call", { name: "no-such-tool" })).body!.error).toMatchObject({
      code: -32602,
    });
    const version = await request("POST", "/mcp", {
      body: { jsonrpc: "2.0", id: 1, method: "ping" },
      headers: { ...auth, "mcp-protocol-version": "1999-01-01" },
    });
    expect(version.status).toBe(400);
    const agreed = await request("POST", "/mcp", {
      body: { jsonrpc: "2.0", id: 1, method: "ping" },
      headers: { ...auth, "mcp-protocol-version": "2025-06-18" },
    });
    expect(agreed.status).toBe(200);
    const badArgs = await rpc(access_token, "tools/call", {
      name: "comment-sentiment",
      arguments: { days: "thirty", extra: 1 },
    });
    expect(badArgs.body!.result).toMatchObject({ isError: true });
    expect(badArgs.body!.result!.content![0]!.text).toMatch(/days must be a number|Unknown argument: extra/);
  });
});

describe("tools/list and tools/call", () => {
  it("lists the assistant's tools the token's scopes cover, each with a description and a JSON Schema", async () => {
    const { access_token } = await connect(await signUp("mcp-list@example.com"));
    const { body } = await rpc(access_token, "tools/list");
    const tools = body!.result!.tools as unknown as {
      name: string;
      description: string;
      inputSchema: { type: string; properties: Record<string, unknown>; required?: string[] };
      annotations: { readOnlyHint: boolean };
    }[];
    expect(tools.map((t) => t.name)).toEqual(WITHOUT_REVENUE);
    for (const tool of tools) {
      expect(tool.description.length).toBeGreaterThan(40);
      expect(tool.inputSchema.type).toBe("object");
      expect(tool.annotations.readOnlyHint).toBe(true);
    }
    // A title, or only a topic to have one written.
    const forecast = tools.find((t) => t.name === "title-forecast")!.inputSchema;
    expect(forecast).toMatchObject({ properties: { title: { type: "string" }, topic: { type: "string" } } });
    expect(forecast.required ?? []).toEqual([]);
  });

  it("returns the same figures and facts as the in-app tool, with the page as an absolute link", async () => {
    const email = "mcp-call@example.com";
    const cookie = await signUp(email);
    await giveSampleData(email);
    const { access_token } = await connect(cookie);
    // Both answers read the clock: an upload a day old is projected from its age in hours, so two
    // readings a few milliseconds apart may differ by a view. The clock stands still for both.
    vi.useFakeTimers({ toFake: ["Date"] });
    onTestFinished(() => void vi.useRealTimers());
    for (const name of ["dashboard-kpis", "latest-uploads", "cadence"]) {
      const { body } = await rpc(access_token, "tools/call", { name, arguments: {} });
      const result = body!.result!;
      expect(result.isError).toBe(false);
      const inApp = await runTool(await askContextFor({ email }), name);
      expect(Object.keys(inApp.figures).length, name).toBeGreaterThan(0);
      expect(result.structuredContent).toMatchObject({
        tool: name,
        figures: inApp.figures,
        facts: inApp.facts,
        page: `http://vidwise.test${inApp.href}`,
      });
      expect(result.content![0]!.text).toContain(inApp.facts[0]!);
      expect(result.content![0]!.text).toContain(`http://vidwise.test${inApp.href}`);
    }
  });

  it("reads only the token holder's workspace: another account's token gets its own (empty) data", async () => {
    const owner = "mcp-owner@example.com";
    const ownerCookie = await signUp(owner);
    await giveSampleData(owner);
    const ownerTokens = await connect(ownerCookie);
    const strangerTokens = await connect(await signUp("mcp-stranger@example.com"));
    const own = (await rpc(ownerTokens.access_token, "tools/call", { name: "dashboard-kpis" })).body!.result!
      .structuredContent!;
    const theirs = (await rpc(strangerTokens.access_token, "tools/call", { name: "dashboard-kpis" })).body!.result!
      .structuredContent!;
    expect(Object.keys(own.figures as object).length).toBeGreaterThan(0);
    expect(theirs.figures).toEqual({});
    expect(String(theirs.missing)).toMatch(/Connect your YouTube channel|Import your YouTube Studio export/);
  });

  it("refuses tools outside the token's scopes; revenue only when ticked", async () => {
    const email = "mcp-scopes@example.com";
    const cookie = await signUp(email);
    await giveSampleData(email);
    const channelOnly = await connect(cookie, ["channel"]);
    expect(channelOnly.scope).toBe("channel");
    const listed = ((await rpc(channelOnly.access_token, "tools/list")).body!.result!.tools ?? []).map((t) => t.name);
    expect(listed).toEqual([
      "title-thumbnail",
      "description-audit",
      "content-ideas",
      "channel-topics",
      "series",
      "dashboard-kpis",
      "upload-timing",
      "cadence",
    ]);
    for (const [name, scope] of [
      ["comment-sentiment", "comments"],
      ["rpm", "revenue"],
      ["trends", "market"],
    ] as const) {
      // The step-up challenge: 403 naming every scope to ask for, and an error a model can read.
      const { response, body } = await rpc(channelOnly.access_token, "tools/call", { name });
      expect(response.status, name).toBe(403);
      const challenge = response.headers.get("www-authenticate") ?? "";
      expect(challenge).toContain('error="insufficient_scope"');
      expect(challenge).toContain(`scope="channel ${scope}"`);
      expect(challenge).toContain('resource_metadata="http://vidwise.test/.well-known/oauth-protected-resource/mcp"');
      expect(body!.error!.message).toMatch(new RegExp(`not granted the "${scope}" scope`));
      expect(body!.result).toBeUndefined();
    }
    // Asked for and left unticked: no revenue. Ticked: the RPM tool answers.
    const unticked = await connect(cookie, undefined, "channel revenue");
    expect(unticked.scope).toBe("channel");
    const ticked = await connect(cookie, ["channel", "revenue"], "channel revenue");
    expect(ticked.scope).toBe("channel revenue");
    const rpm = (await rpc(ticked.access_token, "tools/call", { name: "rpm" })).body!.result!;
    expect(rpm.isError).toBe(false);
    expect(rpm.structuredContent).toMatchObject({ tool: "rpm" });
  });

  it("gives a free account the same locked answers as the app", async () => {
    const email = "mcp-free@example.com";
    const cookie = await signUp(email, undefined, { plan: null });
    await giveSampleData(email);
    const { access_token } = await connect(cookie);
    for (const name of ["upload-timing", "viewer-requests"]) {
      const result = (await rpc(access_token, "tools/call", { name })).body!.result!;
      expect(result.structuredContent).toMatchObject({
        tool: name,
        figures: {},
        facts: [],
        locked: true,
        page: "http://vidwise.test/pricing",
      });
      expect(result.content![0]!.text).toMatch(/Pro and up, and your plan does not include it/);
      expect(result.structuredContent).toEqual(
        expect.objectContaining({ missing: (await runTool(await askContextFor({ email }), name)).missing }),
      );
    }
  });
});

describe("limits", () => {
  it("answers 429 with Retry-After past 60 requests a minute on one token", async () => {
    const { access_token } = await connect(await signUp("mcp-limit@example.com"));
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    await atStartOfRateWindow(60, 25);
    for (let i = 0; i < 61; i++) {
      const { response } = await rpc(access_token, "ping");
      statuses.push(response.status);
      if (response.status === 429) retryAfter = response.headers.get("retry-after");
    }
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
    expect(retryAfter).toBe("60");
  }, 90_000); // may first wait up to 30 s for a fresh rate-limit window
});

describe("browser-based clients (the MCP Inspector)", () => {
  it("may call /mcp and the token endpoint from another origin, with CORS and without cookies", async () => {
    const { access_token } = await connect(await signUp("mcp-cors@example.com"));
    const preflight = await request("OPTIONS", "/mcp", {
      headers: {
        origin: "http://localhost:6274",
        "access-control-request-method": "POST",
        "access-control-request-headers": "authorization, content-type",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-headers")).toContain("authorization");
    const cross = { origin: "http://localhost:6274", "sec-fetch-site": "cross-site" };
    const call = await request("POST", "/mcp", {
      body: { jsonrpc: "2.0", id: 1, method: "tools/list" },
      headers: { ...cross, authorization: `Bearer ${access_token}` },
    });
    expect(call.status).toBe(200);
    expect(call.headers.get("access-control-allow-origin")).toBe("*");
    const anonymous = await request("POST", "/mcp", {
      body: { jsonrpc: "2.0", id: 1, method: "ping" },
      headers: cross,
    });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("access-control-expose-headers")).toContain("www-authenticate");
    // Cookie-authenticated pages stay same-origin only.
    expect(
      (
        await request("POST", "/account", {
          body: "intent=settings",
          contentType: "application/x-www-form-urlencoded",
          headers: cross,
        })
      ).status,
    ).toBe(403);
  });
});
