// Response headers on every kind of answer the Worker gives, and the pages' Content-Security-Policy:
// a fresh nonce per response, carried by every inline <script> and <style> of the page.
import { SELF } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { ORIGIN, freshIp, get, postForm, postJson, sessionCookieFrom } from "../helpers";

const NON_DOCUMENT_CSP = "default-src 'none'; frame-ancestors 'none'";

function expectCommonHeaders(response: Response, label: string) {
  const h = response.headers;
  expect(h.get("strict-transport-security"), label).toMatch(/^max-age=\d{7,}/);
  expect(h.get("x-content-type-options"), label).toBe("nosniff");
  expect(h.get("referrer-policy"), label).toBe("strict-origin-when-cross-origin");
  expect(h.get("x-frame-options"), label).toBe("DENY");
  expect(h.get("content-security-policy"), label).toContain("frame-ancestors 'none'");
  expect(h.has("content-security-policy-report-only"), label).toBe(false);
}

/** The policy's directives by name, e.g. { "script-src": ["'self'", "'nonce-…'"] }. */
function directives(policy: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const part of policy.split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) out[name] = values;
  }
  return out;
}

function nonceOf(response: Response): string {
  const scriptSrc = directives(response.headers.get("content-security-policy") ?? "")["script-src"] ?? [];
  const token = scriptSrc.find((v) => v.startsWith("'nonce-"));
  expect(token, "script-src has a nonce").toBeDefined();
  return token!.slice("'nonce-".length, -1);
}

/** Every opening <script …> and <style …> tag of the HTML, with its nonce attribute (if any). */
function inlineTags(html: string) {
  return [...html.matchAll(/<(script|style)\b([^>]*)>/gi)].map((m) => ({
    tag: m[0],
    nonce: /\snonce="([^"]*)"/.exec(m[2] ?? "")?.[1] ?? null,
  }));
}

async function expectDocumentPolicy(response: Response, label: string) {
  expectCommonHeaders(response, label);
  expect(response.headers.get("content-type"), label).toMatch(/^text\/html/);
  const policy = response.headers.get("content-security-policy")!;
  const d = directives(policy);
  const nonce = nonceOf(response);
  // 128 bits of base64.
  expect(nonce, label).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(d["default-src"], label).toEqual(["'self'"]);
  expect(d["script-src"], label).toEqual(["'self'", `'nonce-${nonce}'`]);
  expect(d["style-src"], label).toEqual(["'self'", `'nonce-${nonce}'`]);
  expect(d["object-src"], label).toEqual(["'none'"]);
  expect(d["base-uri"], label).toEqual(["'none'"]);
  expect(d["form-action"], label).toEqual(["'self'"]);
  expect(d["connect-src"], label).toEqual(["'self'"]);
  expect(d["frame-ancestors"], label).toEqual(["'none'"]);
  expect(policy, label).not.toContain("unsafe-eval");
  // http here: upgrading is for the https deployment only.
  expect(d["upgrade-insecure-requests"], label).toBeUndefined();
  const html = await response.text();
  const tags = inlineTags(html);
  expect(tags.length, `${label}: the page has scripts and styles`).toBeGreaterThanOrEqual(3);
  for (const { tag, nonce: tagNonce } of tags) expect(tagNonce, `${label}: ${tag}`).toBe(nonce);
  // Inline event handlers (onclick="…") would need 'unsafe-inline'; the server never writes any.
  expect(html, label).not.toMatch(/<[a-z][^>]*\son[a-z]+=/i);
  return { nonce, html };
}

async function demoCookie() {
  const response = await postForm("/demo", {});
  expect(response.status).toBe(302);
  return sessionCookieFrom(response);
}

