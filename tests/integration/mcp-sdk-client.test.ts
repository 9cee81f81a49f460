// The whole flow with the official MCP client library (@modelcontextprotocol/sdk), as a desktop
// assistant runs it against Vidwise: 401 → discovery → dynamic registration → authorisation with
// PKCE (the consent page posted with the user's session, where a person would click Allow) →
// token → tools/list → tools/call → refresh → revocation. The SDK's fetch is the Worker's own.
import { SELF } from "cloudflare:test";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { auth, type OAuthClientProvider } from "@modelcontextprotocol/sdk/client/auth.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type {
  OAuthClientInformationMixed,
  OAuthClientMetadata,
  OAuthTokens,
} from "@modelcontextprotocol/sdk/shared/auth.js";
import { beforeAll, describe, expect, it } from "vitest";
import { ASK_TOOLS } from "~/features/ask-vidwise/tools.engines.server";
import { ORIGIN, freshIp, request, signUp } from "../helpers";
import { seedSampleTemplate } from "../sample";
import { REDIRECT, consent, giveSampleData } from "./mcp-support";

const SERVER = new URL("/mcp", ORIGIN);
/** The Worker as the SDK's fetch: same signature, every request to this Worker. */
const workerFetch = ((input: string | URL | Request, init?: RequestInit) => {
  const req = new Request(input, init);
  const headers = new Headers(req.headers);
  headers.set("cf-connecting-ip", freshIp());
  return SELF.fetch(new Request(req, { headers }));
}) as typeof fetch;

/** An OAuthClientProvider that keeps everything in memory and "opens the browser" by posting the consent form with the user's cookie. */
class TestProvider implements OAuthClientProvider {
  client?: OAuthClientInformationMixed;
  saved?: OAuthTokens;
  verifier = "";
  code: string | null = null;
  constructor(private readonly cookie: string) {}
  get redirectUrl() {
    return REDIRECT;
  }
  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: "SDK test client",
      redirect_uris: [REDIRECT],
      grant_types: ["authorization_code", "refresh_token"],
      response_types: ["code"],
      token_endpoint_auth_method: "none",
    };
  }
  clientInformation() {
    return this.client;
  }
  saveClientInformation(info: OAuthClientInformationMixed) {
    this.client = info;
  }
  tokens() {
    return this.saved;
  }
  saveTokens(tokens: OAuthTokens) {
    this.saved = tokens;
  }
  saveCodeVerifier(verifier: string) {
    this.verifier = verifier;
  }
  codeVerifier() {
    return this.verifier;
  }
  async redirectToAuthorization(url: URL) {
    expect(url.origin + url.pathname).toBe(`${ORIGIN}/oauth/authorize`);
    const response = await consent(this.cookie, url.pathname + url.search);
    const location = new URL(response.headers.get("location")!);
    this.code = location.searchParams.get("code");
  }
}

beforeAll(async () => {
  await seedSampleTemplate();
}, 60_000);

describe("the official MCP client library", () => {
  it("registers, authorises with PKCE, lists and calls tools, refreshes and is revoked", async () => {
    const email = "mcp-sdk@example.com";
    const cookie = await signUp(email);
    await giveSampleData(email);
    const provider = new TestProvider(cookie);

    // First connection: 401 → discovery, registration, authorisation (REDIRECT → our consent).
    const first = new StreamableHTTPClientTransport(SERVER, { authProvider: provider, fetch: workerFetch });
    await expect(new Client({ name: "sdk-test", version: "1.0.0" }).connect(first)).rejects.toThrow(/Unauthorized/i);
    expect(provider.client?.client_id).toBeTruthy();
    expect(provider.code).toMatch(/^vwc_/);
    await first.finishAuth(provider.code!);
    expect(provider.saved?.access_token).toMatch(/^vwa_/);
    // The SDK asked for every advertised scope; revenue stays off unless the user ticks it.
    expect(provider.saved?.scope).toBe("channel comments market forecasts");

    const client = new Client({ name: "sdk-test", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(SERVER, { authProvider: provider, fetch: workerFetch }));
    expect(client.getServerVersion()).toMatchObject({ name: "vidwise" });
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(ASK_TOOLS.map((t) => t.name).filter((n) => n !== "rpm"));
    const result = await client.callTool({ name: "dashboard-kpis", arguments: {} });
    expect(result.isError).toBe(false);
    expect(result.structuredContent).toMatchObject({ tool: "dashboard-kpis", page: `${ORIGIN}/dashboard` });
    expect(Object.keys((result.structuredContent as { figures: object }).figures).length).toBeGreaterThan(0);
    const forecast = await client.callTool({
      name: "title-forecast",
      arguments: { title: "I tested every budget mechanical keyboard" },
    });
    expect(forecast.structuredContent).toMatchObject({ tool: "title-forecast" });

    // Refresh: the SDK's auth() with a stored refresh token rotates it.
    const before = provider.saved!;
    expect(await auth(provider, { serverUrl: SERVER, fetchFn: workerFetch })).toBe("AUTHORIZED");
    expect(provider.saved!.access_token).not.toBe(before.access_token);
    expect(provider.saved!.refresh_token).not.toBe(before.refresh_token);
    expect((await client.callTool({ name: "cadence", arguments: {} })).isError).toBe(false);

    // Revocation (RFC 7009) with the refresh token: the connection is gone.
    const revoked = await request("POST", "/oauth/revoke", {
      body: new URLSearchParams({
        token: provider.saved!.refresh_token!,
        client_id: provider.client!.client_id,
      }).toString(),
      contentType: "application/x-www-form-urlencoded",
    });
    expect(revoked.status).toBe(200);
    const stale = await request("POST", "/mcp", {
      body: { jsonrpc: "2.0", id: 9, method: "tools/list" },
      headers: { authorization: `Bearer ${provider.saved!.access_token}` },
    });
    expect(stale.status).toBe(401);
    await client.close();
  });
});
