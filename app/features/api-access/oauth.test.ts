// The pure parts of API access: which redirect URIs a client may register, PKCE's S256 (RFC 7636's
// own example), scope parsing and which /api endpoints a token's scope opens.
import { describe, expect, it } from "vitest";
import { acceptableRedirectUri, isOwnResource } from "./oauth.server";
import {
  API_ENDPOINTS,
  DEFAULT_SCOPES,
  TOOL_SCOPES,
  endpointAccess,
  parseScopes,
  scopeForApi,
  scopeString,
} from "./scopes";
import { credentialStampOf, newSecret, s256, sameText } from "./secrets.server";

describe("redirect URIs a client may register", () => {
  it("accepts https, loopback http and an app's own scheme", () => {
    for (const uri of [
      "https://claude.ai/api/mcp/auth_callback",
      "http://127.0.0.1:33418/callback",
      "http://localhost:6274/oauth/callback",
      "http://[::1]:9/cb",
      "cursor://anysphere.cursor-retrieval/oauth/callback",
      "com.example.app:/cb",
    ])
      expect(acceptableRedirectUri(uri), uri).toBe(true);
  });
  it("refuses plain http elsewhere, fragments, and schemes that run or read in the browser", () => {
    for (const uri of [
      "http://evil.example/cb",
      "http://127.0.0.1.evil.example/cb",
      "https://ok.example/cb#x",
      "javascript:alert(1)",
      "data:text/html,hi",
      "file:///etc/passwd",
      "not a url",
      "",
    ])
      expect(acceptableRedirectUri(uri), uri).toBe(false);
  });
});

describe("PKCE and secrets", () => {
  it("computes S256 as RFC 7636 Appendix B does", async () => {
    expect(await s256("dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk")).toBe(
      "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
    );
  });
  it("makes prefixed, unpadded 256-bit secrets, different every time", () => {
    const a = newSecret("access");
    expect(a).toMatch(/^vwa_[A-Za-z0-9_-]{43}$/);
    expect(newSecret("access")).not.toBe(a);
    expect(newSecret("personal")).toMatch(/^vwp_/);
  });
  it("compares strings exactly", () => {
    expect(sameText("abc", "abc")).toBe(true);
    expect(sameText("abc", "abd")).toBe(false);
    expect(sameText("abc", "abcd")).toBe(false);
  });
  it("changes the credential stamp with the password hash", async () => {
    expect(await credentialStampOf("scrypt$a")).toBe(await credentialStampOf("scrypt$a"));
    expect(await credentialStampOf("scrypt$a")).not.toBe(await credentialStampOf("scrypt$b"));
  });
});

describe("scopes", () => {
  it("parses known scopes in a fixed order and drops unknown words", () => {
    expect(parseScopes("revenue  channel bogus comments")).toEqual(["channel", "comments", "revenue"]);
    expect(parseScopes(null)).toEqual([]);
    expect(scopeString(["market", "channel"])).toBe("channel market");
    expect(DEFAULT_SCOPES).not.toContain("revenue");
  });
  it("gives every assistant tool a family, RPM alone under revenue", () => {
    expect(Object.keys(TOOL_SCOPES)).toHaveLength(17);
    // The track record answers "how accurate have your forecasts been?": a forecasts read.
    expect(TOOL_SCOPES["track-record"]).toBe("forecasts");
    expect(
      Object.entries(TOOL_SCOPES)
        .filter(([, s]) => s === "revenue")
        .map(([t]) => t),
    ).toEqual(["rpm"]);
  });
  it("opens the reads and the analyses of sent data to tokens, not the chat, billing or other writes", () => {
    expect(scopeForApi("GET", "/api/dashboard")).toBe("channel");
    expect(scopeForApi("HEAD", "/api/rpm/")).toBe("revenue");
    expect(scopeForApi("GET", "/api/trends")).toBe("market");
    expect(scopeForApi("POST", "/api/comments/analyze")).toBe("comments");
    expect(scopeForApi("POST", "/api/forecast/video")).toBe("forecasts");
    expect(scopeForApi("GET", "/api/track-record")).toBe("forecasts");
    expect(scopeForApi("POST", "/api/ask")).toBeNull();
    expect(scopeForApi("POST", "/api/dashboard")).toBeNull();
    expect(scopeForApi("GET", "/api/subscription")).toBeNull();
  });
  it("marks every POST a token may call as an analysis (personal tokens only) and every GET as a read", () => {
    for (const [endpoint, access] of Object.entries(API_ENDPOINTS))
      expect(access.runsAnalysis, endpoint).toBe(endpoint.startsWith("POST "));
    expect(endpointAccess("POST", "/api/youtube-insights/")).toEqual({ scope: "market", runsAnalysis: true });
    expect(endpointAccess("HEAD", "/api/dashboard")).toEqual({ scope: "channel", runsAnalysis: false });
  });
  it("recognises its own resource only", () => {
    expect(isOwnResource("https://vidwise.app/mcp", "https://vidwise.app")).toBe(true);
    expect(isOwnResource("https://vidwise.app/", "https://vidwise.app")).toBe(true);
    expect(isOwnResource("https://vidwise.app.evil.example/mcp", "https://vidwise.app")).toBe(false);
  });
});