describe("pages: an enforced Content-Security-Policy with a per-request nonce", () => {
  it.each(["/", "/landing", "/youtube", "/pricing", "/success", "/waitlist", "/login", "/signup"])(
    "%s",
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      await expectDocumentPolicy(response, path);
    },
  );

  it("signed-in pages (the demo's dashboard and account)", async () => {
    const cookie = await demoCookie();
    for (const path of ["/dashboard", "/account", "/comment-sentiment", "/suggestions"]) {
      const response = await get(path, { cookie });
      expect(response.status, path).toBe(200);
      await expectDocumentPolicy(response, path);
    }
  });

  it("a fresh nonce on every response", async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 5; i++) nonces.add(nonceOf(await get("/")));
    expect(nonces.size).toBe(5);
  });

  it("no 'unsafe-inline' for scripts; style attributes only (components' style props)", async () => {
    const d = directives((await get("/")).headers.get("content-security-policy")!);
    for (const name of [
      "default-src",
      "script-src",
      "script-src-elem",
      "script-src-attr",
      "style-src",
      "style-src-elem",
    ]) {
      expect(d[name] ?? [], name).not.toContain("'unsafe-inline'");
    }
    expect(d["style-src-attr"]).toEqual(["'unsafe-inline'"]);
    expect(d["img-src"]).toEqual(["'self'", "data:", "https://i.ytimg.com", "https://yt3.ggpht.com"]);
    expect(d["font-src"]).toEqual(["'self'"]);
  });

  it("an action's answer page (validation error) carries the policy too", async () => {
    const response = await postForm("/waitlist", { email: "not-an-email" });
    expect(response.status).toBe(400);
    await expectDocumentPolicy(response, "POST /waitlist 400");
  });

  it("the error page (a POST to a page without an action) carries the policy", async () => {
    // React Router reports the 405 to handleError, which logs it.
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await postForm("/youtube", {});
    expect(response.status).toBe(405);
    expect(logged).toHaveBeenCalled();
    const { html } = await expectDocumentPolicy(response, "POST /youtube 405");
    expect(html).toContain("Unexpected Application Error!");
  });

  it("HEAD of a page has the same headers, without a body", async () => {
    const response = await SELF.fetch(`${ORIGIN}/pricing`, { method: "HEAD" });
    expect(response.status).toBe(200);
    expectCommonHeaders(response, "HEAD /pricing");
    nonceOf(response);
  });
});

describe("every other answer: the common headers and a CSP that allows nothing", () => {
  const cases: [string, () => Promise<Response>, number][] = [
    ["redirect of a guarded page", () => get("/dashboard"), 302],
    ["catch-all redirect", () => get("/no/such/page"), 302],
    ["catch-all POST", () => postForm("/no/such/page", {}), 302],
    ["login redirect", () => postForm("/logout", {}), 302],
    ["API 200", () => get("/api/health"), 200],
    ["API 400", () => postJson("/api/waitlist", { email: "nope" }), 400],
    ["API 401", () => get("/api/channel"), 401],
    ["API 404", () => get("/api/does-not-exist"), 404],
    ["API 201", () => postJson("/api/waitlist", { email: `headers-${Date.now()}@example.com` }), 201],
    [
      "cross-site refusal 403",
      () => postForm("/waitlist", { email: "x@example.com" }, { headers: { origin: "https://evil.example" } }),
      403,
    ],
    ["client data request", () => get("/pricing.data"), 200],
    ["robots.txt", () => get("/robots.txt"), 200],
    ["sitemap.xml", () => get("/sitemap.xml"), 200],
  ];

  it.each(cases)("%s", async (label, request, status) => {
    const response = await request();
    expect(response.status, label).toBe(status);
    expectCommonHeaders(response, label);
    expect(response.headers.get("content-security-policy"), label).toBe(NON_DOCUMENT_CSP);
  });

  it("a signed-in API answer", async () => {
    const cookie = await demoCookie();
    const response = await SELF.fetch(`${ORIGIN}/api/channel`, { headers: { cookie, "cf-connecting-ip": freshIp() } });
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expectCommonHeaders(response, "API 200 signed in");
    expect(response.headers.get("content-security-policy")).toBe(NON_DOCUMENT_CSP);
  });
});
