// The protocol details MCP clients and scripts trip on: challenges that name what to
// ask for, JSON errors where a client expects JSON, 404 for discovery paths we do not publish, and
// answers holding an account's data that no cache may keep.
import { describe, expect, it } from "vitest";
import { get, request, signUp } from "../helpers";
import { REDIRECT, codeFor, connect, pkcePair, registerClient, rpc, tokenRequest } from "./mcp-support";

describe("challenges", () => {
  it("/api without credentials answers 401 with a Bearer challenge", async () => {
    const response = await get("/api/channel");
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toMatch(/^Bearer realm="vidwise"/);
    expect(await response.json()).toMatchObject({ success: false });
  });

  it("/mcp without a token names the resource metadata and the scopes a first grant asks for", async () => {
    const { response, body } = await rpc(null, "tools/list");
    expect(response.status).toBe(401);
    // A JSON-RPC error with no id: the request is refused before its id is read.
    expect(body).toEqual({
      jsonrpc: "2.0",
      id: null,
      error: { code: -32001, message: "Send an access token: Authorization: Bearer <token>." },
    });
    const challenge = response.headers.get("www-authenticate") ?? "";
    expect(challenge).toContain('resource_metadata="http://vidwise.test/.well-known/oauth-protected-resource/mcp"');
    expect(challenge).toContain('scope="channel comments market forecasts"');
  });
});

describe("discovery and the token endpoint", () => {
  it("answers an unknown /.well-known path with a JSON 404, not the app's page", async () => {
    for (const path of ["/.well-known/openid-configuration", "/.well-known/oauth-authorization-server/extra"]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("content-type"), path).toMatch(/^application\/json/);
    }
    expect((await get("/.well-known/oauth-authorization-server")).status).toBe(200);
  });

  it("answers a token request that is not a form (JSON, empty) with an OAuth JSON error", async () => {
    for (const body of ["{}", ""]) {
      const response = await request("POST", "/oauth/token", {
        body,
        contentType: body ? "application/json" : "text/plain",
        headers: { origin: "" },
      });
      expect(response.status).toBe(400);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await response.json()).toMatchObject({ error: "invalid_request" });
    }
  });
});

describe("the token endpoint and RFC 8707", () => {
  it("refuses a token for another resource with invalid_target, and issues one for its own /mcp", async () => {
    const cookie = await signUp("mcp-token-resource@example.com");
    const clientId = await registerClient();
    const { verifier, challenge } = await pkcePair();
    const exchange = {
      grant_type: "authorization_code",
      redirect_uri: REDIRECT,
      client_id: clientId,
      code_verifier: verifier,
    };
    const elsewhere = await tokenRequest({
      ...exchange,
      code: await codeFor(cookie, clientId, challenge),
      resource: "https://other.example/mcp",
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.headers.get("cache-control")).toBe("no-store");
    expect(elsewhere.headers.get("access-control-allow-origin")).toBe("*");
    // RFC 6749 §5.2's body, exactly: the code and the description, nothing else.
    expect(await elsewhere.json()).toEqual({
      error: "invalid_target",
      error_description: "This server issues tokens for http://vidwise.test/mcp only.",
    });
    const own = await tokenRequest({
      ...exchange,
      code: await codeFor(cookie, clientId, challenge),
      resource: "http://vidwise.test/mcp",
    });
    expect(own.status).toBe(200);
  });
});

describe("no cache keeps an account's data", () => {
  it("sends Cache-Control: no-store with signed-in pages, /api answers and MCP answers, and not with public pages", async () => {
    const cookie = await signUp("no-store@example.com");
    for (const path of ["/account", "/dashboard", "/api/dashboard"]) {
      expect((await get(path, { cookie })).headers.get("cache-control"), path).toBe("private, no-store");
    }
    const { access_token } = await connect(cookie);
    const { response } = await rpc(access_token, "tools/list");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect((await get("/pricing")).headers.get("cache-control") ?? "").not.toContain("private");
  });

  it("shows the MCP server's full address on the account page, to paste into an assistant", async () => {
    const page = await (await get("/account", { cookie: await signUp("mcp-address@example.com") })).text();
    expect(page).toContain("http://vidwise.test/mcp");
  });
});

describe("tool arguments and answers", () => {
  it("refuses a value outside a tool's listed ones instead of rounding it, and lists them in the schema", async () => {
    const cookie = await signUp("mcp-enum@example.com");
    const { access_token } = await connect(cookie);
    const tools = (await rpc(access_token, "tools/list")).body!.result!.tools as unknown as {
      name: string;
      inputSchema: { properties: Record<string, { enum?: unknown[] }> };
    }[];
    expect(tools.find((t) => t.name === "comment-sentiment")!.inputSchema.properties.days!.enum).toEqual([7, 30, 90]);
    expect(tools.find((t) => t.name === "latest-uploads")!.inputSchema.properties.focus!.enum).toEqual([
      "behind",
      "best",
      "next",
    ]);
    for (const [name, args, message] of [
      ["comment-sentiment", { days: 14 }, "days must be one of 7, 30, 90."],
      ["viewer-requests", { days: -5 }, "days must be one of 7, 30, 90."],
      ["latest-uploads", { focus: "ahead" }, 'focus must be one of "behind", "best", "next".'],
    ] as const) {
      const result = (await rpc(access_token, "tools/call", { name, arguments: args })).body!.result!;
      expect(result.isError, name).toBe(true);
      expect(result.content![0]!.text).toBe(message);
    }
  });

  it("answers a tool with nothing to compute as an error, with pages as whole addresses", async () => {
    const { access_token } = await connect(await signUp("mcp-missing@example.com"));
    const result = (await rpc(access_token, "tools/call", { name: "dashboard-kpis" })).body!.result!;
    expect(result.isError).toBe(true);
    const missing = String(result.structuredContent!.missing);
    expect(missing).toContain("(http://vidwise.test/account)");
    expect(missing).not.toMatch(/\(\/[a-z]/);
  });
});
